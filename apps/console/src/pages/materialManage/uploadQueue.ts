import type { UploadFailure } from '../../files/uploadFailure';
import type { UploadTarget } from '../../files/uploader';
/**
 * The upload queue's rules, apart from React and the browser: which phase a file is in, what the
 * user may do to it in each, which files start next (a bounded number at once), the overall
 * progress, and what a queue read back after a page reload becomes.
 */

/**
 * queued: waits for its turn; hashing: its MD5 is being computed; sending: its chunks go up;
 * paused: stopped by the user (the server keeps what it received); done; failed (may be retried);
 * cancelled; needsFile: after a reload the browser could not read the file any more: it must be
 * chosen again.
 */
export type UploadPhase = 'queued' | 'hashing' | 'sending' | 'paused' | 'done' | 'failed' | 'cancelled' | 'needsFile';

/** One file of the queue: what is shown and kept across a reload (the File itself is kept beside it). */
export interface QueueItem {
  key: string;
  name: string;
  size: number;
  /** The file's last change (a file chosen again must be the same one). */
  lastModified: number;
  target: UploadTarget;
  phase: UploadPhase;
  /** Whole percent of the current phase (hashing or sending); 100 when done. */
  percent: number;
  /** Known once hashed: a resumed upload is not hashed again. */
  md5?: string;
  /** Done: the office had these bytes already, nothing was sent. */
  deduplicated?: boolean;
  /** Done: the material made (or found). */
  material?: { id: string; name: string; folderId: string | null; officeId: string };
  failure?: UploadFailure;
  addedAt: number;
}

/** Files sent at the same time (each sends a few chunks at once): more would only share the bandwidth. */
export const FILES_AT_ONCE = 2;

const ACTIVE: readonly UploadPhase[] = ['hashing', 'sending'];
const ENDED: readonly UploadPhase[] = ['done', 'failed', 'cancelled'];

export const isActive = (it: Pick<QueueItem, 'phase'>) => ACTIVE.includes(it.phase);
export const isEnded = (it: Pick<QueueItem, 'phase'>) => ENDED.includes(it.phase);

/** What the user may do to a file in its phase. */
export function actionsOf(it: Pick<QueueItem, 'phase'>): {
  pause: boolean;
  resume: boolean;
  retry: boolean;
  cancel: boolean;
  chooseAgain: boolean;
} {
  return {
    pause: it.phase === 'queued' || isActive(it),
    resume: it.phase === 'paused',
    retry: it.phase === 'failed',
    cancel: !isEnded(it),
    chooseAgain: it.phase === 'needsFile',
  };
}

/** The keys of the queued files to start now, oldest first, so that at most `max` run at once. */
export function toStart(items: readonly QueueItem[], max = FILES_AT_ONCE): string[] {
  const running = items.filter(isActive).length;
  const room = Math.max(0, max - running);
  return items
    .filter((it) => it.phase === 'queued')
    .sort((a, b) => a.addedAt - b.addedAt)
    .slice(0, room)
    .map((it) => it.key);
}

/** Bytes of a file counted as done: all when done, the sent share while sending or paused after sending. */
function bytesDone(it: QueueItem): number {
  if (it.phase === 'done') return it.size;
  if (it.phase === 'sending' || (it.phase === 'paused' && it.md5)) return Math.floor((it.size * it.percent) / 100);
  return 0;
}

/** The whole queue's progress: the bytes sent of the files not cancelled, and how many files are where. */
export function overall(items: readonly QueueItem[]): {
  percent: number;
  doneBytes: number;
  totalBytes: number;
  done: number;
  failed: number;
  active: number;
  waiting: number;
  total: number;
} {
  const counted = items.filter((it) => it.phase !== 'cancelled');
  const totalBytes = counted.reduce((s, it) => s + it.size, 0);
  const doneBytes = counted.reduce((s, it) => s + bytesDone(it), 0);
  const percent =
    totalBytes === 0 ? 100 : doneBytes >= totalBytes ? 100 : Math.min(99, Math.floor((doneBytes * 100) / totalBytes));
  return {
    percent,
    doneBytes,
    totalBytes,
    done: counted.filter((it) => it.phase === 'done').length,
    failed: counted.filter((it) => it.phase === 'failed' || it.phase === 'needsFile').length,
    active: counted.filter(isActive).length,
    waiting: counted.filter((it) => it.phase === 'queued' || it.phase === 'paused').length,
    total: counted.length,
  };
}

/**
 * A queue read back after a reload: files that were under way go back in line (the server kept
 * their chunks; the MD5 check says which are missing), those whose file cannot be read any more
 * need it again; paused and ended ones stay as they were.
 */
export function restored(items: readonly QueueItem[], readable: (key: string) => boolean): QueueItem[] {
  return items.map((it) => {
    if (isEnded(it)) return it;
    if (!readable(it.key)) return { ...it, phase: 'needsFile' };
    if (it.phase === 'needsFile') return { ...it, phase: 'queued' };
    return isActive(it) ? { ...it, phase: 'queued' } : it;
  });
}

/**
 * Whether a file chosen for one that needs its file again can be it: of the same size (its MD5,
 * computed again, then tells the server which chunks it still lacks).
 */
export const sameFile = (it: Pick<QueueItem, 'size'>, f: { size: number }) => f.size === it.size;
