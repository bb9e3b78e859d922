import type { StoredFile } from '../content/budget';
import { request, tx } from './db';

export interface FileMeta extends StoredFile {
  mime: string;
  storedAt: number;
}

const partRange = (md5: string) => IDBKeyRange.bound([md5, 0], [md5, Number.MAX_SAFE_INTEGER]);

/**
 * The verified files by MD5 and the parts of downloads in progress, in IndexedDB (the browser keeps
 * Blobs there on disk, not in memory). A file is in `files` only after its MD5 was checked.
 */
export const fileStore = {
  /** Every stored file's size, type and last use. */
  list(): Promise<FileMeta[]> {
    return tx('meta', 'readonly', (t) => request(t.objectStore('meta').getAll() as IDBRequest<FileMeta[]>));
  },

  /** The stored file's bytes, or undefined. */
  blob(md5: string): Promise<Blob | undefined> {
    return tx('files', 'readonly', (t) => request(t.objectStore('files').get(md5) as IDBRequest<Blob | undefined>));
  },

  /** The parts kept of a download in progress, in order, with the bytes they hold together. */
  async parts(md5: string): Promise<{ blobs: Blob[]; bytes: number }> {
    const blobs = await tx('parts', 'readonly', (t) =>
      request(t.objectStore('parts').getAll(partRange(md5)) as IDBRequest<Blob[]>),
    );
    return { blobs, bytes: blobs.reduce((n, b) => n + b.size, 0) };
  },

  /** Keeps the next piece of a download, starting at byte `offset`. */
  addPart(md5: string, offset: number, blob: Blob): Promise<void> {
    return tx('parts', 'readwrite', (t) => {
      t.objectStore('parts').put(blob, [md5, offset]);
    });
  },

  /** Forgets the parts of a download (a restart, or once the file is stored). */
  dropParts(md5: string): Promise<void> {
    return tx('parts', 'readwrite', (t) => {
      t.objectStore('parts').delete(partRange(md5));
    });
  },

  /**
   * Forgets the parts of every download but those of `keep`: a download broken off (the network,
   * a reload) whose file no manifest names any more will never be finished, and its parts would
   * fill the screen's storage unseen by eviction, which counts stored files only.
   */
  dropPartsExcept(keep: ReadonlySet<string>): Promise<void> {
    return tx('parts', 'readwrite', async (t) => {
      const s = t.objectStore('parts');
      // Parts are keyed [md5, offset].
      const keys = (await request(s.getAllKeys())) as [string, number][];
      for (const md5 of new Set(keys.map(([md5]) => md5))) if (!keep.has(md5)) s.delete(partRange(md5));
    });
  },

  /** Stores a verified file made of its parts, and drops the parts. */
  async commit(md5: string, mime: string, blobs: Blob[]): Promise<void> {
    const file = new Blob(blobs, { type: mime });
    const now = Date.now();
    const meta: FileMeta = { md5, size: file.size, mime, storedAt: now, usedAt: now };
    await tx(['files', 'meta', 'parts'], 'readwrite', (t) => {
      t.objectStore('files').put(file, md5);
      t.objectStore('meta').put(meta, md5);
      t.objectStore('parts').delete(partRange(md5));
    });
  },

  /** Marks files as named by the manifest now (eviction deletes the longest unnamed first). */
  touch(md5s: readonly string[]): Promise<void> {
    const now = Date.now();
    return tx('meta', 'readwrite', async (t) => {
      const s = t.objectStore('meta');
      for (const md5 of md5s) {
        const m = (await request(s.get(md5) as IDBRequest<FileMeta | undefined>)) ?? undefined;
        if (m) s.put({ ...m, usedAt: now }, md5);
      }
    });
  },

  /** Deletes stored files. */
  remove(md5s: readonly string[]): Promise<void> {
    return tx(['files', 'meta', 'parts'], 'readwrite', (t) => {
      for (const md5 of md5s) {
        t.objectStore('files').delete(md5);
        t.objectStore('meta').delete(md5);
        t.objectStore('parts').delete(partRange(md5));
      }
    });
  },

  /** Deletes every file and every part (the clear command). */
  clear(): Promise<void> {
    return tx(['files', 'meta', 'parts'], 'readwrite', (t) => {
      for (const s of ['files', 'meta', 'parts'] as const) t.objectStore(s).clear();
    });
  },
};
