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

/** How far a publication got: the share of its deliveries on screen, and of those that arrived (ready or playing). */
export function progressOf(counts: DeliveryCounts): { playing: number; arrived: number } {
  if (counts.total === 0) return { playing: 0, arrived: 0 };
  const pct = (n: number) => Math.round((n / counts.total) * 100);
  return { playing: pct(counts.playing), arrived: pct(counts.playing + counts.ready) };
}
