import type { QueueItem } from './uploadQueue';

/**
 * The upload queue kept in the browser's IndexedDB, per user, with the File objects themselves
 * (a structured clone keeps a File: after a reload it reads as before, unless the file changed or
 * went away on the disk). A browser without IndexedDB keeps the queue for the page's life only.
 */

const DB = 'apm-uploads';
const STORE = 'queue';

/** One kept file: the queue item, whose user it is, and the file (gone when it was not kept). */
export interface KeptUpload {
  userId: string;
  item: QueueItem;
  file?: Blob;
}

let opening: Promise<IDBDatabase | undefined> | undefined;

function open(): Promise<IDBDatabase | undefined> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined);
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'item.key' });
      store.createIndex('user', 'userId');
    };
    req.onsuccess = () => resolve(req.result);
    // Private windows of some browsers refuse IndexedDB: the queue then lives with the page.
    req.onerror = () => resolve(undefined);
  });
  return opening;
}

const done = (t: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    t.oncomplete = () => resolve();
    t.onerror = () => reject(t.error ?? new Error('IndexedDB'));
    t.onabort = () => reject(t.error ?? new Error('IndexedDB'));
  });

/** The queue of a user, oldest first. */
export async function readQueue(userId: string): Promise<KeptUpload[]> {
  const db = await open();
  if (!db) return [];
  return new Promise((resolve) => {
    const req = db.transaction(STORE).objectStore(STORE).index('user').getAll(userId);
    req.onsuccess = () => resolve((req.result as KeptUpload[]).sort((a, b) => a.item.addedAt - b.item.addedAt));
    req.onerror = () => resolve([]);
  });
}

/** Keeps a file of the queue: with its File when given, without one for null (it ended); else the one kept stays. */
export async function keep(userId: string, item: QueueItem, file?: Blob | null): Promise<void> {
  const db = await open();
  if (!db) return;
  const t = db.transaction(STORE, 'readwrite');
  const store = t.objectStore(STORE);
  if (file) store.put({ userId, item, file } satisfies KeptUpload);
  else if (file === null) store.put({ userId, item } satisfies KeptUpload);
  else {
    const req = store.get(item.key);
    req.onsuccess = () => {
      const was = req.result as KeptUpload | undefined;
      store.put({ userId, item, file: was?.file } satisfies KeptUpload);
    };
  }
  await done(t).catch(() => undefined);
}

/** Forgets files of the queue. */
export async function forget(keys: readonly string[]): Promise<void> {
  const db = await open();
  if (!db || keys.length === 0) return;
  const t = db.transaction(STORE, 'readwrite');
  for (const k of keys) t.objectStore(STORE).delete(k);
  await done(t).catch(() => undefined);
}

/** Whether a kept file can still be read (it may have changed or gone away on the disk). */
export async function readable(file: Blob | undefined): Promise<boolean> {
  if (!file) return false;
  try {
    await file.slice(0, Math.min(file.size, 1)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
