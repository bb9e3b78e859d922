import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MD5 = /^[0-9a-f]{32}$/;

/** The MD5 of some bytes, lower-case hex: the name a blob is stored under. */
export const md5Of = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

/** Why a put was refused: the bytes were not the ones announced, or too many. */
export class BlobRefused extends Error {
  constructor(
    readonly reason: 'md5Mismatch' | 'tooLarge',
    message: string,
  ) {
    super(message);
  }
}

export interface StoredBlob {
  md5: string;
  size: number;
  /** False when the same content was stored already (this put only confirmed it). */
  created: boolean;
}

/** An inclusive byte range, as HTTP Range gives it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Files stored by the MD5 of their content (DESIGN 5): the same content is stored once, and a
 * name says what the content is. Content goes in and out as streams, so a file of any size passes
 * through without being held in memory. The local driver is the only one today; an S3-compatible
 * one implements the same interface.
 */
export interface BlobStore {
  /** Streams `source` in while hashing it; refuses a mismatch with `expect.md5` or more than `expect.maxBytes`. */
  put(source: Readable | Buffer, expect?: { md5?: string; maxBytes?: number }): Promise<StoredBlob>;
  /** The content, or the bytes `range` names (inclusive); undefined when missing. */
  open(md5: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(md5: string): Promise<{ size: number; mtimeMs: number } | undefined>;
  /** Whole small contents (images of a few MB), checked against their name; undefined when missing or damaged. */
  get(md5: string): Promise<Buffer | undefined>;
  has(md5: string): Promise<boolean>;
  /** Deletes a blob; false when there was none. Callers delete only what nothing refers to any more. */
  delete(md5: string): Promise<boolean>;
}

/**
 * The local driver: `<root>/<first two hex digits>/<md5>`. A put streams into a temporary file in
 * the root and renames it into place once its MD5 is known, so nobody reads half a file and a
 * refused or interrupted put leaves nothing behind.
 */
export function blobStore(root: string): BlobStore {
  const where = (md5: string) => {
    if (!MD5.test(md5)) throw new Error(`not an MD5: ${md5}`);
    return path.join(root, md5.slice(0, 2), md5);
  };
  const statOf = (md5: string) =>
    MD5.test(md5) ? fs.promises.stat(where(md5)).catch(() => undefined) : Promise.resolve(undefined);

  return {
    async put(source, expect = {}) {
      await fs.promises.mkdir(root, { recursive: true });
      const tmp = path.join(root, `.put-${randomBytes(8).toString('hex')}.tmp`);
      const hash = createHash('md5');
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (expect.maxBytes !== undefined && size > expect.maxBytes) {
            return done(new BlobRefused('tooLarge', `more than ${expect.maxBytes} bytes`));
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        await pipeline(input, count, fs.createWriteStream(tmp));
        const md5 = hash.digest('hex');
        if (expect.md5 !== undefined && expect.md5.toLowerCase() !== md5) {
          throw new BlobRefused('md5Mismatch', `the content's MD5 is ${md5}, not ${expect.md5}`);
        }
        const file = where(md5);
        if (await exists(file)) {
          await fs.promises.rm(tmp, { force: true });
          return { md5, size, created: false };
        }
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.rename(tmp, file);
        return { md5, size, created: true };
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },

    async open(md5, range) {
      const st = await statOf(md5);
      if (!st) return undefined;
      if (range && (range.start < 0 || range.end < range.start || range.end >= st.size)) {
        throw new RangeError(`bytes ${range.start}-${range.end} are outside 0-${st.size - 1}`);
      }
      return fs.createReadStream(where(md5), range ? { start: range.start, end: range.end } : {});
    },

    async stat(md5) {
      const st = await statOf(md5);
      return st && { size: st.size, mtimeMs: st.mtimeMs };
    },

    async get(md5) {
      if (!MD5.test(md5)) return undefined;
      const bytes = await fs.promises.readFile(where(md5)).catch(() => undefined);
      return bytes && md5Of(bytes) === md5 ? bytes : undefined;
    },

    has: (md5) => (MD5.test(md5) ? exists(where(md5)) : Promise.resolve(false)),

    async delete(md5) {
      if (!MD5.test(md5)) return false;
      return fs.promises.rm(where(md5)).then(
        () => true,
        () => false,
      );
    },
  };
}

const exists = (file: string) =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  );
