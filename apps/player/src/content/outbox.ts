import type { ReportMessage } from '../protocol/messages';

/** Messages where only the newest of a kind matters: an older one is replaced, not sent twice. */
function keyOf(m: ReportMessage): string | undefined {
  if (m.type === 'status') return 'status';
  if (m.type === 'delivery') return `delivery:${m.publishId}`;
  return undefined;
}

/**
 * Reports waiting for a way to the server (the socket or POST /terminal/report), in order. A
 * newer status or delivery state of the same publication replaces the waiting one, so a screen
 * offline for days keeps a short queue; past `limit` the oldest are dropped.
 */
export class Outbox {
  private queue: ReportMessage[] = [];
  constructor(private readonly limit = 200) {}

  push(m: ReportMessage): void {
    const key = keyOf(m);
    if (key !== undefined) this.queue = this.queue.filter((q) => keyOf(q) !== key);
    this.queue.push(m);
    if (this.queue.length > this.limit) this.queue.splice(0, this.queue.length - this.limit);
  }

  /** Takes every waiting message, oldest first. */
  take(): ReportMessage[] {
    const all = this.queue;
    this.queue = [];
    return all;
  }

  /** Puts messages that could not be sent back in front of those queued since. */
  putBack(messages: readonly ReportMessage[]): void {
    const since = this.queue;
    this.queue = [];
    for (const m of [...messages, ...since]) this.push(m);
  }

  get size(): number {
    return this.queue.length;
  }
}
