import { describe, expect, it } from 'vitest';
import { cycleAt, onceAt, positionAt, shuffledOrder } from './cycle.js';

describe('cycleAt', () => {
  const durations = [1000, 2000, 3000];

  it('tells the item playing at an instant, how far into it and when it ends', () => {
    expect(cycleAt(durations, 0)).toMatchObject({ index: 0, offsetMs: 0, round: 0, startedAt: 0, endsAt: 1000 });
    expect(cycleAt(durations, 999)).toMatchObject({ index: 0, offsetMs: 999 });
    expect(cycleAt(durations, 1000)).toMatchObject({ index: 1, offsetMs: 0, endsAt: 3000, step: 1 });
    expect(cycleAt(durations, 4500)).toMatchObject({ index: 2, offsetMs: 1500, startedAt: 3000, endsAt: 6000 });
  });

  it('goes round and round, counting the rounds and the items', () => {
    expect(cycleAt(durations, 6000)).toMatchObject({ index: 0, round: 1, step: 3 });
    expect(cycleAt(durations, 6000 * 1000 + 2500)).toMatchObject({ index: 1, round: 1000, offsetMs: 1500 });
  });

  it('counts from an anchor, and back before it', () => {
    expect(cycleAt(durations, 10_500, 10_000)).toMatchObject({ index: 0, offsetMs: 500 });
    expect(cycleAt(durations, 9_500, 10_000)).toMatchObject({ index: 2, offsetMs: 2500, round: -1 });
  });

  it('has nothing to play without items or without time', () => {
    expect(cycleAt([], 5)).toBeNull();
    expect(cycleAt([0, 0], 5)).toBeNull();
  });

  it('skips items of no time', () => {
    expect(cycleAt([1000, 0, 1000], 1000)).toMatchObject({ index: 2, offsetMs: 0 });
  });
});

describe('onceAt', () => {
  it('plays the items once from the anchor, then stays on the last, done', () => {
    expect(onceAt([1000, 2000], 500, 0)).toMatchObject({ index: 0, done: false });
    expect(onceAt([1000, 2000], 2999, 0)).toMatchObject({ index: 1, done: false, endsAt: 3000 });
    const after = onceAt([1000, 2000], 50_000, 0)!;
    expect(after).toMatchObject({ index: 1, done: true });
    expect(after.endsAt).toBe(Number.POSITIVE_INFINITY);
    // The end is a step of its own: a view draws again when the run is over.
    expect(after.step).not.toBe(onceAt([1000, 2000], 2999, 0)!.step);
  });

  it('plays the first from its start before the anchor', () => {
    expect(onceAt([1000, 2000], 100, 5000)).toMatchObject({ index: 0, offsetMs: 0, done: false });
  });
});

describe('shuffledOrder', () => {
  it('is an order of every item, the same for the same seed', () => {
    const order = shuffledOrder(10, 7);
    expect([...order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(shuffledOrder(10, 7)).toEqual(order);
  });

  it('differs from seed to seed', () => {
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => shuffledOrder(8, seed).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('positionAt', () => {
  it('loops by the clock’s epoch, whenever the widget started', () => {
    expect(positionAt([1000, 1000], 3500, 'loop', 3400)).toMatchObject({ index: 1, offsetMs: 500 });
  });

  it('plays once from the widget’s start', () => {
    expect(positionAt([1000, 1000], 3500, 'once', 3400)).toMatchObject({ index: 0, offsetMs: 100 });
    expect(positionAt([1000, 1000], 9000, 'once', 3400)).toMatchObject({ index: 1, done: true });
  });

  it('shuffled, plays every item once a round, in the round’s own order, the same everywhere', () => {
    const durations = [1000, 1000, 1000, 1000, 1000];
    for (const round of [0, 1, 2]) {
      const played = [0, 1, 2, 3, 4].map((k) => positionAt(durations, round * 5000 + k * 1000, 'loop', 0, true)!.index);
      expect(played).toEqual(shuffledOrder(5, round));
    }
  });

  it('shuffled, keeps each item’s own duration', () => {
    const durations = [1000, 3000];
    const order = shuffledOrder(2, 0);
    const first = positionAt(durations, 0, 'loop', 0, true)!;
    expect(first.index).toBe(order[0]);
    expect(first.endsAt).toBe(durations[order[0]!]);
  });
});
