import type { DataRange } from '../../platform/db/range.js';
import { inRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { UploadTable } from './tables.js';

export type UploadRow = UploadTable;

const number = (r: UploadRow): UploadRow => ({
  ...r,
  size: Number(r.size),
  created_at: Number(r.created_at),
  touched_at: Number(r.touched_at),
});

/** Every query of uploads under way and the chunks the server holds of them. */
export function uploadRepo(db: Executor) {
  return {
    /** An upload whose office lies in the range, or undefined. */
    async find(id: string, range: DataRange): Promise<UploadRow | undefined> {
      const r = await db
        .selectFrom('upload as u')
        .innerJoin('sys_office as o', 'o.id', 'u.office_id')
        .selectAll('u')
        .where('u.id', '=', id)
        .where(inRange('o.path', range))
        .executeTakeFirst();
      return r && number(r);
    },

    /** The office's latest upload of the same file (MD5 and size), to resume. */
    async sameFile(officeId: string, md5: string, size: number): Promise<UploadRow | undefined> {
      const r = await db
        .selectFrom('upload')
        .selectAll()
        .where('office_id', '=', officeId)
        .where('md5', '=', md5)
        .where('size', '=', size)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return r && number(r);
    },

    /** A material folder whose office lies in the range (where an upload may go), or undefined. */
    async folder(id: string, range: DataRange): Promise<{ id: string; officeId: string } | undefined> {
      return db
        .selectFrom('material_folder as f')
        .innerJoin('sys_office as o', 'o.id', 'f.office_id')
        .select(['f.id', 'f.office_id as officeId'])
        .where('f.id', '=', id)
        .where(inRange('o.path', range))
        .executeTakeFirst();
    },

    /** The folder (and purpose) the latest announcement of an upload under way names. */
    async retarget(id: string, folderId: string | null, purpose: string | null): Promise<void> {
      await db.updateTable('upload').set({ folder_id: folderId, purpose }).where('id', '=', id).execute();
    },

    async insert(u: UploadRow): Promise<void> {
      await db.insertInto('upload').values(u).execute();
    },

    /** Keeps an upload from the sweep of idle ones (an MD5 check or a chunk just came). */
    async touch(id: string, at: number, name?: string): Promise<void> {
      await db
        .updateTable('upload')
        .set({ touched_at: at, ...(name !== undefined && { name }) })
        .where('id', '=', id)
        .execute();
    },

    /** The indexes of the chunks held, ascending. */
    async received(id: string): Promise<number[]> {
      const rows = await db
        .selectFrom('upload_chunk')
        .select('idx')
        .where('upload_id', '=', id)
        .orderBy('idx')
        .execute();
      return rows.map((r) => Number(r.idx));
    },

    /** Records a chunk held on disk (again, when it was sent twice). */
    async addChunk(id: string, idx: number, size: number, at: number): Promise<void> {
      await db
        .insertInto('upload_chunk')
        .values({ upload_id: id, idx, size, at })
        .onConflict((oc) => oc.columns(['upload_id', 'idx']).doUpdateSet({ size, at }))
        .execute();
    },

    /** Forgets chunks whose file is gone (so they are asked for again). */
    async dropChunks(id: string, idxs: readonly number[]): Promise<void> {
      if (idxs.length === 0) return;
      await db
        .deleteFrom('upload_chunk')
        .where('upload_id', '=', id)
        .where('idx', 'in', [...idxs])
        .execute();
    },

    /**
     * Takes the upload for putting its chunks together: false when someone else is at it (a
     * claim older than `staleBefore` belongs to an assembly that stopped, and is taken over).
     */
    async claim(id: string, at: number, staleBefore: number): Promise<boolean> {
      const r = await db
        .updateTable('upload')
        .set({ state: 'assembling', touched_at: at })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('state', '=', 'open'),
            eb.and([eb('state', '=', 'assembling'), eb('touched_at', '<', staleBefore)]),
          ]),
        )
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Opens an upload again after an assembly that could not finish. */
    async reopen(id: string, at: number): Promise<void> {
      await db.updateTable('upload').set({ state: 'open', touched_at: at }).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('upload_chunk').where('upload_id', '=', id).execute();
      await db.deleteFrom('upload').where('id', '=', id).execute();
    },

    /** Up to `limit` uploads with no chunk since `before` (abandoned). */
    async idle(before: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('upload')
        .select('id')
        .where('touched_at', '<', before)
        .orderBy('touched_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Every upload id (the sweep drops chunk folders of uploads that are gone). */
    async exist(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('upload')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}
