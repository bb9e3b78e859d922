import type { FileEntry } from '../protocol/manifest';

/**
 * The files to download: those not stored, once each, the files of the program about to play
 * first (so a new screen shows something soonest), the rest in manifest order.
 */
export function downloadQueue(
  files: readonly FileEntry[],
  first: ReadonlySet<string>,
  isStored: (md5: string) => boolean,
): FileEntry[] {
  const seen = new Set<string>();
  const missing = files.filter((f) => !isStored(f.md5) && !seen.has(f.md5) && seen.add(f.md5));
  return [...missing.filter((f) => first.has(f.md5)), ...missing.filter((f) => !first.has(f.md5))];
}

/** How to ask for a file of `size` bytes when `have` of its first bytes are kept from before. */
export type RangePlan =
  | { kind: 'whole' }
  | { kind: 'rest'; header: string }
  /** Every byte is kept: verify it, no request. */
  | { kind: 'complete' }
  /** More bytes than the file has: what is kept is not this file; drop it and ask for the whole. */
  | { kind: 'reset' };

/** The request for the rest of a file (terminal-protocol.md 6: Range resumes a broken download). */
export function rangeFor(have: number, size: number): RangePlan {
  if (have <= 0) return size === 0 ? { kind: 'complete' } : { kind: 'whole' };
  if (have === size) return { kind: 'complete' };
  if (have > size) return { kind: 'reset' };
  return { kind: 'rest', header: `bytes=${have}-` };
}

/** What an answer to a file request means for the bytes kept. */
export type AnswerPlan =
  /** Append the body to the first `keep` bytes kept (0: drop what was kept). */
  | { kind: 'append'; keep: number }
  /** Drop what is kept and ask for the whole file again. */
  | { kind: 'restart' }
  /** The address expired or was refused: fetch the manifest for fresh addresses. */
  | { kind: 'expired' }
  | { kind: 'failed'; status: number };

/** Reads the status and Content-Range of an answer to a request that asked from byte `have`. */
export function readAnswer(status: number, contentRange: string | null, have: number): AnswerPlan {
  if (status === 200) return { kind: 'append', keep: 0 };
  if (status === 206) {
    const m = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(contentRange?.trim() ?? '');
    // A part that does not start where the kept bytes end cannot be joined to them.
    if (!m || Number(m[1]) !== have) return { kind: 'restart' };
    return { kind: 'append', keep: have };
  }
  if (status === 416) return { kind: 'restart' };
  if (status === 403) return { kind: 'expired' };
  return { kind: 'failed', status };
}

/**
 * Percent of the bytes each publication lacked when its download started (terminal-protocol.md 7),
 * shared files counted in each publication that needs them.
 */
export class DeliveryProgress {
  private readonly lacking = new Map<string, { md5s: string[]; lacked: number }>();
  private readonly start = new Map<string, number>();
  private readonly now = new Map<string, number>();

  /** Starts counting a publication: its files with their sizes and the bytes already kept of each. */
  begin(publishId: string, files: readonly { md5: string; size: number; have: number }[]): void {
    for (const f of files) {
      if (!this.start.has(f.md5)) this.start.set(f.md5, f.have);
      if (!this.now.has(f.md5)) this.now.set(f.md5, f.have);
    }
    const lacked = files.reduce((sum, f) => sum + Math.max(0, f.size - (this.start.get(f.md5) ?? 0)), 0);
    this.lacking.set(publishId, { md5s: files.map((f) => f.md5), lacked });
  }

  /** Records how many bytes of a file are kept now. */
  update(md5: string, have: number): void {
    if (this.now.has(md5)) this.now.set(md5, have);
  }

  /** 0–100, whole numbers; 100 once every lacking byte came. */
  percent(publishId: string): number {
    const p = this.lacking.get(publishId);
    if (!p) return 0;
    if (p.lacked === 0) return 100;
    let got = 0;
    for (const md5 of p.md5s) got += Math.max(0, (this.now.get(md5) ?? 0) - (this.start.get(md5) ?? 0));
    return Math.min(100, Math.floor((100 * got) / p.lacked));
  }

  /** The publications counted. */
  publications(): string[] {
    return [...this.lacking.keys()];
  }

  /** Forgets everything (a new manifest or a clear). */
  reset(): void {
    this.lacking.clear();
    this.start.clear();
    this.now.clear();
  }
}
