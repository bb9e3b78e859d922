import type {
  MaterialItem,
  MaterialKind,
  MaterialListQuery,
  MaterialProblem,
  ReviewState,
  MaterialStatus,
} from '@apm/contract';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { sql } from 'kysely';
import { contains } from '../../platform/db/like.js';
import { dialectOf } from '../../platform/storage/references.js';
import { TOP_FOLDER } from '@apm/contract';

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
  /** Where its review starts: pending while the `audit` setting is on, else approved (review.ts initialState). */
  reviewState: ReviewState;
  /** The folder it goes into; null or absent: the top of its office's library. */
  folderId?: string | null;
}

/** The columns of a MaterialItem, from `material as m`, `sys_office as o` and `sys_user as u` (its uploader). */
export const ITEM_COLUMNS = [
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
  'm.audio_codec as audioCodec',
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

export type ItemRow = {
  [K in keyof MaterialItem]: K extends 'kind' | 'status' | 'problem' | 'reviewState' ? string | null : MaterialItem[K];
};
/** A MaterialItem from a row of ITEM_COLUMNS. */
export const toItem = (r: ItemRow): MaterialItem => ({
  ...r,
  kind: r.kind as MaterialKind,
  status: r.status as MaterialStatus,
  problem: r.problem as MaterialProblem | null,
  reviewState: r.reviewState as ReviewState,
  // PostgreSQL's bigint comes back as a number (platform/db/connect.ts); SQLite's integers already are.
  size: Number(r.size),
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
  durationMs: r.durationMs === null ? null : Number(r.durationMs),
});

/** A material row's files: its own, and its playable rendition when one was made. */
const filesOfRow = (r: { md5: string; size: number; play_md5: string | null; play_size: number | null }) => [
  { md5: r.md5, size: Number(r.size) },
  ...(r.play_md5 ? [{ md5: r.play_md5, size: Number(r.play_size ?? 0) }] : []),
];

/** Every query of materials; reads are limited to a data range (the material's office lies in it). */
export function materialRepo(db: Executor) {
  const inRangeRows = (range: DataRange) =>
    db
      .selectFrom('material as m')
      .innerJoin('sys_office as o', 'o.id', 'm.office_id')
      .leftJoin('sys_user as u', 'u.id', 'm.created_by')
      .where(inRange('o.path', range));

  return {
    /**
     * A page of the range's materials: of a folder, an office's top or the whole range, filtered and
     * sorted. The place is checked against the range first; the page is then read from the
     * material table alone along an index of the place and order, and only its rows are joined
     * with their office and uploader (a folder of 100 000 stays quick, docs/performance.md).
     */
    async page(q: MaterialListQuery, range: DataRange): Promise<{ rows: MaterialItem[]; count: number }> {
      const none = { rows: [], count: 0 };
      const officeInRange = (id: string) =>
        db.selectFrom('sys_office as o').select('o.id').where('o.id', '=', id).where(inRange('o.path', range));
      let rows = db.selectFrom('material as m');
      // The place's total as the triggers of 0018 keep it (used when nothing else is filtered).
      let counted = db.selectFrom('material_count as c');
      if (q.folderId && q.folderId !== TOP_FOLDER) {
        const f = await db
          .selectFrom('material_folder as f')
          .innerJoin('sys_office as o', 'o.id', 'f.office_id')
          .select('f.office_id')
          .where('f.id', '=', q.folderId)
          .where(inRange('o.path', range))
          .executeTakeFirst();
        if (!f || (q.officeId && q.officeId !== f.office_id)) return none;
        rows = rows.where('m.office_id', '=', f.office_id).where('m.folder_id', '=', q.folderId);
        counted = counted.where('c.office_id', '=', f.office_id).where('c.folder_key', '=', q.folderId);
      } else if (q.folderId === TOP_FOLDER || q.officeId) {
        const officeId = q.officeId || range.officeId;
        if (!(await officeInRange(officeId).executeTakeFirst())) return none;
        rows = rows.where('m.office_id', '=', officeId);
        counted = counted.where('c.office_id', '=', officeId);
        if (q.folderId === TOP_FOLDER) {
          rows = rows.where('m.folder_id', 'is', null);
          counted = counted.where('c.folder_key', '=', '');
        }
      } else {
        const offices = db.selectFrom('sys_office as o').select('o.id').where(inRange('o.path', range));
        rows = rows.where('m.office_id', 'in', offices);
        counted = counted.where('c.office_id', 'in', offices);
      }
      const filtered = Boolean(q.name || q.kind || q.status || q.reviewState || q.createdBy);
      if (q.name) rows = rows.where(contains('m.name', q.name));
      if (q.kind) rows = rows.where('m.kind', '=', q.kind);
      if (q.status) rows = rows.where('m.status', '=', q.status);
      if (q.reviewState) rows = rows.where('m.review_state', '=', q.reviewState);
      if (q.createdBy) rows = rows.where('m.created_by', '=', q.createdBy);
      // Names as people read them, whatever the case (an index of lower(name) serves it).
      const column =
        q.sort === 'name'
          ? sql<string>`lower(m.name)`
          : q.sort === 'size'
            ? sql.ref('m.size')
            : sql.ref('m.created_at');
      const pageOf = <Q extends typeof rows>(from: Q) =>
        from
          .orderBy(column, q.order)
          .orderBy('m.id', q.order)
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize);
      let ids: string[];
      let count: number | undefined;
      if (q.name) {
        // A search: its matches are found apart, then ordered and counted in one pass, rather than
        // walking the place in order and testing every name on the way. SQLite finds the ids along
        // the name index; PostgreSQL by its trigram index (0018), into a set of their own.
        const n = sql<number>`count(*) over ()`.as('n');
        const found =
          dialectOf(db) === 'postgres'
            ? await db
                .with(
                  (w) => w('found').materialized(),
                  () => rows.select(['m.id', 'm.name', 'm.size', 'm.created_at']),
                )
                .selectFrom('found as m')
                .select(['m.id', n])
                .orderBy(column, q.order)
                .orderBy('m.id', q.order)
                .offset((q.pageNo - 1) * q.pageSize)
                .limit(q.pageSize)
                .execute()
            : await pageOf(db.selectFrom('material as m').where('m.id', 'in', rows.select('m.id')))
                .select(['m.id', n])
                .execute();
        ids = found.map((r) => r.id);
        if (found.length) count = Number(found[0]!.n);
      } else {
        ids = (await pageOf(rows).select('m.id').execute()).map((r) => r.id);
      }
      count ??= Number(
        (filtered
          ? await rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
          : await counted
              .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('c.n'), sql<number>`0`).as('n'))
              .executeTakeFirstOrThrow()
        ).n,
      );
      if (ids.length === 0) return { rows: [], count };
      const items = await db
        .selectFrom('material as m')
        .innerJoin('sys_office as o', 'o.id', 'm.office_id')
        .leftJoin('sys_user as u', 'u.id', 'm.created_by')
        .select(ITEM_COLUMNS)
        .where('m.id', 'in', ids)
        .execute();
      const byId = new Map(items.map((r) => [r.id, toItem(r as ItemRow)]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), count };
    },

    /** Those of `ids` that are materials of the range. */
    async findMany(ids: readonly string[], range: DataRange): Promise<MaterialItem[]> {
      if (ids.length === 0) return [];
      const rows = await inRangeRows(range)
        .select(ITEM_COLUMNS)
        .where('m.id', 'in', [...ids])
        .execute();
      return rows.map((r) => toItem(r as ItemRow));
    },

    /** The names of the materials directly in a folder (null: the top) of an office, lower-cased. */
    async namesIn(officeId: string, folderId: string | null): Promise<Set<string>> {
      const rows = await db
        .selectFrom('material')
        .select('name')
        .where('office_id', '=', officeId)
        .where('folder_id', folderId === null ? 'is' : '=', folderId)
        .execute();
      return new Set(rows.map((r) => r.name.toLowerCase()));
    },

    /** The materials directly in a folder: id, name and review state (a folder's copy). */
    inFolder: (folderId: string) =>
      db
        .selectFrom('material')
        .select(['id', 'name', 'review_state as reviewState'])
        .where('folder_id', '=', folderId)
        .orderBy('name')
        .execute() as Promise<{ id: string; name: string; reviewState: ReviewState }[]>,

    /**
     * The files (the original and any playable rendition) of the materials anywhere in a folder's
     * subtree (`path`): what moving or copying it into another office brings there.
     */
    async inFolderTree(path: string): Promise<{ md5: string; size: number }[]> {
      const rows = await db
        .selectFrom('material as m')
        .innerJoin('material_folder as f', 'f.id', 'm.folder_id')
        .select(['m.md5', 'm.size', 'm.play_md5', 'm.play_size'])
        .where('f.path', 'like', `${path}%`)
        .execute();
      return rows.flatMap(filesOfRow);
    },

    /** The files (the original and any playable rendition) of these materials. */
    async filesOf(ids: readonly string[]): Promise<{ md5: string; size: number }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('material as m')
        .select(['m.md5', 'm.size', 'm.play_md5', 'm.play_size'])
        .where('m.id', 'in', [...ids])
        .execute();
      return rows.flatMap(filesOfRow);
    },

    async rename(id: string, name: string, at: number): Promise<void> {
      await db.updateTable('material').set({ name, updated_at: at }).where('id', '=', id).execute();
    },

    /** Moves a material into a folder (null: the top) of an office. */
    async move(id: string, officeId: string, folderId: string | null, name: string, at: number): Promise<void> {
      await db
        .updateTable('material')
        .set({ office_id: officeId, folder_id: folderId, name, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /**
     * A copy of a material as a new row in a folder of an office: the same files and what
     * processing found (nothing is processed again), its own name, uploader and dates; its review
     * starts at `reviewState`. Its PDF pages are copied too.
     */
    async copy(
      from: string,
      to: { id: string; officeId: string; folderId: string | null; name: string; by: string; at: number },
      reviewState: ReviewState,
    ): Promise<void> {
      const src = await db.selectFrom('material').selectAll().where('id', '=', from).executeTakeFirstOrThrow();
      await db
        .insertInto('material')
        .values({
          ...src,
          id: to.id,
          office_id: to.officeId,
          folder_id: to.folderId,
          name: to.name,
          created_by: to.by,
          created_at: to.at,
          updated_at: to.at,
          job_id: null,
          review_state: reviewState,
          review_note: null,
          reviewed_by: null,
          reviewed_at: null,
        })
        .execute();
      const pages = await db.selectFrom('material_page').selectAll().where('material_id', '=', from).execute();
      if (pages.length) {
        await db
          .insertInto('material_page')
          .values(pages.map((p) => ({ ...p, material_id: to.id })))
          .execute();
      }
    },

    /** Who uploaded materials of an office (users still there), by name. */
    uploaders: (officeId: string): Promise<{ id: string; name: string }[]> =>
      db
        .selectFrom('sys_user as u')
        .select(['u.id', 'u.name'])
        .where('u.id', 'in', (eb) =>
          eb
            .selectFrom('material')
            .select('created_by')
            .where('office_id', '=', officeId)
            .where('created_by', 'is not', null)
            .$narrowType<{ created_by: string }>(),
        )
        .orderBy('u.name')
        .execute(),

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
    ): Promise<
      {
        id: string;
        md5: string;
        kind: MaterialKind;
        size: number;
        mime: string;
        name: string;
        reviewState: ReviewState;
      }[]
    > {
      if (ids.length === 0) return [];
      const rows = await inRangeRows(range)
        .select(['m.id', 'm.md5', 'm.kind', 'm.size', 'm.mime', 'm.play_md5', 'm.play_size', 'm.play_mime'])
        .select(['m.name', 'm.review_state'])
        .where('m.id', 'in', [...ids])
        .execute();
      return rows.map((r) => ({
        id: r.id,
        md5: r.play_md5 ?? r.md5,
        kind: r.kind as MaterialKind,
        size: Number(r.play_md5 ? r.play_size : r.size),
        mime: r.play_mime ?? r.mime,
        // The publish call refuses materials that are not approved, naming them (review.ts).
        name: r.name,
        reviewState: r.review_state as ReviewState,
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
          audio_codec: null,
          thumb_md5: null,
          poster_md5: null,
          created_by: m.createdBy,
          folder_id: m.folderId ?? null,
          created_at: m.at,
          updated_at: m.at,
          review_state: m.reviewState,
        })
        .execute();
    },

    /** Deletes those of `ids` in the range; answers the deleted ones (id, office, name). */
    async delete(
      ids: readonly string[],
      range: DataRange,
    ): Promise<{ id: string; officeId: string; name: string; jobId: string | null }[]> {
      const found = await inRangeRows(range)
        .select(['m.id', 'm.office_id as officeId', 'm.name', 'm.job_id as jobId'])
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
