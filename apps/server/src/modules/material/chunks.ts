import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Why a chunk was not kept: longer or shorter than announced, or not the bytes announced. */
export class ChunkRefused extends Error {
  constructor(readonly reason: 'chunkSize' | 'chunkMd5Mismatch') {
    super(reason === 'chunkSize' ? 'The chunk is not of the expected length' : 'The chunk arrived damaged');
  }
}

const ID = /^[0-9a-f-]{36}$/;

/** An error of the file system (a full disk, say), as opposed to one of the incoming stream. */
const isSystemError = (err: unknown) => typeof (err as { syscall?: unknown } | null)?.syscall === 'string';

/**
 * The chunks of uploads under way, on disk (never in memory): `<root>/<upload id>/<index>`. A
 * chunk streams into a temporary file and takes its name only once complete and checked, so an
 * interrupted request leaves nothing that counts; a server restart finds every chunk it had.
 */
export function chunkFiles(root: string) {
  const dirOf = (uploadId: string) => {
    if (!ID.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
    return path.join(root, uploadId);
  };
  const fileOf = (uploadId: string, index: number) => path.join(dirOf(uploadId), String(index));

  return {
    /**
     * Streams a chunk in: exactly `size` bytes, with MD5 `md5` when given, not `cut` short by the
     * sender's parser; refused otherwise (also when the request broke off), and then nothing is kept.
     */
    async write(
      uploadId: string,
      index: number,
      source: Readable,
      expect: { size: number; md5?: string; cut?: () => boolean },
    ) {
      const dir = dirOf(uploadId);
      await fs.promises.mkdir(dir, { recursive: true });
      const tmp = path.join(dir, `.${index}-${randomBytes(6).toString('hex')}.part`);
      const hash = createHash('md5');
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > expect.size) return done(new ChunkRefused('chunkSize'));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, count, fs.createWriteStream(tmp)).catch((err: unknown) => {
          // The sender went away mid-chunk: the chunk is short, not a fault of the server.
          if (err instanceof ChunkRefused || !isSystemError(err)) throw new ChunkRefused('chunkSize');
          throw err;
        });
        if (size !== expect.size || expect.cut?.()) throw new ChunkRefused('chunkSize');
        if (expect.md5 !== undefined && hash.digest('hex') !== expect.md5) throw new ChunkRefused('chunkMd5Mismatch');
        await fs.promises.rename(tmp, fileOf(uploadId, index));
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },

    /** The first `bytes` bytes of a chunk (fewer when it is shorter). */
    async head(uploadId: string, index: number, bytes: number): Promise<Buffer> {
      const fh = await fs.promises.open(fileOf(uploadId, index), 'r');
      try {
        const buf = Buffer.alloc(bytes);
        const { bytesRead } = await fh.read(buf, 0, bytes, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    },

    /** Those of the chunks 0 … count-1 whose file is missing or not of its recorded size. */
    async missing(uploadId: string, sizes: ReadonlyMap<number, number>): Promise<number[]> {
      const out: number[] = [];
      for (const [index, size] of sizes) {
        const st = await fs.promises.stat(fileOf(uploadId, index)).catch(() => undefined);
        if (!st || st.size !== size) out.push(index);
      }
      return out;
    },

    /** The whole file: chunks 0 … count-1 one after the other, streamed. */
    read(uploadId: string, count: number): Readable {
      const out = new PassThrough();
      void (async () => {
        for (let i = 0; i < count; i++) {
          await pipeline(fs.createReadStream(fileOf(uploadId, i)), out, { end: false });
        }
        out.end();
      })().catch((err: unknown) => out.destroy(err as Error));
      return out;
    },

    /** Deletes an upload's chunks. */
    async drop(uploadId: string): Promise<void> {
      await fs.promises.rm(dirOf(uploadId), { recursive: true, force: true });
    },

    /** The upload ids that have a folder of chunks. */
    async folders(): Promise<string[]> {
      const names = await fs.promises.readdir(root).catch(() => [] as string[]);
      return names.filter((n) => ID.test(n));
    },
  };
}
export type ChunkFiles = ReturnType<typeof chunkFiles>;
