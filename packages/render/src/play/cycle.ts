/**
 * The timing of widgets that show items one after another (carousel, playlist, audio): which item
 * plays at an instant, as a pure function of the clock, so that a preview, a player and every
 * screen of a wall agree without talking to each other.
 */

/** Where a run of items stands at an instant. */
export interface CyclePosition {
  /** The item playing. */
  index: number;
  /** How far into it, in ms. */
  offsetMs: number;
  /** How many times the whole run went by before this one (0 the first time). */
  round: number;
  /** Clock times the item started and ends, in epoch ms. */
  startedAt: number;
  endsAt: number;
  /** How many items played before this one since the anchor: a number that changes at each item. */
  step: number;
}

/**
 * The item playing at `at` of items each playing its duration (ms) in turn from `anchor`, over and
 * over. Before the anchor it counts back, so any instant has its item. Null when there is nothing
 * to play (no item, or no time at all).
 */
export function cycleAt(durations: readonly number[], at: number, anchor = 0): CyclePosition | null {
  const total = durations.reduce((sum, d) => sum + Math.max(0, d), 0);
  if (durations.length === 0 || total <= 0) return null;
  const elapsed = at - anchor;
  const round = Math.floor(elapsed / total);
  let within = elapsed - round * total;
  for (let index = 0; index < durations.length; index++) {
    const d = Math.max(0, durations[index]!);
    if (within < d) {
      const startedAt = at - within;
      return {
        index,
        offsetMs: within,
        round,
        startedAt,
        endsAt: startedAt + d,
        step: round * durations.length + index,
      };
    }
    within -= d;
  }
  // Only rounding of fractional durations reaches here: the run's last item with time.
  const last = durations.findLastIndex((d) => d > 0);
  return { index: last, offsetMs: 0, round, startedAt: at, endsAt: at, step: round * durations.length + last };
}

/**
 * Like cycleAt, but the items play once: after the last one's end it stays on the last (`done`
 * true). Before the anchor the first plays, from its start.
 */
export function onceAt(
  durations: readonly number[],
  at: number,
  anchor: number,
): (CyclePosition & { done: boolean }) | null {
  const total = durations.reduce((sum, d) => sum + Math.max(0, d), 0);
  const p = cycleAt(durations, Math.max(at, anchor), anchor);
  if (!p) return null;
  if (at - anchor < total) return { ...p, done: false };
  const index = durations.length - 1;
  const endsAt = anchor + total;
  return {
    index,
    offsetMs: Math.max(0, durations[index]!),
    round: 0,
    startedAt: endsAt - Math.max(0, durations[index]!),
    endsAt: Number.POSITIVE_INFINITY,
    // A step of its own: the end of the run is a change (a sound stops).
    step: durations.length,
    done: true,
  };
}

/**
 * A shuffled order of `count` items, the same wherever it is worked out from the same seed (every
 * screen shuffles a round alike): Fisher–Yates driven by mulberry32.
 */
export function shuffledOrder(count: number, seed: number): number[] {
  let state = Math.floor(seed) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * How a run of items is timed: `loop` over and over from the clock's epoch (the same item at the
 * same instant on every screen and in the preview, whenever its scene started), or `once` from the
 * moment the widget started showing (its scene's start), the last item staying.
 */
export type CycleMode = 'loop' | 'once';

/** The position of a run at an instant; `done` when a run played once is over. */
export type Position = CyclePosition & { done: boolean };

/**
 * The position at `at` of items of these durations, timed by `mode` (`start`: when the widget
 * started showing). With `shuffle` each round plays the items in another order (shuffledOrder,
 * seeded by the round when looping, by the start when played once); `index` is then still the
 * item's place in the list.
 */
export function positionAt(
  durations: readonly number[],
  at: number,
  mode: CycleMode,
  start: number,
  shuffle = false,
): Position | null {
  const plain = (list: readonly number[]): Position | null => {
    if (mode === 'once') return onceAt(list, at, start);
    const p = cycleAt(list, at, 0);
    return p && { ...p, done: false };
  };
  const p = plain(durations);
  if (!p || !shuffle || durations.length < 2) return p;
  // Every order of a round lasts as long, so the round is the same whatever the order.
  const order = shuffledOrder(durations.length, mode === 'once' ? start : p.round);
  const q = plain(order.map((i) => durations[i]!))!;
  return { ...q, index: order[q.index]! };
}
