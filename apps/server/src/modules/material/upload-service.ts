import type { Readable } from 'node:stream';
import {
  ACCEPTED_MATERIALS_TEXT,
  chunkCountOf,
  libraryNameOf,
  MIB,
  UPLOAD_CHUNK_BYTES,
  uploadLimitBytes,
  type MaterialItem,
  type UploadCheck,
  type UploadProblem,
  type UploadState,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { BlobStore } from '../../platform/storage/blobs.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { officeRepo } from '../office/repo.js';
import type { SettingsService } from '../settings/service.js';
import { ChunkRefused, type ChunkFiles } from './chunks.js';
import { MATERIAL_PROCESS_JOB, type ProcessPayload } from './process-job.js';
import { materialRepo } from './repo.js';
import { materialTypeOf, SNIFF_BYTES } from './sniff.js';
import { uploadRepo, type UploadRow } from './upload-repo.js';
import type { MaterialReviewService } from './review.js';
import type { VolumeService } from './volumes.js';

/** An assembly claimed longer ago than this stopped half-way (its server died): another may take it over. */
const ASSEMBLY_STALE_MS = 30 * 60_000;

/** A refusal of an upload call: 400 with the reason on its field (contract UPLOAD_PROBLEMS). */
const refused = (field: string, reason: UploadProblem, message: string, jsonObject?: unknown) =>
  new AppError('VALIDATION', { message, fields: [{ field, message: reason }], jsonObject });

const gb = (bytes: number) => `${(bytes / 1024 / MIB).toFixed(1)} GB`;
const tooLarge = (size: number, limit: number) =>
  refused('size', 'tooLarge', `The file is ${gb(size)}; the upload limit is ${limit / MIB} MB`, {
    limitBytes: limit,
  });
const unsupported = () =>
  refused('file', 'unsupportedKind', `This kind of file cannot be a material: upload ${ACCEPTED_MATERIALS_TEXT}`);
const notAPicture = () =>
  refused('file', 'unsupportedKind', "A widget's picture must be a JPEG, PNG, GIF or WebP picture");
/** Whether a file of this type may be what an upload of `purpose` makes (a widget's picture: no SVG). */
const fitsPurpose = (purpose: string | null, type: { kind: string; mime: string }) =>
  purpose !== 'image' || (type.kind === 'image' && type.mime !== 'image/svg+xml');

const busy = () =>
  new AppError('CONFLICT', { message: 'This file is being put together already; ask again in a moment' });
const chunkBusy = (index: number) =>
  new AppError('CONFLICT', { message: `Chunk ${index} is being received already; ask again in a moment` });

/** What an upload may become: any accepted material (null), or only a picture (a widget's, uploaderWidgetImgMD5Check). */
export type UploadPurpose = null | 'image';

/** What a chunk call brings: its bytes as a stream, and whether the multipart parser cut it at the size limit. */
export interface ChunkBody {
  stream: Readable;
  truncated(): boolean;
}

/**
 * Uploads of materials (spec 7 uploaderMD5Check, uploader): a file announced by MD5 is done at once
 * when its office has those bytes; otherwise it comes in chunks kept on disk until the last one,
 * which puts them together into the blob store (checked against the MD5) and makes the material.
 */
export function uploadService(
  db: Kysely<Database>,
  deps: {
    blobs: BlobStore;
    jobs: JobQueue;
    bus: Bus;
    settings: SettingsService;
    chunks: ChunkFiles;
    audit: AuditLog;
    /** The review state a new material starts in (the `audit` setting), and the reviewers told of one waiting (review.ts). */
    review: Pick<MaterialReviewService, 'initialState' | 'awaiting'>;
    /** Refuses files the office's quota has no room for (volumes.ts). */
    ensureRoom: VolumeService['ensureRoom'];
  },
) {
  const { blobs, jobs, bus, settings, chunks, audit } = deps;
  const uploads = uploadRepo(db);

  const limit = async () => uploadLimitBytes(await settings.values(['uploadLimitOpen', 'uploadLimitSize']));

  /** The office a material goes to: the one the caller works in (their data range's), or one of the range. */
  const officeFor = async (p: Principal, officeId: string | undefined): Promise<string> => {
    if (officeId === undefined || officeId === p.range.officeId) return p.range.officeId;
    const o = await officeRepo(db).find(officeId, p.range);
    if (!o) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
    return o.id;
  };

  /** Where a material goes: the folder's office when a folder of the range is named, else `officeFor`'s. */
  const placeFor = async (p: Principal, input: UploadCheck): Promise<{ officeId: string; folderId: string | null }> => {
    if (input.folderId === undefined) return { officeId: await officeFor(p, input.officeId), folderId: null };
    const f = await uploads.folder(input.folderId, p.range);
    if (!f) throw new AppError('NOT_FOUND', { message: 'No such folder in your range' });
    if (input.officeId !== undefined && input.officeId !== f.officeId) {
      throw new AppError('VALIDATION', {
        message: 'The folder is not in that office',
        fields: [{ field: 'folderId', message: 'folderOfAnotherOffice' }],
      });
    }
    return { officeId: f.officeId, folderId: f.id };
  };

  const wanted = async (u: UploadRow): Promise<UploadState> => ({
    state: 'upload',
    uploadId: u.id,
    chunkSize: u.chunk_size,
    chunkCount: u.chunk_count,
    received: await uploads.received(u.id),
  });

  const drop = async (u: UploadRow) => {
    await uploads.delete(u.id);
    await chunks.drop(u.id);
  };

  /** Puts an upload's chunks together into the blob store and makes its material (the chunk that completed it). */
  async function assemble(p: Principal, meta: RequestMeta, u: UploadRow): Promise<UploadState> {
    // No chunk of the file may be written while it is hashed and stored (chunks.ts).
    if (!chunks.seal(u.id)) throw busy();
    try {
      return await assembleSealed(p, meta, u);
    } finally {
      chunks.unseal(u.id);
    }
  }

  async function assembleSealed(p: Principal, meta: RequestMeta, u: UploadRow): Promise<UploadState> {
    const at = now();
    if (!(await uploads.claim(u.id, at, at - ASSEMBLY_STALE_MS))) throw busy();
    let material: MaterialItem;
    let deduplicated = false;
    try {
      // A chunk whose file is gone (a cleared disk) is asked for again rather than failing the file.
      const sizes = new Map(
        (await uploads.received(u.id)).map((i) => [
          i,
          i < u.chunk_count - 1 ? u.chunk_size : u.size - u.chunk_size * i,
        ]),
      );
      const lost = await chunks.missing(u.id, sizes);
      if (lost.length) {
        await uploads.dropChunks(u.id, lost);
        await uploads.reopen(u.id, now());
        return await wanted(u);
      }
      // Checked again: the same file may have been announced as a widget's picture since its first chunk came.
      const type = materialTypeOf(await chunks.head(u.id, 0, SNIFF_BYTES));
      if (!type || !fitsPurpose(u.purpose, type)) {
        await drop(u);
        throw type ? notAPicture() : unsupported();
      }
      // The quota may have been lowered, or filled, while the chunks came: checked before storing the file.
      await deps.ensureRoom(db, u.office_id, [{ md5: u.md5, size: u.size }]);
      // The file's MD5 was mostly computed as its chunks came; a mismatch means some chunk was not
      // what the file holds, and which one cannot be told: the upload starts over.
      const md5 = await chunks.md5(u.id, u.size);
      if (md5 !== u.md5) {
        await drop(u);
        throw refused(
          'md5',
          'md5Mismatch',
          `The file that arrived is not the one announced (its MD5 is ${md5}, not ${u.md5}); nothing was stored: send it again`,
        );
      }
      // The chunks lie in place in one file: linked into the store rather than copied, where it can.
      const hashed = { md5, size: u.size };
      await (blobs.putFile ? blobs.putFile(chunks.path(u.id), hashed) : blobs.put(chunks.read(u.id, u.size), hashed));
      const reviewState = await deps.review.initialState();
      const made = await inTransaction(db, async (trx) => {
        const repo = materialRepo(trx);
        // Two uploads of the same bytes into one office at once: the first to finish is the material.
        const already = await repo.inOfficeByMd5(u.office_id, u.md5);
        if (already) return { material: already, deduplicated: true };
        // Again, inside the transaction that makes the material: two uploads racing cannot both fit.
        await deps.ensureRoom(trx, u.office_id, [{ md5: u.md5, size: u.size }]);
        const id = newId();
        await repo.insert({
          id,
          officeId: u.office_id,
          name: u.name,
          kind: type.kind,
          mime: type.mime,
          size: u.size,
          md5: u.md5,
          createdBy: p.userId,
          at: now(),
          folderId: u.folder_id,
          reviewState,
        });
        if (reviewState === 'pending') {
          await deps.review.awaiting(trx, {
            officeId: u.office_id,
            name: u.name,
            createdBy: p.userId,
            createdByName: p.name,
          });
        }
        await uploadRepo(trx).delete(u.id);
        await jobs.enqueue(trx, {
          kind: MATERIAL_PROCESS_JOB,
          payload: { id } satisfies ProcessPayload,
          ownerId: p.userId,
        });
        await audit.record(
          trx,
          auditBy(p, meta, 'material', 'upload', u.name, {
            kind: { after: type.kind },
            size: { after: u.size },
            md5: { after: u.md5 },
          }),
        );
        bus.publish('material.changed', { officeId: u.office_id, id, status: 'processing' }, trx);
        return { material: (await repo.get(id))!, deduplicated: false };
      });
      material = made.material;
      deduplicated = made.deduplicated;
    } catch (err) {
      // Anything else (a full disk, the database): the chunks stay, the upload can be finished later.
      if (!(err instanceof AppError)) await uploads.reopen(u.id, now()).catch(() => undefined);
      // No room left in the office (another upload took it meanwhile): the file is not kept.
      else if (err.extra.fields?.some((f) => f.message === 'quotaExceeded')) await drop(u);
      throw err;
    }
    if (deduplicated) await uploads.delete(u.id);
    await chunks.drop(u.id);
    return { state: 'done', deduplicated, material };
  }

  return {
    /** Stops the thread that hashes uploads (the server is stopping). */
    close: () => chunks.close(),

    /**
     * An announced file: done at once when the office has those bytes; else the upload to send it
     * in (an unfinished one of the same file resumes). Another office's identical file outside the
     * range is never revealed: that file is sent again (and stored once).
     */
    async check(
      p: Principal,
      input: UploadCheck,
      as: { purpose: UploadPurpose; maxBytes?: number } = { purpose: null },
    ): Promise<UploadState> {
      const max = Math.min(await limit(), as.maxBytes ?? Number.MAX_SAFE_INTEGER);
      if (input.size > max) throw tooLarge(input.size, max);
      const { officeId, folderId } = await placeFor(p, input);
      const had = await materialRepo(db).inOfficeByMd5(officeId, input.md5);
      if (had && (await blobs.keep(had.md5))) {
        if (!fitsPurpose(as.purpose, had)) throw notAPicture();
        return { state: 'done', deduplicated: true, material: had };
      }
      // Before any byte is sent: a file the office's quota has no room for is refused here.
      await deps.ensureRoom(db, officeId, [{ md5: input.md5, size: input.size }]);
      const at = now();
      // The library's rules for names (a path's last part, 100 characters at most), as a rename's.
      const name = libraryNameOf(input.name);
      const open = await uploads.sameFile(officeId, input.md5, input.size);
      if (open) {
        await uploads.touch(open.id, at, name);
        await uploads.retarget(open.id, folderId, as.purpose);
        return wanted({ ...open, folder_id: folderId, purpose: as.purpose });
      }
      const u: UploadRow = {
        id: newId(at),
        office_id: officeId,
        user_id: p.userId,
        md5: input.md5,
        size: input.size,
        name,
        chunk_size: UPLOAD_CHUNK_BYTES,
        chunk_count: chunkCountOf(input.size),
        state: 'open',
        folder_id: folderId,
        purpose: as.purpose,
        created_at: at,
        touched_at: at,
      };
      await uploads.insert(u);
      return wanted(u);
    },

    /** One chunk of an upload of the range, kept on disk; the one that completes the file makes the material. */
    async chunk(
      p: Principal,
      input: { uploadId: string; index: number; chunkMd5?: string },
      meta: RequestMeta,
      body: () => Promise<ChunkBody | undefined>,
    ): Promise<UploadState> {
      const u = await uploads.find(input.uploadId, p.range);
      if (!u) throw new AppError('NOT_FOUND', { message: 'No such upload: announce the file again' });
      const max = await limit();
      if (u.size > max) {
        await drop(u);
        throw tooLarge(u.size, max);
      }
      if (input.index >= u.chunk_count) {
        throw refused('index', 'chunkIndex', `The file has chunks 0 to ${u.chunk_count - 1}`);
      }
      const expected = input.index < u.chunk_count - 1 ? u.chunk_size : u.size - u.chunk_size * input.index;
      const part = await body();
      if (!part) throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'required' }] });
      try {
        await chunks.write(u.id, input.index, part.stream, {
          size: expected,
          offset: u.chunk_size * input.index,
          md5: input.chunkMd5,
          cut: part.truncated,
        });
      } catch (err) {
        if (!(err instanceof ChunkRefused)) throw err;
        if (err.reason === 'busy') throw chunkBusy(input.index);
        throw err.reason === 'chunkSize'
          ? refused('file', 'chunkSize', `Chunk ${input.index} must be ${expected} bytes long`)
          : refused('chunkMd5', 'chunkMd5Mismatch', `Chunk ${input.index} arrived damaged; send it again`);
      }
      // The first bytes say what the file is: an unaccepted kind is refused before the rest is sent.
      if (input.index === 0) {
        const type = materialTypeOf(await chunks.head(u.id, 0, SNIFF_BYTES));
        if (!type || !fitsPurpose(u.purpose, type)) {
          await drop(u);
          throw type ? notAPicture() : unsupported();
        }
      }
      const at = now();
      await uploads.addChunk(u.id, input.index, expected, at);
      await uploads.touch(u.id, at);
      const state = await wanted(u);
      return state.state === 'upload' && state.received.length < u.chunk_count ? state : assemble(p, meta, u);
    },
  };
}
export type UploadService = ReturnType<typeof uploadService>;
