import type { FileEntry } from '../protocol/manifest';
import { fileStore } from '../storage/files';
import { md5Of } from './md5';
import { rangeFor, readAnswer } from './plan';

/** Why a file could not be had this time. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(readonly problem: 'expired' | 'md5Mismatch' | 'network' | 'failed' | 'aborted') {
    super(`download ${problem}`);
  }
}

// Bytes gathered before they are kept as one part: a break loses at most this much.
const PART_BYTES = 2 * 1024 * 1024;

/**
 * Gets one file by its signed address into the file store: resumes from the parts kept before
 * (Range), keeps what comes in parts as it comes, and stores the file only when its MD5 is right
 * (a wrong one drops every part and throws md5Mismatch). `progress` hears the bytes kept so far.
 */
export async function download(file: FileEntry, signal: AbortSignal, progress: (have: number) => void): Promise<void> {
  let { bytes: have } = await fileStore.parts(file.md5);
  let plan = rangeFor(have, file.size);
  if (plan.kind === 'reset') {
    await fileStore.dropParts(file.md5);
    have = 0;
    plan = rangeFor(0, file.size);
  }
  progress(have);
  if (plan.kind !== 'complete')
    have = await fetchRest(file, have, plan.kind === 'rest' ? plan.header : undefined, signal, progress);
  const { blobs, bytes } = await fileStore.parts(file.md5);
  const md5 = bytes === file.size ? await md5Of(blobs) : undefined;
  if (md5 !== file.md5) {
    await fileStore.dropParts(file.md5);
    progress(0);
    throw new DownloadError('md5Mismatch');
  }
  if (signal.aborted) throw new DownloadError('aborted');
  await fileStore.commit(file.md5, file.mime, blobs);
}

async function fetchRest(
  file: FileEntry,
  have: number,
  range: string | undefined,
  signal: AbortSignal,
  progress: (have: number) => void,
): Promise<number> {
  let res: Response;
  try {
    res = await fetch(new URL(file.url, location.href), {
      headers: range ? { range } : {},
      cache: 'no-store',
      signal,
    });
  } catch {
    throw new DownloadError(signal.aborted ? 'aborted' : 'network');
  }
  const answer = readAnswer(res.status, res.headers.get('content-range'), have);
  if (answer.kind === 'expired') throw new DownloadError('expired');
  if (answer.kind === 'failed') throw new DownloadError(answer.status >= 500 ? 'network' : 'failed');
  if (answer.kind === 'restart' || answer.keep === 0) {
    await fileStore.dropParts(file.md5);
    have = 0;
    progress(0);
    // A refused or misplaced range: ask for the whole file once more.
    if (answer.kind === 'restart') {
      if (!range) throw new DownloadError('failed');
      return fetchRest(file, 0, undefined, signal, progress);
    }
  }
  if (!res.body) throw new DownloadError('network');
  const reader = res.body.getReader();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await fileStore.addPart(file.md5, have, new Blob(pending as BlobPart[]));
    have += pendingBytes;
    pending = [];
    pendingBytes = 0;
    progress(have);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.byteLength;
      // Never more than the file has: a server that sends too much is cut, then the MD5 decides.
      if (have + pendingBytes > file.size) throw new DownloadError('failed');
      if (pendingBytes >= PART_BYTES) await flush();
    }
    await flush();
  } catch (e) {
    if (e instanceof DownloadError) throw e;
    // Keep what came: the next attempt asks only for the rest.
    await flush().catch(() => undefined);
    throw new DownloadError(signal.aborted ? 'aborted' : 'network');
  } finally {
    reader.releaseLock();
  }
  return have;
}
