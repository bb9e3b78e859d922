import type { DeliveryCounts, MessageItem, MessagePublication } from '@apm/contract';

/**
 * What the message pages say of a publication: how many terminals show it, how many have yet to,
 * how many failed, and whether it is on screens now.
 */

export interface CountsSummary {
  /** Terminals it was sent to (those a later publication replaced left out). */
  total: number;
  /** Shown on the screen (`playing`). */
  shown: number;
  /** On the way or waiting for their start: queued, sent, downloading, ready. */
  pending: number;
  failed: number;
  replaced: number;
}

export function summaryOf(c: DeliveryCounts): CountsSummary {
  return {
    total: c.total - c.replaced,
    shown: c.playing,
    pending: c.queued + c.sent + c.downloading + c.ready,
    failed: c.failed,
    replaced: c.replaced,
  };
}

/**
 * Whether a publication is meant to be on screens at `now`: sent (approved, not waiting for or
 * refused by a reviewer), not stopped, and its end not passed.
 */
export const isLive = (p: MessagePublication, now: number) =>
  p.reviewState === 'approved' && p.stoppedAt === null && (p.to === null || p.to > now);

/** The messages whose emergency publication is on screens at `now`, with it (the list's banner). */
export function liveEmergencies(
  messages: readonly MessageItem[],
  now: number,
): { message: MessageItem; publication: MessagePublication }[] {
  const seen = new Set<string>();
  const out: { message: MessageItem; publication: MessagePublication }[] = [];
  for (const m of messages) {
    const p = m.lastPublish;
    if (!m.emergency || p === null || !isLive(p, now) || seen.has(m.id)) continue;
    seen.add(m.id);
    out.push({ message: m, publication: p });
  }
  return out.sort((a, b) => b.publication.createdAt - a.publication.createdAt);
}

/** The first characters of a message's text on one line (the list's excerpt). */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
