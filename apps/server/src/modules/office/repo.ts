import type { OfficeNode, OfficeType } from '@apm/contract';
import { sql } from 'kysely';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { dialectOf } from '../../platform/storage/references.js';
import { contains } from '../../platform/db/like.js';

export interface NewOffice {
  id: string;
  parentPath: string;
  parentId: string | null;
  name: string;
  type: OfficeType;
  sort?: number;
  remarks?: string;
  at: number;
}

export interface OfficeRow extends OfficeNode {
  path: string;
}

/**
 * Offices (institutions): one tree; `path` lists the ids of the ancestors and the office itself,
 * comma-ended, so a subtree is `path LIKE '<path>%'`. Every read takes the caller's data range
 * (Principal.range, filtered by platform/db/range.ts) and sees nothing outside it.
 */
export function officeRepo(db: Executor) {
  const nodes = (range: DataRange) =>
    db
      .selectFrom('sys_office as o')
      .select([
        'o.id',
        'o.parent_id as parentId',
        'o.name',
        'o.type',
        'o.sort',
        'o.remarks',
        'o.path',
        'o.created_at as createdAt',
        'o.updated_at as updatedAt',
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('sys_office as c')
                .select('c.id')
                .whereRef('c.parent_id', '=', 'o.id')
                .where(inRange('c.path', range)),
            )
            .as('hasChildren'),
      ])
      .where(inRange('o.path', range));
  const toRow = (r: Omit<OfficeRow, 'hasChildren' | 'type'> & { hasChildren: unknown; type: string }): OfficeRow => ({
    ...r,
    type: r.type as OfficeType,
    hasChildren: Boolean(Number(r.hasChildren)),
  });

  return {
    async insert(o: NewOffice): Promise<void> {
      await db
        .insertInto('sys_office')
        .values({
          id: o.id,
          parent_id: o.parentId,
          path: `${o.parentPath}${o.id},`,
          name: o.name,
          type: o.type,
          sort: o.sort ?? 0,
          remarks: o.remarks ?? '',
          created_at: o.at,
          updated_at: o.at,
        })
        .execute();
    },
    async nameOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('sys_office').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name;
    },
    /** The office if it lies in the range. */
    async find(id: string, range: DataRange): Promise<OfficeRow | undefined> {
      const r = await nodes(range).where('o.id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },
    async byPath(path: string): Promise<OfficeRow | undefined> {
      const r = await nodes({ officeId: '', path, subtree: true }).where('o.path', '=', path).executeTakeFirst();
      return r && toRow(r);
    },
    async children(parentId: string, range: DataRange): Promise<OfficeRow[]> {
      const rows = await nodes(range).where('o.parent_id', '=', parentId).orderBy('o.sort').orderBy('o.name').execute();
      return rows.map(toRow);
    },
    async search(name: string, range: DataRange, offset: number, limit: number) {
      const named = contains('o.name', name);
      const filtered = nodes(range).where(named);
      const [rows, total] = await Promise.all([
        filtered.orderBy('o.path').offset(offset).limit(limit).execute(),
        db
          .selectFrom('sys_office as o')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(inRange('o.path', range))
          .where(named)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRow), count: Number(total.n) };
    },
    /** Names of offices by id (for the path of a search hit). */
    async names(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('sys_office').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    async update(id: string, v: { name: string; sort: number; remarks: string }, at: number): Promise<void> {
      await db
        .updateTable('sys_office')
        .set({ ...v, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
    /** The offices below the office of `path`, at all levels. */
    async below(path: string): Promise<number> {
      const r = await db
        .selectFrom('sys_office')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('path', 'like', `${path}%`)
        .where('path', '!=', path)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /**
     * Holds the office's row until the transaction ends (PostgreSQL: FOR UPDATE), so that no row
     * referring to it commits meanwhile: a row inserted with a reference to it waits, and then
     * fails if the office was deleted. SQLite runs one transaction at a time: nothing to hold.
     */
    async lock(id: string): Promise<void> {
      if (dialectOf(db) === 'postgres') {
        await db.selectFrom('sys_office').select('id').where('id', '=', id).forUpdate().execute();
      }
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('sys_office').where('id', '=', id).execute();
    },
    /** Moves an office and its subtree under a new parent, rewriting every path below it. */
    async move(office: OfficeRow, parent: OfficeRow, at: number): Promise<void> {
      const newPath = `${parent.path}${office.id},`;
      await db
        .updateTable('sys_office')
        .set({ path: sql`${newPath} || substr(path, ${office.path.length + 1})`, updated_at: at })
        .where('path', 'like', `${office.path}%`)
        .execute();
      await db.updateTable('sys_office').set({ parent_id: parent.id }).where('id', '=', office.id).execute();
    },
  };
}
export type OfficeRepo = ReturnType<typeof officeRepo>;
