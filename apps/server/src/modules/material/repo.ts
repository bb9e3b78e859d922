import type {
  MaterialItem,
  MaterialKind,
  MaterialListQuery,
  MaterialProblem,
  MaterialReviewState,
  MaterialStatus,
} from '@apm/contract';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { contains } from '../../platform/db/like.js';

/** A new material, as an upload makes it (processing fills in the rest). */
export interface NewMaterial {
  id: string;
  officeId: string;
  name: string;
  kind: MaterialKind;
  mime: string;
  size: number;
  md5: string;
  createdBy: string;
  at: number;
}

/** What processing found out about a material's file. */
export interface Processed {
  status: Exclude<MaterialStatus, 'processing'>;
  problem: MaterialProblem | null;
  width?: number | null;
  height?: number | null;
  durationMs?: number | null;
  codec?: string | null;
  thumbMd5?: string | null;
  posterMd5?: string | null;
}

const ITEM_COLUMNS = [
  'm.id',
  'm.office_id as officeId',
  'o.name as officeName',
  'm.name',
  'm.kind',
  'm.mime',
  'm.size',
  'm.md5',
  'm.status',
  'm.problem',
  'm.width',
  'm.height',
  'm.duration_ms as durationMs',
  'm.codec',
  'm.thumb_md5 as thumbMd5',
  'm.poster_md5 as posterMd5',
  'm.folder_id as folderId',
  'm.source_url as sourceUrl',
  'm.play_md5 as playMd5',
  'm.strip_md5 as stripMd5',
  'm.page_count as pageCount',
  'm.review_state as reviewState',
  'm.review_note as reviewNote',
  'm.created_by as createdBy',
  'u.name as createdByName',
  'm.created_at as createdAt',
  'm.updated_at as updatedAt',
] as const;

type ItemRow = {
  [K in keyof MaterialItem]: K extends 'kind' | 'status' | 'problem' | 'reviewState' ? string | null : MaterialItem[K];
};
const toItem = (r: ItemRow): MaterialItem => ({
  ...r,
  kind: r.kind as MaterialKind,
  status: r.status as MaterialStatus,
  problem: r.problem as MaterialProblem | null,
  reviewState: r.reviewState as MaterialReviewState,
  // PostgreSQL's bigint comes back as a number (platform/db/connect.ts); SQLite's integers already are.
  size: Number(r.size),
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
  durationMs: r.durationMs === null ? null : Number(r.durationMs),
});

/** Every query of materials; reads are limited to a data range (the material's office lies in it). */
export function materialRepo(db: Executor) {
  const inRangeRows = (range: DataRange) =>
    db
      .selectFrom('material as m')
      .innerJoin('sys_office as o', 'o.id', 'm.office_id')
      .leftJoin('sys_user as u', 'u.id', 'm.created_by')
      .where(inRange('o.path', range));

  return {
    /** A page of the range's materials, newest first. */
    async page(q: MaterialListQuery, range: DataRange): Promise<{ rows: MaterialItem[]; count: number }> {
      let rows = inRangeRows(range);
      if (q.name) rows = rows.where(contains('m.name', q.name));
      if (q.kind) rows = rows.where('m.kind', '=', q.kind);
      const [list, total] = await Promise.all([
        rows
          .select(ITEM_COLUMNS)
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map((r) => toItem(r as ItemRow)), count: Number(total.n) };
    },

    /** A material of the range, or undefined (one outside it reads as missing). */
    async find(id: string, range: DataRange): Promise<MaterialItem | undefined> {
      const r = await inRangeRows(range).select(ITEM_COLUMNS).where('m.id', '=', id).executeTakeFirst();
      return r && toItem(r as ItemRow);
    },

    /** A material by id, whatever its range (jobs and events, which act for the server). */
    async get(id: string): Promise<MaterialItem | undefined> {
      const r = await db
        .selectFrom('material as m')
        .innerJoin('sys_office as o', 'o.id', 'm.office_id')
        .leftJoin('sys_user as u', 'u.id', 'm.created_by')
        .select(ITEM_COLUMNS)
        .where('m.id', '=', id)
        .executeTakeFirst();
      return r && toItem(r as ItemRow);
    },

    /** The office's material with these bytes, if it has one (the oldest). */
    async inOfficeByMd5(officeId: string, md5: string): Promise<MaterialItem | undefined> {
      const r = await db
        .selectFrom('material as m')
        .innerJoin('sys_office as o', 'o.id', 'm.office_id')
        .leftJoin('sys_user as u', 'u.id', 'm.created_by')
        .select(ITEM_COLUMNS)
        .where('m.office_id', '=', officeId)
        .where('m.md5', '=', md5)
        .orderBy('m.created_at')
        .orderBy('m.id')
        .executeTakeFirst();
      return r && toItem(r as ItemRow);
    },

    /**
     * Those of `ids` whose material lies in the range, with the file players get (the playable
     * rendition when one was made, else the original), its kind, size and type (what programs and
     * publications name).
     */
    async files(
      ids: readonly string[],
      range: DataRange,
    ): Promise<{ id: string; md5: string; kind: MaterialKind; size: number; mime: string }[]> {
      if (ids.length === 0) return [];
      const rows = await inRangeRows(range)
        .select(['m.id', 'm.md5', 'm.kind', 'm.size', 'm.mime', 'm.play_md5', 'm.play_size', 'm.play_mime'])
        .where('m.id', 'in', [...ids])
        .execute();
      return rows.map((r) => ({
        id: r.id,
        md5: r.play_md5 ?? r.md5,
        kind: r.kind as MaterialKind,
        size: Number(r.play_md5 ? r.play_size : r.size),
        mime: r.play_mime ?? r.mime,
      }));
    },

    async insert(m: NewMaterial): Promise<void> {
      await db
        .insertInto('material')
        .values({
          id: m.id,
          office_id: m.officeId,
          name: m.name,
          kind: m.kind,
          mime: m.mime,
          size: m.size,
          md5: m.md5,
          status: 'processing',
          problem: null,
          width: null,
          height: null,
          duration_ms: null,
          codec: null,
          thumb_md5: null,
          poster_md5: null,
          created_by: m.createdBy,
          created_at: m.at,
          updated_at: m.at,
          review_state: 'approved',
        })
        .execute();
    },

    /** Stores what processing found, if the material is still being processed; false when it was not (deleted, done). */
    async processed(id: string, v: Processed, at: number): Promise<boolean> {
      const r = await db
        .updateTable('material')
        .set({
          status: v.status,
          problem: v.problem,
          ...(v.width !== undefined && { width: v.width }),
          ...(v.height !== undefined && { height: v.height }),
          ...(v.durationMs !== undefined && { duration_ms: v.durationMs }),
          ...(v.codec !== undefined && { codec: v.codec }),
          ...(v.thumbMd5 !== undefined && { thumb_md5: v.thumbMd5 }),
          ...(v.posterMd5 !== undefined && { poster_md5: v.posterMd5 }),
          updated_at: at,
        })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Deletes those of `ids` in the range; answers the deleted ones (id, office, name). */
    async delete(ids: readonly string[], range: DataRange): Promise<{ id: string; officeId: string; name: string }[]> {
      const found = await inRangeRows(range)
        .select(['m.id', 'm.office_id as officeId', 'm.name'])
        .where('m.id', 'in', [...ids])
        .execute();
      if (found.length === 0) return [];
      await db
        .deleteFrom('material')
        .where(
          'id',
          'in',
          found.map((f) => f.id),
        )
        .execute();
      return found;
    },

    /** The materials of the offices and the sum of their sizes (ServerModule.officeCounts). */
    async officeCounts(offices: DataRange): Promise<{ materials: number; bytes: number }> {
      const r = await inRangeRows(offices)
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('m.size'), eb.lit(0)).as('bytes'),
        ])
        .executeTakeFirstOrThrow();
      return { materials: Number(r.n), bytes: Number(r.bytes) };
    },
  };
}
