import type {
  OfficeFigures,
  OfficeHit,
  OfficeHoldings,
  OfficeNode,
  OfficeSave,
  OfficeTreeReason,
  Page,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import type { DataRange } from '../../platform/db/range.js';
import { inTransaction, isForeignKeyViolation, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { countInOffices, type OfficeCounter, type OfficeCounts } from '../../platform/module.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { officeRepo, type OfficeRow } from './repo.js';

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

/**
 * What an office's subtree still holds; it can be deleted only when all are zero: its users,
 * sub-offices, the custom roles belonging to its offices, their terminals (in any state), materials
 * and programs. Users, sub-offices, roles and terminals refer to their office without going with
 * it; materials and programs would go with it (on delete cascade) and are the operators' work, so
 * they hold it too. Every other module counts its own (ServerModule.officeCounts).
 *
 * What is the office's own goes with it, by the database (on delete cascade): its announcement,
 * notifications, a customer's contact, brand, host names and pictures, uploads under way, its own
 * list of widget kinds, and its publications with their deliveries (the office's history of what it
 * published).
 */
export type Holdings = OfficeHoldings;

/** The names of a refusal, in the order it lists them. */
const HOLDING_NAMES: Record<keyof Holdings, string> = {
  users: 'user(s)',
  offices: 'sub-office(s)',
  roles: 'custom role(s)',
  terminals: 'terminal(s)',
  materials: 'material(s)',
  programs: 'program(s)',
};

/** A delete refused because the office still holds something: 409 with the counts (contract officeHoldings). */
const holdingsRefusal = (holds: Holdings) => {
  const held = (Object.keys(HOLDING_NAMES) as (keyof Holdings)[])
    .filter((k) => holds[k] > 0)
    .map((k) => `${holds[k]} ${HOLDING_NAMES[k]}`);
  const list = held.length > 1 ? `${held.slice(0, -1).join(', ')} and ${held[held.length - 1]}` : held[0];
  return new AppError('CONFLICT', {
    // Nothing counted: what stopped the delete went again since (a retry succeeds).
    message: list
      ? `The office still holds ${list}: move or delete them first`
      : 'The office changed meanwhile: try again',
    jsonObject: holds,
  });
};
const holdsAnything = (holds: Holdings) => Object.values(holds).some((n) => n > 0);

/**
 * The institution tree within the caller's data range (Principal.range). `counters`: every module's
 * counts of its rows in offices (Platform.officeCounters), for figures and refused deletions.
 */
export function officeService(db: Kysely<Database>, audit: AuditLog, counters: readonly OfficeCounter[]) {
  const repo = officeRepo(db);

  /** What the modules count in the office alone, or with its subtree. */
  const counted = (ex: Executor, o: OfficeRow, subtree: boolean): Promise<OfficeCounts> =>
    countInOffices(counters, ex, { officeId: o.id, path: o.path, subtree });

  /** What the office's subtree holds (Holdings). */
  const holdings = async (ex: Executor, o: OfficeRow): Promise<Holdings> => {
    const [offices, c] = await Promise.all([officeRepo(ex).below(o.path), counted(ex, o, true)]);
    return {
      users: c.users,
      offices,
      roles: c.roles,
      terminals: c.terminals,
      materials: c.materials,
      programs: c.programs,
    };
  };

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
      try {
        await inTransaction(db, async (trx) => {
          // Counted while the office is held: nothing that would go with it (materials, programs) is added meanwhile.
          await officeRepo(trx).lock(o.id);
          // As it is now (it may have moved since): its subtree is counted by its path.
          const held = await officeRepo(trx).find(o.id, p.range);
          if (!held) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
          const holds = await holdings(trx, held);
          if (holdsAnything(holds)) throw holdingsRefusal(holds);
          await officeRepo(trx).delete(o.id);
          await audit.record(trx, auditBy(p, meta, 'office', 'delete', o.name, { name: { before: o.name } }));
        });
      } catch (err) {
        // Something added meanwhile below it still refers to it: the same refusal, counted again.
        if (isForeignKeyViolation(err)) throw holdingsRefusal(await holdings(db, o));
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

    /**
     * Figures of the office alone (instant) or of its whole subtree (dynamic): users, offices below
     * (direct ones / all), terminals authorised into it and those online, the bytes of its materials.
     */
    async figures(p: Principal, id: string, subtree: boolean): Promise<OfficeFigures> {
      const o = await mustFind(id, p);
      const [c, offices] = await Promise.all([
        counted(db, o, subtree),
        subtree ? repo.below(o.path) : repo.children(o.id, p.range).then((rows) => rows.length),
      ]);
      return {
        officeId: o.id,
        users: c.users,
        offices,
        terminalsOnline: c.terminalsOnline,
        terminalsTotal: c.terminalsAuthorised,
        storageBytes: c.storageBytes,
      };
    },
  };
}
export type OfficeService = ReturnType<typeof officeService>;
