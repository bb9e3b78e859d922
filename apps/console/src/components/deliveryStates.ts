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
