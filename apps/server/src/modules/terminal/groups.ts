import type {
  Page,
  TerminalGroupItem,
  TerminalGroupListQuery,
  TerminalGroupMove,
  TerminalGroupSave,
} from '@apm/contract';
import { TERMINAL_GROUP_REFUSALS } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { groupRepo } from './group-repo.js';
import { terminalRepo } from './repo.js';

const groupMissing = (field?: string) =>
  new AppError('NOT_FOUND', {
    message: 'No such terminal group in your range',
    ...(field ? { fields: [{ field, message: 'notFound' }] } : {}),
  });
const officeMissing = () =>
  new AppError('NOT_FOUND', {
    message: 'No such office in your range',
    fields: [{ field: 'officeId', message: 'notFound' }],
  });

/**
 * Terminal groups (contract terminalGroup.ts) of the caller's range: listed with their counts,
 * created in an office, renamed, deleted (their terminals stay, in no group); terminals moved into
 * a group of an office above or at theirs, or out of any. Each change is audited.
 */
export function terminalGroupService(db: Kysely<Database>, audit: AuditLog) {
  const groups = groupRepo(db);

  /** The group of the range as the list shows it, counts and all. */
  async function itemOf(p: Principal, id: string): Promise<TerminalGroupItem> {
    const g = (await groups.find(id, p.range))!;
    const { rows } = await groups.page(p.range, g.officePath, {
      pageNo: 1,
      pageSize: 1,
      name: g.name,
      officeId: undefined,
    });
    return rows.find((r) => r.id === id) ?? { ...g, terminals: 0, online: 0 };
  }

  return {
    async list(p: Principal, q: TerminalGroupListQuery): Promise<Page<TerminalGroupItem>> {
      let officePath: string | null = null;
      if (q.officeId) {
        const path = await terminalRepo(db).officePathInRange(q.officeId, p.range);
        if (path === undefined) return { list: [], count: 0, pageNo: q.pageNo, pageSize: q.pageSize };
        officePath = path;
      }
      const { rows, count } = await groups.page(p.range, officePath, q);
      return { list: rows, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /** A new group of an office of the range, or a new name for a group of the range (its office stays). */
    async save(p: Principal, meta: RequestMeta, input: TerminalGroupSave): Promise<TerminalGroupItem> {
      const at = now();
      const id = await inTransaction(db, async (trx) => {
        const r = groupRepo(trx);
        if (input.id) {
          const g = await r.find(input.id, p.range);
          if (!g) throw groupMissing();
          if (g.name === input.name) return g.id;
          if (await r.nameTaken(g.officeId, input.name, g.id)) throw nameTaken();
          await r.rename(g.id, input.name, at);
          await audit.record(
            trx,
            auditBy(p, meta, 'terminal', 'groupRename', input.name, { name: { before: g.name, after: input.name } }),
          );
          return g.id;
        }
        if ((await terminalRepo(trx).officePathInRange(input.officeId, p.range)) === undefined) throw officeMissing();
        if (await r.nameTaken(input.officeId, input.name)) throw nameTaken();
        const id = newId(at);
        await r.insert({ id, officeId: input.officeId, name: input.name, at });
        await audit.record(
          trx,
          auditBy(p, meta, 'terminal', 'groupCreate', input.name, { name: { after: input.name } }),
        );
        return id;
      });
      return itemOf(p, id);
    },

    /** Deletes a group of the range; its terminals stay where they are, in no group. */
    async remove(p: Principal, meta: RequestMeta, id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        const g = await groupRepo(trx).find(id, p.range);
        if (!g) throw groupMissing();
        const held = await groupRepo(trx).delete(g.id);
        await audit.record(trx, auditBy(p, meta, 'terminal', 'groupDelete', g.name, { terminals: { before: held } }));
      });
    },

    /**
     * Puts terminals of the range into a group of the range (every one in the group's office or
     * below it, else nothing moves), or into none. Ids outside the range are left; answers how many moved.
     */
    async move(p: Principal, meta: RequestMeta, input: TerminalGroupMove): Promise<{ count: number }> {
      return inTransaction(db, async (trx) => {
        const g = input.groupId ? await groupRepo(trx).find(input.groupId, p.range) : null;
        if (input.groupId && !g) throw groupMissing('groupId');
        const found = await terminalRepo(trx).findManyWithPath(input.ids, p.range);
        if (g) {
          const outside = found.filter((t) => !t.office_path?.startsWith(g.officePath));
          if (outside.length > 0) {
            throw new AppError('VALIDATION', {
              message: `Not in the office of the group or below it: ${outside.map((t) => t.name).join(', ')}`,
              fields: [{ field: 'groupId', message: TERMINAL_GROUP_REFUSALS.outsideOffice }],
            });
          }
        }
        const moving = found.filter((t) => t.group_id !== (g?.id ?? null));
        await groupRepo(trx).move(
          moving.map((t) => t.id),
          g?.id ?? null,
        );
        for (const t of moving) {
          await audit.record(
            trx,
            auditBy(p, meta, 'terminal', 'group', t.name, { group: { before: t.group_name, after: g?.name ?? null } }),
          );
        }
        return { count: moving.length };
      });
    },
  };
}
export type TerminalGroupService = ReturnType<typeof terminalGroupService>;

const nameTaken = () =>
  new AppError('CONFLICT', {
    message: 'The office already has a terminal group of this name',
    fields: [{ field: 'name', message: 'exists' }],
  });
