import { DELIVERY_STATES } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { progressOf, STATE_COLOURS, statesOf } from './states';

const counts = { total: 10, queued: 1, sent: 0, downloading: 2, ready: 1, playing: 3, failed: 1, replaced: 2 };

describe('delivery figures of a publication', () => {
  it('lists the states with deliveries in the order they move, replaced last', () => {
    expect(statesOf(counts)).toEqual([
      { state: 'queued', count: 1 },
      { state: 'downloading', count: 2 },
      { state: 'ready', count: 1 },
      { state: 'playing', count: 3 },
      { state: 'failed', count: 1 },
      { state: 'replaced', count: 2 },
    ]);
  });

  it('gives every state a colour, replaced a neutral one', () => {
    expect(Object.keys(STATE_COLOURS).sort()).toEqual([...DELIVERY_STATES].sort());
    expect(STATE_COLOURS.replaced).toBe('default');
  });

  it('says how much is on screen and how much has arrived, of all the terminals it was sent to', () => {
    expect(progressOf(counts)).toEqual({ playing: 30, arrived: 40 });
    expect(progressOf({ ...counts, total: 0 })).toEqual({ playing: 0, arrived: 0 });
  });
});
