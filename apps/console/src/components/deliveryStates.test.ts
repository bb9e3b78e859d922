import { DELIVERY_STATES, type DeliveryCounts } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { progressOf, STATE_COLOURS, statesOf } from './deliveryStates';

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
});

const countsOf = (c: Partial<DeliveryCounts>): DeliveryCounts => {
  const all = { queued: 0, sent: 0, downloading: 0, ready: 0, playing: 0, failed: 0, replaced: 0, ...c };
  const total = Object.values(all).reduce((a, b) => a + b, 0);
  return { total, ...all };
};

describe('the progress of a publication', () => {
  it('counts those playing and those that have it among the terminals it still goes to', () => {
    const p = progressOf(countsOf({ queued: 1, downloading: 1, ready: 1, playing: 1, replaced: 4 }));
    expect(p).toMatchObject({ total: 4, playing: 1, arrived: 2, onTheWay: 2, failed: 0 });
    expect(p).toMatchObject({ playingPercent: 25, arrivedPercent: 50, settled: false });
  });

  it('is settled once nothing is on the way, failures included', () => {
    const p = progressOf(countsOf({ playing: 2, failed: 1 }));
    expect(p).toMatchObject({ total: 3, failed: 1, playingPercent: 67, arrivedPercent: 67, settled: true });
  });

  it('is empty, not divided by zero, before any delivery', () => {
    expect(progressOf(countsOf({}))).toMatchObject({ total: 0, playingPercent: 0, arrivedPercent: 0, settled: true });
  });
});
