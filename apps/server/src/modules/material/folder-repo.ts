import type { MaterialFolder } from '@apm/contract';
import { sql } from 'kysely';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';

/** A folder row as the library's rules read it. */
export interface FolderRow {
  id: string;
  officeId: string;
  parentId: string | null;
  /** '/<ancestor ids>/<own id>/': the folder's subtree is every path starting with it. */
  path: string;
  name: string;
}

const COLUMNS = ['f.id', 'f.office_id as officeId', 'f.parent_id as parentId', 'f.path', 'f.name'] as const;

/** The queries of material folders; reads are limited to a data range (the folder's office lies in it). */
export function folderRepo(db: Executor) {
  const inRangeRows = (range: DataRange) =>
    db
      .selectFrom('material_folder as f')
      .innerJoin('sys_office as o', 'o.id', 'f.office_id')
      .where(inRange('o.path', range));

  return {
    /** A folder of the range, or undefined (one outside it reads as missing). */
    find: (id: string, range: DataRange): Promise<FolderRow | undefined> =>
      inRangeRows(range).select(COLUMNS).where('f.id', '=', id).executeTakeFirst(),

    /** Those of `ids` that are folders of the range. */
    findMany: async (ids: readonly string[], range: DataRange): Promise<FolderRow[]> =>
      ids.length === 0
        ? []
        : inRangeRows(range)
            .select(COLUMNS)
            .where('f.id', 'in', [...ids])
            .execute(),

    /** Every folder of an office with how many materials and folders each holds directly, in name order. */
    async ofOffice(officeId: string): Promise<MaterialFolder[]> {
      const rows = await db
        .selectFrom('material_folder as f')
        .select([
          'f.id',
          'f.office_id as officeId',
          'f.parent_id as parentId',
          'f.name',
          (eb) =>
            eb
              .selectFrom('material as m')
              .select(eb.fn.countAll<number>().as('n'))
              .where('m.office_id', '=', officeId)
              .whereRef('m.folder_id', '=', 'f.id')
              .as('materials'),
          (eb) =>
            eb
              .selectFrom('material_folder as c')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('c.parent_id', '=', 'f.id')
              .as('folders'),
        ])
        .where('f.office_id', '=', officeId)
        .orderBy('f.name')
        .orderBy('f.id')
        .execute();
      return rows.map((r) => ({ ...r, materials: Number(r.materials), folders: Number(r.folders) }));
    },

    /** How many materials lie at the top of an office's library (in no folder). */
    async topCount(officeId: string): Promise<number> {
      const r = await db
        .selectFrom('material')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('office_id', '=', officeId)
        .where('folder_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** The names of the folders directly in `parentId` (null: the top) of an office. */
    async siblingNames(officeId: string, parentId: string | null): Promise<Set<string>> {
      const rows = await db
        .selectFrom('material_folder')
        .select('name')
        .where('office_id', '=', officeId)
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .execute();
      return new Set(rows.map((r) => r.name.toLowerCase()));
    },

    /** A folder and every folder below it, parents before children. */
    subtree: (f: Pick<FolderRow, 'path'>): Promise<FolderRow[]> =>
      db
        .selectFrom('material_folder as f')
        .select(COLUMNS)
        .where('f.path', 'like', `${f.path}%`)
        .orderBy(sql`length(f.path)`)
        .orderBy('f.name')
        .execute(),

    /** The folders from the top down to `folderId` (its ancestors and itself). */
    async chain(folderId: string): Promise<{ id: string; name: string }[]> {
      const f = await db.selectFrom('material_folder').select('path').where('id', '=', folderId).executeTakeFirst();
      if (!f) return [];
      const ids = f.path.split('/').filter(Boolean);
      const rows = await db.selectFrom('material_folder').select(['id', 'name']).where('id', 'in', ids).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** How many materials lie anywhere in a folder's subtree. */
    async materialsBelow(f: Pick<FolderRow, 'path'>): Promise<number> {
      const r = await db
        .selectFrom('material as m')
        .innerJoin('material_folder as f', 'f.id', 'm.folder_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('f.path', 'like', `${f.path}%`)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async insert(f: FolderRow & { createdBy: string; at: number }): Promise<void> {
      await db
        .insertInto('material_folder')
        .values({
          id: f.id,
          office_id: f.officeId,
          parent_id: f.parentId,
          path: f.path,
          name: f.name,
          created_by: f.createdBy,
          created_at: f.at,
          updated_at: f.at,
        })
        .execute();
    },

    async rename(id: string, name: string, at: number): Promise<void> {
      await db.updateTable('material_folder').set({ name, updated_at: at }).where('id', '=', id).execute();
    },

    /**
     * Moves a folder (with its subtree) under `parent` (null: the top) of `officeId`: the subtree's
     * paths are rewritten and, into another office, its folders and their materials go with it.
     */
    async move(f: FolderRow, officeId: string, parent: FolderRow | null, at: number): Promise<void> {
      const newPath = `${parent?.path ?? '/'}${f.id}/`;
      await db
        .updateTable('material_folder')
        .set({ parent_id: parent?.id ?? null, updated_at: at })
        .where('id', '=', f.id)
        .execute();
      await db
        .updateTable('material_folder')
        .set({
          path: sql<string>`${newPath} || substr(path, ${f.path.length + 1})`,
          office_id: officeId,
        })
        .where('path', 'like', `${f.path}%`)
        .execute();
      if (officeId !== f.officeId) {
        await db
          .updateTable('material')
          .set({ office_id: officeId, updated_at: at })
          .where('folder_id', 'in', (eb) =>
            eb.selectFrom('material_folder').select('id').where('path', 'like', `${newPath}%`),
          )
          .execute();
      }
    },

    /** Deletes a folder and its subtree (the caller made sure no material lies in it). */
    async deleteSubtree(f: Pick<FolderRow, 'path'>): Promise<void> {
      // Children first: a row's parent must outlive it (no reliance on cascades across dialects).
      const rows = await db
        .selectFrom('material_folder')
        .select(['id', 'path'])
        .where('path', 'like', `${f.path}%`)
        .execute();
      rows.sort((a, b) => b.path.length - a.path.length);
      for (const r of rows) await db.deleteFrom('material_folder').where('id', '=', r.id).execute();
    },
  };
}
export type FolderRepo = ReturnType<typeof folderRepo>;
