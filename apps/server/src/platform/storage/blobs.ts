import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Executor } from '../db/transaction.js';

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
  /**
   * Takes in a finished local file whose MD5 and size the caller has computed (off the event loop,
   * file-md5.ts), by a hard link where the store lies on the same file system, so its bytes are
   * neither read nor written a second time; the file itself stays where it is. A store without it
   * is given the file by put.
   */
  putFile?(file: string, hashed: { md5: string; size: number }): Promise<StoredBlob>;
  /** The content, or the bytes `range` names (inclusive); undefined when missing. */
  open(md5: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(md5: string): Promise<{ size: number; mtimeMs: number } | undefined>;
  /** Whole small contents (images of a few MB), checked against their name; undefined when missing or damaged. */
  get(md5: string): Promise<Buffer | undefined>;
  has(md5: string): Promise<boolean>;
  /**
   * Deletes a blob's file at once; false when there was none. Only for a file nobody else can
   * refer to: otherwise say collectSoon, and the collection deletes what no reference names.
   */
  delete(md5: string): Promise<boolean>;
  /**
   * Says that a stored blob is about to get a new user without being put again (a row naming an
   * MD5 the store has already): a collection spares it as if it had just been put. False when the
   * blob is not there (then put it).
   */
  keep(md5: string): Promise<boolean>;
  /**
   * Says, in the caller's transaction, that a blob may have lost its last user (a picture replaced
   * or deleted): a collection is queued for after the commit. A store that tracks nothing has
   * nothing to collect.
   */
  collectSoon(ex: Executor): Promise<void>;
}

/**
 * How a store tells the table of blobs (platform/storage/tracked.ts) what it holds and when
 * collection may be due; a store without it tracks nothing.
 */
export interface Tracking {
  /**
   * A blob was put or kept just now: runs once a put's MD5 is known and checked, before its file
   * is placed (a failure fails the put), and before keep looks for the file once more.
   */
  touched(blob: { md5: string; size: number }): Promise<void>;
  collectSoon(ex: Executor): Promise<void>;
}

/**
 * The file side of a store that collection needs, besides deleting: setting a blob's file aside
 * while its row is checked once more, and finding what a stopped collection or put left behind.
 */
export interface BlobFiles {
  /** Moves a blob's file aside under a name that says when (`at`); undefined when there was none. */
  setAside(md5: string, at: number): Promise<string | undefined>;
  /** Puts a file set aside back in place, over a copy put meanwhile (the same bytes). */
  putBack(aside: string, md5: string): Promise<void>;
  /** Deletes a file set aside. */
  discard(aside: string): Promise<void>;
  /** Files set aside before `before` by a collection that stopped half-way, with their MD5s. */
  asideBefore(before: number): Promise<Array<{ aside: string; md5: string }>>;
  /** Deletes the temporary files of puts last written before `before` (stopped puts); answers how many. */
  dropStalePuts(before: number): Promise<number>;
  /** The MD5s of the stored files, a folder at a time. */
  stored(): AsyncIterable<string[]>;
  /** A stored file's size; undefined when it is not there. */
  sizeOf(md5: string): Promise<number | undefined>;
}

const filesOfStore = new WeakMap<BlobStore, BlobFiles>();

/** The file side of a store made by blobStore (collection uses it; modules never do). */
export function blobFiles(store: BlobStore): BlobFiles {
  const files = filesOfStore.get(store);
  if (!files) throw new Error('not a blob store made by blobStore()');
  return files;
}

const PUT_TMP = /^\.put-[0-9a-f]{16}\.tmp$/;
const ASIDE = /^\.gc-(\d+)-([0-9a-f]{32})$/;

/**
 * The local driver: `<root>/<first two hex digits>/<md5>`. A put streams into a temporary file in
 * the root and renames it into place once its MD5 is known, so nobody reads half a file and a
 * refused or interrupted put leaves nothing behind. With `tracking` each put and keep is recorded
 * before the file is placed or looked for again, which is what makes collection safe against them.
 */
export function blobStore(root: string, tracking?: Tracking): BlobStore {
  const where = (md5: string) => {
    if (!MD5.test(md5)) throw new Error(`not an MD5: ${md5}`);
    return path.join(root, md5.slice(0, 2), md5);
  };
  const statOf = (md5: string) =>
    MD5.test(md5) ? fs.promises.stat(where(md5)).catch(() => undefined) : Promise.resolve(undefined);

  const store: BlobStore = {
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
        await tracking?.touched({ md5, size });
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

    async putFile(file, { md5, size }) {
      if (!MD5.test(md5)) throw new Error(`not an MD5: ${md5}`);
      await tracking?.touched({ md5, size });
      const target = where(md5);
      if (await exists(target)) return { md5, size, created: false };
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Linked under a temporary name first, then renamed: nobody sees the blob before it is whole.
      const tmp = path.join(root, `.put-${randomBytes(8).toString('hex')}.tmp`);
      try {
        await fs.promises.link(file, tmp).catch(async (err: NodeJS.ErrnoException) => {
          // Another file system (or one without hard links): copied after all.
          if (err.code !== 'EXDEV' && err.code !== 'EPERM' && err.code !== 'ENOTSUP') throw err;
          await fs.promises.copyFile(file, tmp);
        });
        await fs.promises.rename(tmp, target);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
      return { md5, size, created: true };
    },

    async open(md5, range) {
      const st = await statOf(md5);
      if (!st) return undefined;
      if (range && (range.start < 0 || range.end < range.start || range.end >= st.size)) {
        throw new RangeError(`bytes ${range.start}-${range.end} are outside 0-${st.size - 1}`);
      }
      // 256 KiB reads: a quarter of the work of the default 64 KiB for the large media files served.
      return fs.createReadStream(where(md5), {
        highWaterMark: 256 * 1024,
        ...(range && { start: range.start, end: range.end }),
      });
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

    async keep(md5) {
      const st = await statOf(md5);
      if (!st) return false;
      await tracking?.touched({ md5, size: st.size });
      // A collection may have set the file aside before it saw the touch: then it puts it back,
      // but the caller cannot count on that and puts the content again.
      return store.has(md5);
    },

    collectSoon: (ex) => tracking?.collectSoon(ex) ?? Promise.resolve(),
  };

  const inRoot = async () => fs.promises.readdir(root).catch(() => [] as string[]);
  filesOfStore.set(store, {
    async setAside(md5, at) {
      const aside = path.join(root, `.gc-${at}-${md5}`);
      return fs.promises.rename(where(md5), aside).then(
        () => aside,
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return undefined;
          throw err;
        },
      );
    },
    async putBack(aside, md5) {
      await fs.promises.rename(aside, where(md5));
    },
    async discard(aside) {
      await fs.promises.unlink(aside).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    async asideBefore(before) {
      return (await inRoot()).flatMap((name) => {
        const m = ASIDE.exec(name);
        return m && Number(m[1]) < before ? [{ aside: path.join(root, name), md5: m[2]! }] : [];
      });
    },
    async dropStalePuts(before) {
      let dropped = 0;
      for (const name of (await inRoot()).filter((n) => PUT_TMP.test(n))) {
        const file = path.join(root, name);
        const st = await fs.promises.stat(file).catch(() => undefined);
        if (st && st.mtimeMs < before) {
          await fs.promises.rm(file, { force: true });
          dropped++;
        }
      }
      return dropped;
    },
    async *stored() {
      for (const dir of (await inRoot()).filter((n) => /^[0-9a-f]{2}$/.test(n)).sort()) {
        const names = await fs.promises.readdir(path.join(root, dir)).catch(() => [] as string[]);
        const md5s = names.filter((n) => MD5.test(n) && n.startsWith(dir));
        if (md5s.length) yield md5s;
      }
    },
    sizeOf: async (md5) => (await statOf(md5))?.size,
  });
  return store;
}

const exists = (file: string) =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  );
