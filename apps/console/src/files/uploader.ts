import {
  fileInfoApi,
  materialApi,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_PROBLEMS,
  type MaterialItem,
  type UploadProblem,
  type UploadState,
} from '@apm/contract';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '../api/ApiError';
import { call, upload } from '../api/client';
import { bytesHeld, chunkBounds, chunkPlan, percentOf } from './chunkPlan';
import { hashFile, type FileHashes } from './hashFile';

/** Where an upload goes: an office of the caller's range and a folder of it (default: the office's top). */
export interface UploadTarget {
  officeId?: string;
  folderId?: string;
}

/** Where one file's upload is: its MD5 being computed, its chunks being sent. */
export type UploadPhase = 'hashing' | 'sending';

/** An upload refused before or while sending, for a reason the page explains (`material.uploadProblems.<reason>`). */
export class UploadRefused extends Error {
  constructor(
    readonly reason: UploadProblem,
    readonly values: Record<string, string | number> = {},
    message = reason,
  ) {
    super(message);
  }
}

/** The reason of an API refusal of an upload call, if it is one of the contract's. */
export function uploadProblemOf(err: unknown): UploadProblem | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const m = err.fields[0]?.message;
  return (UPLOAD_PROBLEMS as readonly string[]).includes(m ?? '') ? (m as UploadProblem) : undefined;
}

/** Chunks sent at once, besides the last one, which goes alone. */
const PARALLEL = 3;
/** Tries per chunk when the network fails (waits 1 s, 2 s, 4 s between). */
const TRIES = 4;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/** Worth trying again: the network failed, or the server was busy with the same chunk or file (409). */
const isPassing = (err: unknown) =>
  err instanceof ApiError && (err.code === NETWORK_ERROR || err.code === TIMEOUT_ERROR || err.code === 409);

export interface UploadOptions {
  /** The largest file the settings allow (uploadLimitBytes); larger ones are refused before anything is read. */
  limitBytes: number;
  /** The office and folder the material goes to. */
  target?: UploadTarget;
  /** A widget's picture (uploaderWidgetImgMD5Check): only a JPEG, PNG, GIF or WebP picture is taken. */
  widgetImage?: boolean;
  /** The file's hashes when known already (an upload resumed after a pause or a reload): not computed again. */
  hashes?: FileHashes;
  /** Called once the hashes are known (to keep them for a resume). */
  onHashed?: (hashes: FileHashes) => void;
  /** Where it is and how far (whole percent). */
  onProgress: (phase: UploadPhase, percent: number) => void;
  signal?: AbortSignal;
}

/** What an upload ended with: the material, and whether the office had it already (nothing sent). */
export interface Uploaded {
  material: MaterialItem;
  deduplicated: boolean;
  /** Chunks this upload sent (0 when the office had the file, fewer than all when it resumed). */
  chunksSent: number;
}

/**
 * Uploads a file as a material: hashes it in a worker, announces it by MD5 (the office may have it
 * already), then sends the chunks the server lacks (an upload cut off earlier, even before a reload
 * of the page, resumes where it stopped), several at once and the last alone; a chunk lost to the
 * network is tried again. Chunks go without their own MD5 (docs/api.md, uploader): the server
 * checks the whole file's.
 */
export async function uploadMaterial(file: File, o: UploadOptions): Promise<Uploaded> {
  if (file.size > o.limitBytes) {
    throw new UploadRefused('tooLarge', { size: file.size, limit: o.limitBytes });
  }
  if (file.size === 0) throw new UploadRefused('empty');
  let hashes = o.hashes;
  if (!hashes) {
    o.onProgress('hashing', 0);
    hashes = await hashFile(
      file,
      UPLOAD_CHUNK_BYTES,
      (done, total) => o.onProgress('hashing', percentOf(done, total)),
      o.signal,
    );
    o.onHashed?.(hashes);
  }
  const announced = await call(
    o.widgetImage ? fileInfoApi.uploaderWidgetImgMD5Check : materialApi.uploaderMD5Check,
    {
      md5: hashes.md5,
      size: file.size,
      name: file.name,
      ...(o.target?.officeId && { officeId: o.target.officeId }),
      ...(o.target?.folderId && { folderId: o.target.folderId }),
    },
    { signal: o.signal },
  );
  let state: UploadState = announced.jsonObject;
  if (state.state === 'done') {
    // A resumed upload found done was finished by its own last chunk (its answer lost to a pause or a
    // reload): that is this upload's material, not a duplicate of another.
    return { material: state.material, deduplicated: state.deduplicated && !o.hashes, chunksSent: 0 };
  }

  const { uploadId, chunkSize, chunkCount } = state;
  const held = bytesHeld(state.received, chunkSize, file.size);
  const inFlight = new Map<number, number>();
  let sent = 0;
  let chunksSent = 0;
  const report = () => {
    const flying = [...inFlight.values()].reduce((a, b) => a + b, 0);
    o.onProgress('sending', percentOf(held + sent + flying, file.size));
  };
  report();

  const send = async (index: number): Promise<UploadState> => {
    const { start, end } = chunkBounds(index, chunkSize, file.size);
    const bytes = file.slice(start, end);
    for (let attempt = 1; ; attempt++) {
      try {
        inFlight.set(index, 0);
        const answer = await upload(materialApi.uploader, { uploadId, index }, bytes, {
          signal: o.signal,
          onProgress: (percent) => {
            inFlight.set(index, Math.floor(((end - start) * percent) / 100));
            report();
          },
        });
        inFlight.delete(index);
        sent += end - start;
        chunksSent++;
        report();
        return answer.jsonObject;
      } catch (err) {
        inFlight.delete(index);
        report();
        // A chunk lost on the way, or met by another copy of itself, goes again; anything else ends the upload.
        const again = isPassing(err);
        if (!again || attempt >= TRIES || o.signal?.aborted) throw err;
        await sleep(1000 * 2 ** (attempt - 1), o.signal);
      }
    }
  };

  const plan = chunkPlan(chunkCount, state.received);
  const queue = [...plan.first];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
    }),
  );
  // The server held every chunk already (an upload whose last answer was lost): its last chunk
  // again completes the file.
  state = await send(plan.last ?? chunkCount - 1);
  if (state.state !== 'done') throw new Error('The server did not complete the upload');
  return { material: state.material, deduplicated: state.deduplicated, chunksSent };
}
