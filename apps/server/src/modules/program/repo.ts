import type { ProgramItem, ProgramListQuery, ProgramVersionItem } from '@apm/contract';
import { inRange, pathInRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { contains } from '../../platform/db/like.js';

/** A program as stored, without its document. */
export type ProgramRow = ProgramItem;

/** A program with its document text. */
export type ProgramWithDocument = ProgramRow & { document: string };

/** What a save writes besides the ids and times. */
export interface ProgramValues {
  name: string;
  width: number;
  height: number;
  sceneCount: number;
  materialCount: number;
  document: string;
}

/** Who saves, and when. */
export interface SavedBy {
  userId: string;
  userName: string;
  at: number;
}

/** A material of a program with the file it had. */
export interface ProgramMaterial {
  materialId: string;
  md5: string;
}

const ITEM_COLUMNS = [
  'p.id',
  'p.name',
  'p.office_id as officeId',
  'o.name as officeName',
  'p.width',
  'p.height',
  'p.version',
  'p.scene_count as scenes',
  'p.material_count as materials',
  'p.created_at as createdAt',
  'p.updated_at as updatedAt',
  'p.updated_by_name as updatedBy',
] as const;

/** Times and counts come back from PostgreSQL's bigint as text: numbers they are. */
const toItem = <R extends ProgramRow>(r: R): R => ({
  ...r,
  width: Number(r.width),
  height: Number(r.height),
  version: Number(r.version),
  scenes: Number(r.scenes),
  materials: Number(r.materials),
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
});

const VERSION_COLUMNS = [
  'v.version',
  'v.name',
  'v.width',
  'v.height',
  'v.scene_count as scenes',
  'v.saved_at as savedAt',
  'v.saved_by_name as savedBy',
  'v.restored_from as restoredFrom',
] as const;

const toVersion = <R extends ProgramVersionItem>(r: R): R => ({
  ...r,
  version: Number(r.version),
  width: Number(r.width),
  height: Number(r.height),
  scenes: Number(r.scenes),
  savedAt: Number(r.savedAt),
  restoredFrom: r.restoredFrom === null ? null : Number(r.restoredFrom),
});

/** Programs and the materials they use; every read is limited to a data range. */
export function programRepo(db: Executor) {
  const inRangeRows = (range: DataRange) =>
    db.selectFrom('program as p').innerJoin('sys_office as o', 'o.id', 'p.office_id').where(inRange('o.path', range));

  return {
    /** One page of the range's programs matching the name, most recently changed first. */
    async page(q: ProgramListQuery, range: DataRange): Promise<{ rows: ProgramRow[]; count: number }> {
      let rows = inRangeRows(range);
      if (q.name) rows = rows.where(contains('p.name', q.name));
      const [list, total] = await Promise.all([
        rows
          .select(ITEM_COLUMNS)
          .orderBy('p.updated_at', 'desc')
          .orderBy('p.id', 'desc')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map(toItem), count: Number(total.n) };
    },

    /** A program of the range without its document. */
    async find(id: string, range: DataRange): Promise<ProgramRow | undefined> {
      const r = await inRangeRows(range).select(ITEM_COLUMNS).where('p.id', '=', id).executeTakeFirst();
      return r && toItem(r);
    },

    /** A program of the range with its document. */
    async findWithDocument(id: string, range: DataRange): Promise<ProgramWithDocument | undefined> {
      const r = await inRangeRows(range)
        .select([...ITEM_COLUMNS, 'p.document'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      return r && toItem(r);
    },

    /** Programs of the range among `ids`, with their documents. */
    async findManyWithDocument(ids: readonly string[], range: DataRange): Promise<ProgramWithDocument[]> {
      if (ids.length === 0) return [];
      const rows = await inRangeRows(range)
        .select([...ITEM_COLUMNS, 'p.document'])
        .where('p.id', 'in', [...ids])
        .execute();
      return rows.map(toItem);
    },

    async insert(id: string, officeId: string, v: ProgramValues, by: SavedBy): Promise<void> {
      await db
        .insertInto('program')
        .values({
          id,
          office_id: officeId,
          name: v.name,
          width: v.width,
          height: v.height,
          scene_count: v.sceneCount,
          material_count: v.materialCount,
          version: 1,
          document: v.document,
          created_by: by.userId,
          created_at: by.at,
          updated_by: by.userId,
          updated_by_name: by.userName,
          updated_at: by.at,
        })
        .execute();
    },

    /**
     * Saves over version `version` and makes it `version + 1`, in one statement: of two saves from
     * the same version only one matches. Answers whether it did.
     */
    async update(id: string, version: number, v: ProgramValues, by: SavedBy): Promise<boolean> {
      const r = await db
        .updateTable('program')
        .set({
          name: v.name,
          width: v.width,
          height: v.height,
          scene_count: v.sceneCount,
          material_count: v.materialCount,
          document: v.document,
          version: version + 1,
          updated_by: by.userId,
          updated_by_name: by.userName,
          updated_at: by.at,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('program_version').where('program_id', '=', id).execute();
      await db.deleteFrom('program').where('id', '=', id).execute();
    },

    /** Keeps version `version` of a program as saved, and lets go of those older than the last `keep`. */
    async keepVersion(
      id: string,
      version: number,
      v: ProgramValues,
      by: SavedBy,
      restoredFrom: number | null,
      keep: number,
    ): Promise<void> {
      await db
        .insertInto('program_version')
        .values({
          program_id: id,
          version,
          name: v.name,
          width: v.width,
          height: v.height,
          scene_count: v.sceneCount,
          document: v.document,
          saved_by_name: by.userName,
          saved_at: by.at,
          restored_from: restoredFrom,
        })
        .execute();
      await db
        .deleteFrom('program_version')
        .where('program_id', '=', id)
        .where('version', '<=', version - keep)
        .execute();
    },

    /** A page of the kept versions of a program (of the range: the caller checks), newest first. */
    async versions(
      id: string,
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: ProgramVersionItem[]; count: number }> {
      const rows = db.selectFrom('program_version as v').where('v.program_id', '=', id);
      const [list, total] = await Promise.all([
        rows
          .select(VERSION_COLUMNS)
          .orderBy('v.version', 'desc')
          .offset((page.pageNo - 1) * page.pageSize)
          .limit(page.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map(toVersion), count: Number(total.n) };
    },

    /** One kept version of a program (of the range: the caller checks), with its document text. */
    async version(id: string, version: number): Promise<(ProgramVersionItem & { document: string }) | undefined> {
      const r = await db
        .selectFrom('program_version as v')
        .select([...VERSION_COLUMNS, 'v.document'])
        .where('v.program_id', '=', id)
        .where('v.version', '=', version)
        .executeTakeFirst();
      return r && toVersion(r);
    },

    /** The names of the programs of an office (lower-cased), for a copy's free name. */
    async namesIn(officeId: string): Promise<Set<string>> {
      const rows = await db.selectFrom('program').select('name').where('office_id', '=', officeId).execute();
      return new Set(rows.map((r) => r.name.toLowerCase()));
    },

    /** The materials a program uses. */
    async materialsOf(programId: string): Promise<ProgramMaterial[]> {
      return db
        .selectFrom('program_material')
        .select(['material_id as materialId', 'md5'])
        .where('program_id', '=', programId)
        .orderBy('material_id')
        .execute();
    },

    /** Replaces the materials a program uses. */
    async setMaterials(programId: string, materials: readonly ProgramMaterial[]): Promise<void> {
      await db.deleteFrom('program_material').where('program_id', '=', programId).execute();
      // In slices: a statement's parameters are limited (SQLite 32766, PostgreSQL 65535).
      for (let i = 0; i < materials.length; i += 1000) {
        await db
          .insertInto('program_material')
          .values(
            materials.slice(i, i + 1000).map((m) => ({ program_id: programId, material_id: m.materialId, md5: m.md5 })),
          )
          .execute();
      }
    },

    /** The programs that use these materials, each with whether its office lies in `range` (name order). */
    async uses(
      materialIds: readonly string[],
      range: DataRange,
    ): Promise<{ materialId: string; id: string; name: string; inRange: boolean }[]> {
      if (materialIds.length === 0) return [];
      const rows = await db
        .selectFrom('program_material as pm')
        .innerJoin('program as p', 'p.id', 'pm.program_id')
        .innerJoin('sys_office as o', 'o.id', 'p.office_id')
        .select(['pm.material_id as materialId', 'p.id', 'p.name', 'o.path'])
        .where('pm.material_id', 'in', [...materialIds])
        .orderBy('p.name')
        .orderBy('p.id')
        .execute();
      return rows.map((r) => ({
        materialId: r.materialId,
        id: r.id,
        name: r.name,
        inRange: pathInRange(r.path, range),
      }));
    },

    /** The programs of the offices (ServerModule.officeCounts). */
    async countIn(offices: DataRange): Promise<number> {
      const r = await inRangeRows(offices)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type ProgramRepo = ReturnType<typeof programRepo>;
