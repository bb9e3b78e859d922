import { DELIVERY_STATES, type DeliveryCounts, type DeliveryState } from '@apm/contract';

/** The colour of each delivery state's tag (antd preset colours); replaced is neutral: nothing is wrong, nothing to do. */
export const STATE_COLOURS: Record<DeliveryState, string> = {
  queued: 'default',
  sent: 'blue',
  downloading: 'processing',
  ready: 'cyan',
  playing: 'success',
  failed: 'error',
  replaced: 'default',
};

/** The states a publication's deliveries are in, in the order they move, with how many are in each (none left out). */
export const statesOf = (counts: DeliveryCounts): { state: DeliveryState; count: number }[] =>
  DELIVERY_STATES.map((state) => ({ state, count: counts[state] })).filter((s) => s.count > 0);

/** How far a publication got on its terminals (records list, publishing page). */
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
