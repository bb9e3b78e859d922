import { useCallback, useEffect, useRef, useState } from 'react';
import { useRefresh } from '../../api/hooks';
import { uploadMaterial, type UploadPhase } from './uploader';

/** One file the user chose, from waiting to done or failed. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  phase: 'waiting' | UploadPhase | 'done' | 'failed' | 'cancelled';
  percent: number;
  /** Done: the office had these bytes already, nothing was sent. */
  deduplicated?: boolean;
  /** Failed: what went wrong (the page words it). */
  error?: unknown;
}

let counter = 0;

/**
 * The page's uploads: files join a queue and go one after another (hashing takes a core, sending
 * the bandwidth), each refreshing the material list when done. Leaving the page cancels them; a
 * file cut off this way resumes where it stopped when it is chosen again.
 */
export function useUploads(limitBytes: number | undefined) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);
  const aborts = useRef(new Map<string, AbortController>());
  const limit = useRef(limitBytes);
  limit.current = limitBytes;
  const refresh = useRefresh();

  const update = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((all) => all.map((it) => (it.key === key ? { ...it, ...change } : it))),
    [],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file } = next;
        const abort = new AbortController();
        aborts.current.set(key, abort);
        try {
          const r = await uploadMaterial(file, {
            limitBytes: limit.current ?? Number.MAX_SAFE_INTEGER,
            signal: abort.signal,
            onProgress: (phase, percent) => update(key, { phase, percent }),
          });
          update(key, { phase: 'done', percent: 100, deduplicated: r.deduplicated });
          refresh(['material']);
        } catch (err) {
          update(key, abort.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', error: err });
        } finally {
          aborts.current.delete(key);
        }
      }
    } finally {
      running.current = false;
    }
  }, [refresh, update]);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ key: `u${++counter}`, file }));
      queue.current.push(...added);
      setItems((all) => [
        ...all,
        ...added.map(({ key, file }) => ({
          key,
          name: file.name,
          size: file.size,
          phase: 'waiting' as const,
          percent: 0,
        })),
      ]);
      void pump();
    },
    [pump],
  );

  const cancel = useCallback(
    (key: string) => {
      const before = queue.current.length;
      queue.current = queue.current.filter((q) => q.key !== key);
      if (queue.current.length < before) update(key, { phase: 'cancelled' });
      aborts.current.get(key)?.abort();
    },
    [update],
  );

  /** Takes the finished, failed and cancelled uploads off the list. */
  const clearEnded = useCallback(
    () =>
      setItems((all) => all.filter((it) => it.phase === 'waiting' || it.phase === 'hashing' || it.phase === 'sending')),
    [],
  );

  useEffect(() => {
    const open = aborts.current;
    return () => {
      queue.current = [];
      for (const a of open.values()) a.abort();
    };
  }, []);

  return { items, add, cancel, clearEnded };
}
