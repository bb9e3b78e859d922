import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRefresh } from '../../api/hooks';
import { SessionContext } from '../../session/SessionContext';
import { failureOf } from '../../files/uploadFailure';
import { uploadMaterial, type UploadTarget } from '../../files/uploader';
import { actionsOf, isActive, isEnded, overall, restored, sameFile, toStart, type QueueItem } from './uploadQueue';
import { forget, keep, readable, readQueue } from './uploadStore';

export type { QueueItem as UploadItem } from './uploadQueue';
export type { UploadTarget } from '../../files/uploader';

/** Why an upload under way was stopped: by the user (pause, cancel), or because the page went away. */
type StopReason = 'paused' | 'cancelled' | 'left';

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The page's upload queue (uploadQueue.ts has its rules): files join it with the office and folder
 * they go to, a bounded number go at once, each can be paused, resumed, cancelled or retried, and
 * the whole queue (with the files themselves) is kept in IndexedDB, so a reload of the page picks
 * up where it was: the server kept the chunks it received, and the MD5 check says which are missing.
 * A file the browser cannot read any more after a reload waits to be chosen again.
 */
export function useUploads(limitBytes: number | undefined) {
  const userId = useContext(SessionContext)?.user.id ?? '';
  const [items, setItems] = useState<QueueItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const current = useRef<QueueItem[]>([]);
  const files = useRef(new Map<string, File>());
  const aborts = useRef(new Map<string, AbortController>());
  const limit = useRef(limitBytes);
  limit.current = limitBytes;
  const refresh = useRefresh();
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  /** Changes the queue; what changed beyond progress is kept in IndexedDB. */
  const apply = useCallback(
    (next: QueueItem[], store: 'changed' | 'none' = 'changed') => {
      const before = new Map(current.current.map((it) => [it.key, it]));
      current.current = next;
      setItems(next);
      if (store === 'none' || !userId) return;
      for (const it of next) {
        const was = before.get(it.key);
        if (was && was.phase === it.phase && was.md5 === it.md5 && was.name === it.name) continue;
        // An ended upload stays listed (until cleared) without its file.
        if (it.phase === 'done' || it.phase === 'cancelled') void keep(userId, it, null);
        else void keep(userId, it, was ? undefined : files.current.get(it.key));
      }
    },
    [userId],
  );

  const update = useCallback(
    (key: string, change: Partial<QueueItem>, store: 'changed' | 'none' = 'changed') =>
      apply(
        current.current.map((it) => (it.key === key ? { ...it, ...change } : it)),
        store,
      ),
    [apply],
  );

  const run = useCallback(
    async (key: string) => {
      const it = current.current.find((i) => i.key === key);
      const file = files.current.get(key);
      if (!it) return;
      if (!file) return update(key, { phase: 'needsFile' });
      const abort = new AbortController();
      aborts.current.set(key, abort);
      update(key, { phase: it.md5 ? 'sending' : 'hashing', percent: 0, failure: undefined });
      try {
        const r = await uploadMaterial(file, {
          limitBytes: limit.current ?? Number.MAX_SAFE_INTEGER,
          target: it.target,
          hashes: it.md5 ? { md5: it.md5 } : undefined,
          onHashed: (h) => update(key, { md5: h.md5 }),
          signal: abort.signal,
          // Progress is shown, not kept: a reload asks the server what it holds.
          onProgress: (phase, percent) =>
            update(
              key,
              { phase, percent },
              phase === current.current.find((i) => i.key === key)?.phase ? 'none' : 'changed',
            ),
        });
        const m = r.material;
        update(key, {
          phase: 'done',
          percent: 100,
          deduplicated: r.deduplicated,
          material: { id: m.id, name: m.name, folderId: m.folderId, officeId: m.officeId },
        });
        files.current.delete(key);
        refreshRef.current(['material']);
      } catch (err) {
        const why = abort.signal.aborted ? (abort.signal.reason as StopReason | undefined) : undefined;
        if (why === 'left') return;
        if (why === 'paused') update(key, { phase: 'paused' });
        else if (why === 'cancelled') {
          update(key, { phase: 'cancelled' });
          files.current.delete(key);
        } else {
          const failure = failureOf(err);
          // The file that arrived was not the one hashed (it changed on the disk): hash it again on retry.
          const rehash = failure.reason === 'md5Mismatch' ? { md5: undefined } : {};
          update(key, { phase: 'failed', failure, ...rehash });
        }
      } finally {
        aborts.current.delete(key);
      }
    },
    [update],
  );

  // Starts queued files while there is room (FILES_AT_ONCE).
  useEffect(() => {
    if (!loaded) return;
    for (const key of toStart(items)) void run(key);
  }, [items, loaded, run]);

  // The queue kept before a reload (or before the page was left).
  useEffect(() => {
    let live = true;
    void (async () => {
      const kept = userId ? await readQueue(userId) : [];
      const ok = new Set<string>();
      for (const k of kept) {
        if (k.file && (await readable(k.file))) {
          ok.add(k.item.key);
          files.current.set(k.item.key, k.file as File);
        }
      }
      if (!live) return;
      const back = restored(
        kept.map((k) => k.item),
        (key) => ok.has(key),
      );
      // Files added before the kept queue was read come after it.
      apply([...back, ...current.current.filter((it) => !back.some((b) => b.key === it.key))]);
      setLoaded(true);
    })();
    return () => {
      live = false;
    };
  }, [userId, apply]);

  // Leaving the page stops the uploads under way; they resume when the page is opened again.
  useEffect(() => {
    const open = aborts.current;
    return () => {
      for (const a of open.values()) a.abort('left' satisfies StopReason);
    };
  }, []);

  const add = useCallback(
    (picked: File[], target: UploadTarget = {}) => {
      const at = Date.now();
      const added = picked.map((file, i): QueueItem => {
        const key = newKey();
        files.current.set(key, file);
        return {
          key,
          name: file.name,
          size: file.size,
          lastModified: file.lastModified,
          target,
          phase: 'queued',
          percent: 0,
          addedAt: at + i,
        };
      });
      apply([...current.current, ...added]);
    },
    [apply],
  );

  const stop = useCallback(
    (key: string, why: StopReason) => {
      const it = current.current.find((i) => i.key === key);
      if (!it) return;
      const abort = aborts.current.get(key);
      if (abort && isActive(it)) abort.abort(why);
      else if (why === 'cancelled' && actionsOf(it).cancel) {
        update(key, { phase: 'cancelled' });
        files.current.delete(key);
      } else if (why === 'paused' && it.phase === 'queued') update(key, { phase: 'paused' });
    },
    [update],
  );

  const pause = useCallback((key: string) => stop(key, 'paused'), [stop]);
  const cancel = useCallback((key: string) => stop(key, 'cancelled'), [stop]);
  const resume = useCallback(
    (key: string) => {
      const it = current.current.find((i) => i.key === key);
      if (!it || !(actionsOf(it).resume || actionsOf(it).retry)) return;
      update(key, { phase: files.current.has(key) ? 'queued' : 'needsFile', failure: undefined });
    },
    [update],
  );

  /** Gives a file that needs it again its file; false when the chosen one cannot be it (another size). */
  const provideFile = useCallback(
    (key: string, file: File): boolean => {
      const it = current.current.find((i) => i.key === key);
      if (!it || !sameFile(it, file)) return false;
      files.current.set(key, file);
      if (userId) {
        void keep(userId, { ...it, name: file.name, phase: 'queued' }, file);
      }
      // Hashed again: the file chosen may differ from the one first picked.
      update(key, { name: file.name, lastModified: file.lastModified, md5: undefined, phase: 'queued' }, 'none');
      return true;
    },
    [update, userId],
  );

  const pauseAll = useCallback(() => {
    for (const it of current.current) if (actionsOf(it).pause) stop(it.key, 'paused');
  }, [stop]);
  const resumeAll = useCallback(() => {
    apply(current.current.map((it) => (it.phase === 'paused' ? { ...it, phase: 'queued' as const } : it)));
  }, [apply]);

  /** Takes the finished and cancelled uploads off the list (failed ones stay until retried or cancelled). */
  const clearEnded = useCallback(() => {
    const gone = current.current.filter((it) => isEnded(it) && it.phase !== 'failed').map((it) => it.key);
    void forget(gone);
    apply(
      current.current.filter((it) => !gone.includes(it.key)),
      'none',
    );
  }, [apply]);

  const summary = useMemo(() => overall(items), [items]);

  return {
    items,
    overall: summary,
    add,
    cancel,
    pause,
    resume,
    retry: resume,
    provideFile,
    pauseAll,
    resumeAll,
    clearEnded,
  };
}
export type Uploads = ReturnType<typeof useUploads>;
