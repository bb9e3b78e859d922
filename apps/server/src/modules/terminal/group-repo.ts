import type { TerminalGroupItem, TerminalGroupListQuery } from '@apm/contract';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { contains } from '../../platform/db/like.js';

/** A group with its office's path: what the rule "its terminals lie in its office's subtree" reads. */
export interface GroupRow {
  id: string;
  name: string;
  officeId: string;
  officeName: string;
  officePath: string;
  createdAt: number;
}

/** The terminal groups; every read is limited to a data range (the group's office lies in it). */
export function groupRepo(db: Executor) {
  const inRangeRows = (range: DataRange) =>
    db
      .selectFrom('terminal_group as g')
      .innerJoin('sys_office as o', 'o.id', 'g.office_id')
      .where(inRange('o.path', range));

  const COLUMNS = [
    'g.id',
    'g.name',
    'g.office_id as officeId',
    'o.name as officeName',
    'o.path as officePath',
    'g.created_at as createdAt',
  ] as const;
  const toRow = (r: GroupRow): GroupRow => ({ ...r, createdAt: Number(r.createdAt) });

  return {
    async find(id: string, range: DataRange): Promise<GroupRow | undefined> {
      const r = await inRangeRows(range).select(COLUMNS).where('g.id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },

    /** A page of the range's groups (those of an office's subtree when `officePath`), by name, with their terminal counts. */
    async page(
      range: DataRange,
      officePath: string | null,
      q: TerminalGroupListQuery,
    ): Promise<{ rows: TerminalGroupItem[]; count: number }> {
      let rows = inRangeRows(range);
      if (officePath !== null) rows = rows.where('o.path', 'like', `${officePath}%`);
      if (q.name) rows = rows.where(contains('g.name', q.name));
      const [list, total] = await Promise.all([
        rows
          .select(COLUMNS)
          .select((eb) => [
            eb
              .selectFrom('terminal as t')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('t.group_id', '=', 'g.id')
              .as('terminals'),
            eb
              .selectFrom('terminal as t')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('t.group_id', '=', 'g.id')
              .where('t.online', '=', 1)
              .as('online'),
          ])
          .orderBy('g.name')
          .orderBy('g.id')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: list.map(({ officePath: _path, ...r }) => ({
          ...r,
          createdAt: Number(r.createdAt),
          terminals: Number(r.terminals ?? 0),
          online: Number(r.online ?? 0),
        })),
        count: Number(total.n),
      };
    },

    /** Whether an office already has a group of this name (regardless of case), other than `exceptId`. */
    async nameTaken(officeId: string, name: string, exceptId?: string): Promise<boolean> {
      let q = db
        .selectFrom('terminal_group')
        .select('id')
        .where('office_id', '=', officeId)
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
      if (exceptId) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    async insert(row: { id: string; officeId: string; name: string; at: number }): Promise<void> {
      await db
        .insertInto('terminal_group')
        .values({ id: row.id, office_id: row.officeId, name: row.name, created_at: row.at, updated_at: row.at })
        .execute();
    },

    async rename(id: string, name: string, at: number): Promise<void> {
      await db.updateTable('terminal_group').set({ name, updated_at: at }).where('id', '=', id).execute();
    },

    /** Deletes a group; its terminals are in none. Answers how many it held. */
    async delete(id: string): Promise<number> {
      const r = await db.updateTable('terminal').set({ group_id: null }).where('group_id', '=', id).executeTakeFirst();
      await db.deleteFrom('terminal_group').where('id', '=', id).execute();
      return Number(r.numUpdatedRows);
    },

    /** Puts terminals into a group (null: none). */
    async move(terminalIds: readonly string[], groupId: string | null): Promise<void> {
      if (terminalIds.length === 0) return;
      await db
        .updateTable('terminal')
        .set({ group_id: groupId })
        .where('id', 'in', [...terminalIds])
        .execute();
    },
  };
}
