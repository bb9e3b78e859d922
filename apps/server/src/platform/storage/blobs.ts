import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MD5 = /^[0-9a-f]{32}$/;

/** The MD5 of some bytes, lower-case hex: the name a blob is stored under. */
export const md5Of = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

/**
 * Files stored by the MD5 of their content under `<root>/<first two hex digits>/<md5>` (DESIGN 5):
 * the same content is stored once, and a name says what the content is. A file is written under a
 * temporary name and renamed into place, so nobody reads half of one.
 */
export function blobStore(root: string) {
  const where = (md5: string) => {
    if (!MD5.test(md5)) throw new Error(`not an MD5: ${md5}`);
    return path.join(root, md5.slice(0, 2), md5);
  };
  return {
    /** Stores the bytes (once per content) and answers their MD5. */
    async put(bytes: Buffer): Promise<string> {
      const md5 = md5Of(bytes);
      const file = where(md5);
      if (await exists(file)) return md5;
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(tmp, bytes);
      await fs.promises.rename(tmp, file);
      return md5;
    },
    /** The bytes of a stored blob, checked against their name; undefined when missing or damaged. */
    async get(md5: string): Promise<Buffer | undefined> {
      if (!MD5.test(md5)) return undefined;
      const bytes = await fs.promises.readFile(where(md5)).catch(() => undefined);
      return bytes && md5Of(bytes) === md5 ? bytes : undefined;
    },
    has: (md5: string): Promise<boolean> => (MD5.test(md5) ? exists(where(md5)) : Promise.resolve(false)),
  };
}
export type BlobStore = ReturnType<typeof blobStore>;

const exists = (file: string) =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  );
