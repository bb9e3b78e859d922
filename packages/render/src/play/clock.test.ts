import { describe, expect, it } from 'vitest';
import { everySecond, toNextSecond, type Clock } from './clock.js';

/** A clock whose time the test moves, running the timers that come due. */
function manualClock(start: number) {
  let now = start;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: ++ids });
      return ids;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  /** Moves to `to`, each due timer running at its time plus `late` ms. */
  const advance = (to: number, late = 0) => {
    for (;;) {
      const due = timers.filter((t) => t.at + late <= to).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at + late;
      due.run();
    }
    now = to;
  };
  return { clock, advance, pending: () => timers.length };
}

describe('toNextSecond', () => {
  it('waits to the next whole second', () => {
    expect(toNextSecond(1234)).toBe(766);
    expect(toNextSecond(1999)).toBe(1);
    expect(toNextSecond(2000)).toBe(1000);
  });
});

describe('everySecond', () => {
  it('ticks at each whole second', () => {
    const { clock, advance } = manualClock(10_250);
    const ticks: number[] = [];
    everySecond(clock, () => ticks.push(clock.now()));
    advance(13_500);
    expect(ticks).toEqual([11_000, 12_000, 13_000]);
  });

  it('does not drift when its timers run late', () => {
    const { clock, advance } = manualClock(10_250);
    const ticks: number[] = [];
    everySecond(clock, () => ticks.push(clock.now()));
    advance(14_500, 30);
    expect(ticks).toEqual([11_030, 12_030, 13_030, 14_030]);
  });

  it('stops when told', () => {
    const { clock, advance, pending } = manualClock(0);
    let ticks = 0;
    const stop = everySecond(clock, () => ticks++);
    advance(2500);
    stop();
    advance(10_000);
    expect(ticks).toBe(2);
    expect(pending()).toBe(0);
  });
});
