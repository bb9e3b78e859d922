import type { DeliveryCounts } from '@apm/contract';

/** How far a publication got on its terminals, as the full-window page follows it. */
export interface Progress {
  /** Terminals it went to, but those a later publication replaced. */
  total: number;
  /** On screen. */
  playing: number;
  /** Have it: ready or playing. */
  arrived: number;
  /** Still on the way: queued, sent, downloading. */
  onTheWay: number;
  failed: number;
  /** Shares of `total` playing it and having it (0–100). */
  playingPercent: number;
  arrivedPercent: number;
  /** Nothing is on the way any more: every terminal has it, failed, or was replaced. */
  settled: boolean;
}

/** The progress of a publication from its counts of deliveries by state. */
export function progressOf(c: DeliveryCounts): Progress {
  const total = c.total - c.replaced;
  const arrived = c.ready + c.playing;
  const onTheWay = c.queued + c.sent + c.downloading;
  const pct = (n: number) => (total > 0 ? Math.round((n / total) * 100) : 0);
  return {
    total,
    playing: c.playing,
    arrived,
    onTheWay,
    failed: c.failed,
    playingPercent: pct(c.playing),
    arrivedPercent: pct(arrived),
    settled: onTheWay === 0,
  };
}
