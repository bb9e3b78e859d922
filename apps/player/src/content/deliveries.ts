import type { DeliveryMessage, DeliveryReason } from '../protocol/messages';

type State = DeliveryMessage['state'];

// A publication's state only moves forward on a screen; failed ends it until a new manifest.
const rank: Record<State, number> = { downloading: 1, ready: 2, playing: 3, failed: 4 };

/**
 * Decides which delivery reports to send: each state once per publication, forward only,
 * `downloading` at most once a second (terminal-protocol.md 7).
 */
export class DeliveryReports {
  private readonly last = new Map<string, { state: State; at: number; percent?: number }>();
  constructor(
    private readonly now: () => number = Date.now,
    private readonly minGapMs = 1000,
  ) {}

  downloading(publishId: string, percent: number): DeliveryMessage | undefined {
    const l = this.last.get(publishId);
    if (l && l.state !== 'downloading') return undefined;
    if (l && (this.now() - l.at < this.minGapMs || l.percent === percent)) return undefined;
    this.last.set(publishId, { state: 'downloading', at: this.now(), percent });
    return { type: 'delivery', publishId, state: 'downloading', percent };
  }

  ready(publishId: string): DeliveryMessage | undefined {
    return this.move(publishId, 'ready') ? { type: 'delivery', publishId, state: 'ready' } : undefined;
  }

  playing(publishId: string): DeliveryMessage | undefined {
    return this.move(publishId, 'playing') ? { type: 'delivery', publishId, state: 'playing' } : undefined;
  }

  failed(publishId: string, reason: DeliveryReason): DeliveryMessage | undefined {
    return this.move(publishId, 'failed') ? { type: 'delivery', publishId, state: 'failed', reason } : undefined;
  }

  /** Whether the publication failed (its files are no longer tried until a new manifest). */
  hasFailed(publishId: string): boolean {
    return this.last.get(publishId)?.state === 'failed';
  }

  /** Forgets publications no longer in the manifest, and failures (a new manifest tries again). */
  keepOnly(publishIds: ReadonlySet<string>): void {
    for (const [id, l] of this.last) if (!publishIds.has(id) || l.state === 'failed') this.last.delete(id);
  }

  /** Forgets one publication (a message sent again reports its way afresh). */
  forget(publishId: string): void {
    this.last.delete(publishId);
  }

  /** Forgets everything (clear command). */
  reset(): void {
    this.last.clear();
  }

  private move(publishId: string, state: State): boolean {
    const l = this.last.get(publishId);
    if (l && rank[l.state] >= rank[state]) return false;
    this.last.set(publishId, { state, at: this.now() });
    return true;
  }
}
