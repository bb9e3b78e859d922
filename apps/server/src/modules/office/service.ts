import type { OfficeFigures, OfficeHit, OfficeNode, OfficeSave, OfficeTreeReason, Page } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import type { DataRange } from '../../platform/db/range.js';
import { inTransaction, isForeignKeyViolation, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { officeRepo, type Holdings, type OfficeRow } from './repo.js';

const idsOf = (path: string) => path.split(',').filter(Boolean);

/** An office as trees and lists show it (its path stays on the server). */
export const officeNode = ({ path: _path, ...rest }: OfficeRow): OfficeNode => rest;

/**
 * One level of the office tree inside `range`, for every page with a lazy office tree (offices,
 * roles, the default data range): without an id the range's root, with one that office's
 * children; an office outside the range is answered as missing.
 */
export async function officeTreeLevel(db: Executor, range: DataRange, id: string | undefined): Promise<OfficeNode[]> {
  const repo = officeRepo(db);
  if (!id) {
    const root = await repo.find(range.officeId, range);
    return root ? [officeNode(root)] : [];
  }
  if (!(await repo.find(id, range))) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
  return (await repo.children(id, range)).map(officeNode);
}

/**
 * A change the office tree's rules refuse: 409 naming the field and a reason the console
 * translates (OFFICE_TREE_REASONS). The rules: agents stay directly under the platform, customers
 * directly under an agent or the platform; plain offices go anywhere in the range but into their
 * own subtree; the platform and the root of the caller's range stay where they are.
 */
const treeRefusal = (message: string, field: 'id' | 'parentId', reason: OfficeTreeReason) =>
  new AppError('CONFLICT', { message, fields: [{ field, message: reason }] });

/** A delete refused because the office still holds something: 409 with the counts (contract officeHoldings). */
const holdingsRefusal = (holds: Holdings) =>
  new AppError('CONFLICT', {
    message:
      `The office still holds ${holds.users} user(s) and ${holds.offices} sub-office(s), ` +
      `and ${holds.roles} custom role(s) belong to it`,
    jsonObject: holds,
  });
const holdsAnything = (holds: Holdings) => holds.users > 0 || holds.offices > 0 || holds.roles > 0;

/** The institution tree within the caller's data range (Principal.range). */
export function officeService(db: Kysely<Database>, audit: AuditLog) {
  const repo = officeRepo(db);

  const mustFind = async (id: string, p: Principal): Promise<OfficeRow> => {
    const o = await repo.find(id, p.range);
    if (!o) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
    return o;
  };

  return {
    /** Without an id: the root of the caller's range; with one: that office's children (lazy tree). */
    tree: (p: Principal, id: string | undefined): Promise<OfficeNode[]> => officeTreeLevel(db, p.range, id),

    async search(p: Principal, name: string, pageNo: number, pageSize: number): Promise<Page<OfficeHit>> {
      const { rows, count } = await repo.search(name, p.range, (pageNo - 1) * pageSize, pageSize);
      const scopeDepth = idsOf(p.range.path).length;
      const ancestorIds = (r: OfficeRow) => idsOf(r.path).slice(scopeDepth - 1, -1);
      const names = await repo.names([...new Set(rows.flatMap(ancestorIds))]);
      const list = rows.map((r) => ({ ...officeNode(r), pathNames: ancestorIds(r).map((i) => names.get(i) ?? '') }));
      return { list, count, pageNo, pageSize };
    },

    /** Creates an office under a parent in range (default: the caller's office), or edits one. */
    async save(p: Principal, input: OfficeSave, meta: RequestMeta): Promise<OfficeNode> {
      const at = now();
      if (input.id) {
        const before = await mustFind(input.id, p);
        // An edit never moves an office (moving has its own call and rules): a different parent is refused, not ignored.
        if (input.parentId !== undefined && input.parentId !== before.parentId) {
          throw treeRefusal('Saving does not move an office: move it instead', 'parentId', 'moveSeparately');
        }
        const after = { name: input.name, sort: input.sort, remarks: input.remarks };
        const changes = Object.fromEntries(
          (Object.keys(after) as (keyof typeof after)[])
            .filter((k) => before[k] !== after[k])
            .map((k) => [k, { before: before[k], after: after[k] }]),
        );
        await inTransaction(db, async (trx) => {
          await officeRepo(trx).update(before.id, after, at);
          await audit.record(trx, auditBy(p, meta, 'office', 'update', before.name, changes));
        });
        return officeNode((await repo.find(before.id, p.range))!);
      }
      const parent = await mustFind(input.parentId ?? p.range.officeId, p);
      const id = newId(at);
      await inTransaction(db, async (trx) => {
        await officeRepo(trx).insert({
          id,
          parentId: parent.id,
          parentPath: parent.path,
          name: input.name,
          type: 'office',
          sort: input.sort,
          remarks: input.remarks,
          at,
        });
        await audit.record(
          trx,
          auditBy(p, meta, 'office', 'create', input.name, {
            name: { after: input.name },
            parent: { after: parent.name },
            sort: { after: input.sort },
            remarks: { after: input.remarks },
          }),
        );
      });
      return officeNode((await repo.find(id, p.range))!);
    },

    /** Deletes an empty office; refused, saying what it holds, while it holds anything. */
    async remove(p: Principal, id: string, meta: RequestMeta): Promise<void> {
      const o = await mustFind(id, p);
      if (o.path === p.officePath || o.type === 'platform') {
        throw new AppError('CONFLICT', { message: 'Your own office and the platform cannot be deleted' });
      }
      const holds = await repo.holdings(o.path);
      if (holdsAnything(holds)) throw holdingsRefusal(holds);
      try {
        await inTransaction(db, async (trx) => {
          await officeRepo(trx).delete(o.id);
          await audit.record(trx, auditBy(p, meta, 'office', 'delete', o.name, { name: { before: o.name } }));
        });
      } catch (err) {
        // A user, sub-office or role added meanwhile still refers to it: the same refusal, counted again.
        if (isForeignKeyViolation(err)) throw holdingsRefusal(await repo.holdings(o.path));
        throw err;
      }
    },

    /** Moves an office with its subtree under another office in range, by the tree's rules (treeRefusal). */
    async move(p: Principal, id: string, parentId: string, meta: RequestMeta): Promise<OfficeNode> {
      // Both ends in the range (else 404, like a missing office): nothing moves out of it or in from outside.
      const o = await mustFind(id, p);
      const parent = await mustFind(parentId, p);
      if (o.type === 'platform') throw treeRefusal('The platform cannot be moved', 'id', 'platformFixed');
      if (o.path === p.officePath || o.path === p.range.path) {
        throw treeRefusal(
          'The root of your range (your own office, or the one you narrowed it to) cannot be moved',
          'id',
          'ownOffice',
        );
      }
      if (parent.path.startsWith(o.path)) {
        throw treeRefusal('An office cannot move into itself or its sub-offices', 'parentId', 'intoItself');
      }
      if (o.type === 'agent' && parent.type !== 'platform') {
        throw treeRefusal('An agent stays directly under the platform', 'parentId', 'agentUnderPlatform');
      }
      if (o.type === 'customer' && parent.type !== 'agent' && parent.type !== 'platform') {
        throw treeRefusal('A customer stays directly under an agent or the platform', 'parentId', 'customerUnderAgent');
      }
      if (o.parentId === parent.id) return officeNode(o);
      const from = o.parentId ? await repo.nameOf(o.parentId) : '';
      await inTransaction(db, async (trx) => {
        await officeRepo(trx).move(o, parent, now());
        await audit.record(
          trx,
          auditBy(p, meta, 'office', 'move', o.name, { parent: { before: from, after: parent.name } }),
        );
      });
      return officeNode((await repo.find(o.id, p.range))!);
    },

    /** Figures of the office alone (instant) or of its whole subtree (dynamic). */
    async figures(p: Principal, id: string, subtree: boolean): Promise<OfficeFigures> {
      const o = await mustFind(id, p);
      const holds = await repo.holdings(o.path);
      // Terminals and stored files arrive with their modules; until then there are none to count.
      return {
        officeId: o.id,
        users: subtree ? holds.users : await repo.ownUsers(o.id),
        offices: subtree ? holds.offices : (await repo.children(o.id, p.range)).length,
        terminalsOnline: 0,
        terminalsTotal: 0,
        storageBytes: 0,
      };
    },
  };
}
export type OfficeService = ReturnType<typeof officeService>;
