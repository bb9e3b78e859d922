import type { MaterialKind, MaterialProblem } from '@apm/contract';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import { newId } from '../../platform/ids.js';

/** The conversion job's kind (transcode-job.ts), named here so the repo can queue it from a worker thread. */
export const MATERIAL_TRANSCODE_JOB = 'material.transcode';
/** Attempts a conversion gets before the material says it failed. */
export const TRANSCODE_ATTEMPTS = 3;

/** What processing found of a material's file and made of it (media kinds: renditions, strips, pages). */
export interface MediaProcessed {
  status: 'ready' | 'failed';
  problem: MaterialProblem | null;
  /** A container sniffed as video that holds only sound becomes a sound. */
  kind?: MaterialKind;
  mime?: string;
  width?: number | null;
  height?: number | null;
  durationMs?: number | null;
  codec?: string | null;
  audioCodec?: string | null;
  thumbMd5?: string | null;
  posterMd5?: string | null;
  stripMd5?: string | null;
  pageCount?: number | null;
  play?: { md5: string; mime: string; size: number } | null;
}

/** A material's row as processing and the media calls read it. */
export interface MediaRow {
  id: string;
  office_id: string;
  kind: string;
  mime: string;
  md5: string;
  name: string;
  status: string;
  problem: string | null;
  duration_ms: number | null;
  source_url: string | null;
  play_md5: string | null;
  play_mime: string | null;
  strip_md5: string | null;
  page_count: number | null;
  job_id: string | null;
  created_by: string | null;
}

/** The queries of media processing: its facts, renditions, PDF pages and conversion jobs. */
export function mediaRepo(db: Executor) {
  return {
    async row(id: string): Promise<MediaRow | undefined> {
      const r = await db
        .selectFrom('material')
        .select([
          'id',
          'office_id',
          'kind',
          'mime',
          'md5',
          'name',
          'status',
          'problem',
          'duration_ms',
          'source_url',
          'play_md5',
          'play_mime',
          'strip_md5',
          'page_count',
          'job_id',
          'created_by',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      return r && { ...r, duration_ms: r.duration_ms === null ? null : Number(r.duration_ms) };
    },

    /**
     * Stores what processing found, if the material is still being processed: `status` stays
     * processing when a conversion is queued with it (queueTranscode). A thumbnail a user set stays.
     */
    async processed(
      id: string,
      v: Omit<MediaProcessed, 'status'> & { status: MediaProcessed['status'] | 'processing' },
      at: number,
    ): Promise<boolean> {
      const r = await db
        .updateTable('material')
        .set({
          status: v.status,
          problem: v.problem,
          ...(v.kind !== undefined && { kind: v.kind }),
          ...(v.mime !== undefined && { mime: v.mime }),
          ...(v.width !== undefined && { width: v.width }),
          ...(v.height !== undefined && { height: v.height }),
          ...(v.durationMs !== undefined && { duration_ms: v.durationMs }),
          ...(v.codec !== undefined && { codec: v.codec }),
          ...(v.audioCodec !== undefined && { audio_codec: v.audioCodec }),
          ...(v.thumbMd5 !== undefined && {
            thumb_md5: sql<string | null>`case when custom_thumb = 1 then thumb_md5 else ${v.thumbMd5} end`,
          }),
          ...(v.posterMd5 !== undefined && { poster_md5: v.posterMd5 }),
          ...(v.stripMd5 !== undefined && { strip_md5: v.stripMd5 }),
          ...(v.pageCount !== undefined && { page_count: v.pageCount }),
          ...(v.play !== undefined && {
            play_md5: v.play?.md5 ?? null,
            play_mime: v.play?.mime ?? null,
            play_size: v.play?.size ?? null,
          }),
          updated_at: at,
        })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** A web-page material's address. */
    async setSourceUrl(id: string, url: string): Promise<void> {
      await db.updateTable('material').set({ source_url: url }).where('id', '=', id).execute();
    },

    /** Replaces a PDF material's pages (0-based, in order). */
    async setPages(id: string, pages: { md5: string; width: number; height: number }[]): Promise<void> {
      await db.deleteFrom('material_page').where('material_id', '=', id).execute();
      for (let i = 0; i < pages.length; i += 200) {
        await db
          .insertInto('material_page')
          .values(pages.slice(i, i + 200).map((p, j) => ({ material_id: id, idx: i + j, ...p })))
          .execute();
      }
    },

    /** Page `idx` (0-based) of a PDF material. */
    page: (id: string, idx: number) =>
      db
        .selectFrom('material_page')
        .select(['md5', 'width', 'height'])
        .where('material_id', '=', id)
        .where('idx', '=', idx)
        .executeTakeFirst(),

    /**
     * Queues the conversion of a material (in the caller's transaction: from a worker thread too,
     * where no queue object exists; runners find it on their next look) and links it as the
     * material's job. Answers the job's id.
     */
    async queueTranscode(materialId: string, ownerId: string | null, at: number): Promise<string> {
      const id = newId(at);
      await db
        .insertInto('sys_job')
        .values({
          id,
          kind: MATERIAL_TRANSCODE_JOB,
          payload: JSON.stringify({ id: materialId }),
          state: 'queued',
          owner_id: ownerId,
          singleton_key: `${MATERIAL_TRANSCODE_JOB}:${materialId}`,
          max_attempts: TRANSCODE_ATTEMPTS,
          run_at: at,
          locked_by: null,
          lock_expires_at: null,
          progress: null,
          result: null,
          error: null,
          created_at: at,
          updated_at: at,
          finished_at: null,
        })
        .execute();
      await db.updateTable('material').set({ job_id: id, updated_at: at }).where('id', '=', materialId).execute();
      return id;
    },

    /** A conversion ended well: the material plays its rendition. False when the material moved on (deleted, cancelled). */
    async transcoded(id: string, jobId: string, play: { md5: string; mime: string; size: number }, at: number) {
      const r = await db
        .updateTable('material')
        .set({
          status: 'ready',
          problem: null,
          play_md5: play.md5,
          play_mime: play.mime,
          play_size: play.size,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('job_id', '=', jobId)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** A conversion ended otherwise (failed, cancelled, tools missing): the material says why. */
    async conversionEnded(id: string, jobId: string, problem: MaterialProblem, at: number): Promise<boolean> {
      const r = await db
        .updateTable('material')
        .set({ status: 'failed', problem, updated_at: at })
        .where('id', '=', id)
        .where('job_id', '=', jobId)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** A cancelled or failed conversion starts again: the material is processing again under a new job. */
    async reopen(id: string, at: number): Promise<boolean> {
      const r = await db
        .updateTable('material')
        .set({ status: 'processing', problem: null, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .where('problem', 'in', ['conversionCancelled', 'conversionFailed'])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
