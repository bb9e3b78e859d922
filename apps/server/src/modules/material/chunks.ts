import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileMd5 } from '../../platform/storage/file-md5.js';

/**
 * Why a chunk was not kept: longer or shorter than announced, not the bytes announced, or `busy`:
 * the same chunk is being received already, or its file is being put together.
 */
export class ChunkRefused extends Error {
  constructor(readonly reason: 'chunkSize' | 'chunkMd5Mismatch' | 'busy') {
    super(
      reason === 'chunkSize'
        ? 'The chunk is not of the expected length'
        : reason === 'busy'
          ? 'The chunk is being received already'
          : 'The chunk arrived damaged',
    );
  }
}

const ID = /^[0-9a-f-]{36}$/;
/** How many bytes of a chunk are gathered before they are written. */
const WRITE_BYTES = 1024 * 1024;

const exists = (file: string) =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  );

/** An error of the file system (a full disk, say), as opposed to one of the incoming stream. */
const isSystemError = (err: unknown) => typeof (err as { syscall?: unknown } | null)?.syscall === 'string';

/**
 * The chunks of uploads under way, on disk (never in memory): every chunk is written at its place
 * in one file per upload, `<root>/<upload id>/data`, so the finished file is already whole and
 * goes into the blob store by a link, not by a second copy of its bytes (a 1 GiB upload then
 * writes 1 GiB, as dd would). A chunk counts once its marker `<root>/<upload id>/<index>` (holding
 * the chunk's offset) exists: it is written after the chunk's bytes are complete and checked, so
 * an interrupted or refused chunk leaves nothing that counts (its bytes are written over when it
 * comes again); a server restart finds every chunk it had. The file's MD5 is computed on a thread
 * of its own as its chunks come (platform/storage/file-md5.ts), so the last one is answered
 * without reading the whole file again.
 *
 * A chunk is never written by two requests at once, nor once its file is sealed to be put
 * together: the bytes hashed are then the bytes stored, and no late write can change a file
 * after it became a blob (linked, so shared with every office holding the same bytes).
 */
export function chunkFiles(root: string) {
  const md5s = fileMd5();
  /** Chunks being written, by upload. */
  const writing = new Map<string, Set<number>>();
  /** Uploads being put together. */
  const sealed = new Set<string>();
  const dirOf = (uploadId: string) => {
    if (!ID.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
    return path.join(root, uploadId);
  };
  const markerOf = (uploadId: string, index: number) => path.join(dirOf(uploadId), String(index));
  const dataOf = (uploadId: string) => path.join(dirOf(uploadId), 'data');

  /** `write` without its guard against writing a chunk twice at once. */
  async function writeAlone(
    uploadId: string,
    index: number,
    source: Readable,
    expect: { size: number; offset: number; md5?: string; cut?: () => boolean },
  ) {
    const dir = dirOf(uploadId);
    await fs.promises.mkdir(dir, { recursive: true });
    const data = dataOf(uploadId);
    // Made once, never truncated: chunks written at once by other requests stay.
    await fs.promises.writeFile(data, '', { flag: 'a' });
    const marker = markerOf(uploadId, index);
    // Bytes hashed already are written again: the running MD5 starts over (at the end, from the file).
    if (await exists(marker)) md5s.forget(uploadId);
    await fs.promises.rm(marker, { force: true });
    // A chunk's own MD5 is computed only when the sender gave one to check it against.
    const hash = expect.md5 === undefined ? undefined : createHash('md5');
    let size = 0;
    // Written a MiB at a time rather than as each network read comes (a sixteenth of the writes).
    let held: Buffer[] = [];
    let heldBytes = 0;
    const release = (t: Transform) => {
      if (heldBytes) t.push(held.length === 1 ? held[0] : Buffer.concat(held, heldBytes));
      held = [];
      heldBytes = 0;
    };
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > expect.size) return done(new ChunkRefused('chunkSize'));
        hash?.update(chunk);
        held.push(chunk);
        heldBytes += chunk.length;
        if (heldBytes >= WRITE_BYTES) release(this);
        done();
      },
      flush(done) {
        release(this);
        done();
      },
    });
    await pipeline(source, count, fs.createWriteStream(data, { flags: 'r+', start: expect.offset })).catch(
      (err: unknown) => {
        // The sender went away mid-chunk: the chunk is short, not a fault of the server.
        if (err instanceof ChunkRefused || !isSystemError(err)) throw new ChunkRefused('chunkSize');
        throw err;
      },
    );
    if (size !== expect.size || expect.cut?.()) throw new ChunkRefused('chunkSize');
    if (hash && hash.digest('hex') !== expect.md5) throw new ChunkRefused('chunkMd5Mismatch');
    const tmp = path.join(dir, `.${index}-${randomBytes(6).toString('hex')}.part`);
    await fs.promises.writeFile(tmp, String(expect.offset));
    await fs.promises.rename(tmp, marker);
    md5s.complete(uploadId, data, expect.offset, expect.size);
  }

  return {
    /**
     * Streams a chunk in at `offset` of the upload's file: exactly `size` bytes, with MD5 `md5` when
     * given, not `cut` short by the sender's parser; refused otherwise (also when the request broke
     * off), and then it does not count.
     */
    async write(
      uploadId: string,
      index: number,
      source: Readable,
      expect: { size: number; offset: number; md5?: string; cut?: () => boolean },
    ) {
      const inFlight = writing.get(uploadId) ?? new Set<number>();
      if (sealed.has(uploadId) || inFlight.has(index)) throw new ChunkRefused('busy');
      inFlight.add(index);
      writing.set(uploadId, inFlight);
      try {
        await writeAlone(uploadId, index, source, expect);
      } finally {
        inFlight.delete(index);
        if (inFlight.size === 0 && writing.get(uploadId) === inFlight) writing.delete(uploadId);
      }
    },

    /**
     * Seals an upload whose chunks are all in, before its file is hashed and stored: false while a
     * chunk of it is still being written (then nothing is sealed). `unseal` ends it.
     */
    seal(uploadId: string): boolean {
      if (sealed.has(uploadId) || writing.has(uploadId)) return false;
      sealed.add(uploadId);
      return true;
    },

    unseal(uploadId: string): void {
      sealed.delete(uploadId);
    },

    /** The MD5 of an upload's whole file (every chunk is in), mostly computed already as its chunks came. */
    md5(uploadId: string, size: number): Promise<string> {
      return md5s.digest(uploadId, dataOf(uploadId), size);
    },

    /** The first `bytes` bytes of a chunk (fewer when it is shorter). */
    async head(uploadId: string, index: number, bytes: number): Promise<Buffer> {
      const offset = Number(await fs.promises.readFile(markerOf(uploadId, index), 'utf8'));
      const fh = await fs.promises.open(dataOf(uploadId), 'r');
      try {
        const buf = Buffer.alloc(bytes);
        const { bytesRead } = await fh.read(buf, 0, bytes, offset);
        return buf.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    },

    /** Those of the chunks (index → length) whose marker or bytes are gone (a cleared disk). */
    async missing(uploadId: string, sizes: ReadonlyMap<number, number>): Promise<number[]> {
      const data = await fs.promises.stat(dataOf(uploadId)).catch(() => undefined);
      const out: number[] = [];
      for (const [index, size] of sizes) {
        const offset = await fs.promises.readFile(markerOf(uploadId, index), 'utf8').catch(() => undefined);
        if (offset === undefined || !data || data.size < Number(offset) + size) out.push(index);
      }
      return out;
    },

    /** The whole file, streamed (its chunks lie in place one after the other). */
    read(uploadId: string, size: number): Readable {
      return size === 0 ? Readable.from([]) : fs.createReadStream(dataOf(uploadId), { start: 0, end: size - 1 });
    },

    /** Where the whole file lies (for the blob store to link it in rather than copy it). */
    path(uploadId: string): string {
      return dataOf(uploadId);
    },

    /** Deletes an upload's chunks. */
    async drop(uploadId: string): Promise<void> {
      md5s.forget(uploadId);
      await fs.promises.rm(dirOf(uploadId), { recursive: true, force: true });
    },

    /** The upload ids that have a folder of chunks. */
    async folders(): Promise<string[]> {
      const names = await fs.promises.readdir(root).catch(() => [] as string[]);
      return names.filter((n) => ID.test(n));
    },

    /** Stops the hashing thread (the server is stopping). */
    close(): Promise<void> {
      return md5s.close();
    },
  };
}
export type ChunkFiles = ReturnType<typeof chunkFiles>;
