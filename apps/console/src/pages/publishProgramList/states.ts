import type { DeliveryCounts } from '@apm/contract';

// The states' colours and order are those of every publication (programs', messages'): they live in components/.
export { STATE_COLOURS, statesOf } from '../../components/deliveryStates';

/** How far a publication got: the share of its deliveries on screen, and of those that arrived (ready or playing). */
export function progressOf(counts: DeliveryCounts): { playing: number; arrived: number } {
  if (counts.total === 0) return { playing: 0, arrived: 0 };
  const pct = (n: number) => Math.round((n / counts.total) * 100);
  return { playing: pct(counts.playing), arrived: pct(counts.playing + counts.ready) };
}
