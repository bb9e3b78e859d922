import type { DeliveryCounts } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { progressOf } from './progress';

const counts = (c: Partial<DeliveryCounts>): DeliveryCounts => {
  const all = { queued: 0, sent: 0, downloading: 0, ready: 0, playing: 0, failed: 0, replaced: 0, ...c };
  const total = Object.values(all).reduce((a, b) => a + b, 0);
  return { total, ...all };
};

describe('the progress of a publication', () => {
  it('counts those playing and those that have it among the terminals it still goes to', () => {
    const p = progressOf(counts({ queued: 1, downloading: 1, ready: 1, playing: 1, replaced: 4 }));
    expect(p).toMatchObject({ total: 4, playing: 1, arrived: 2, onTheWay: 2, failed: 0 });
    expect(p).toMatchObject({ playingPercent: 25, arrivedPercent: 50, settled: false });
  });

  it('is settled once nothing is on the way, failures included', () => {
    const p = progressOf(counts({ playing: 2, failed: 1 }));
    expect(p).toMatchObject({ total: 3, failed: 1, playingPercent: 67, arrivedPercent: 67, settled: true });
  });

  it('is empty, not divided by zero, before any delivery', () => {
    expect(progressOf(counts({}))).toMatchObject({ total: 0, playingPercent: 0, arrivedPercent: 0, settled: true });
  });
});
