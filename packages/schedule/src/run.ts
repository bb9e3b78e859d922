import type { Lineup, Segment, Slot } from './segments.js';

/** One turn of one entry on screen, `[from, to)`; cut short where its segment ends. */
export interface Play {
  planId: string;
  entryId: string;
  programId: string;
  kind: 'loop' | 'default' | 'interstitial';
  from: number;
  to: number;
}

/** At most this many states are remembered while looking for the lineup's period. */
const STATES_KEPT = 4096;

/**
 * Walks the plays of a segment from its start, in order, calling `visit` for each until it returns
 * false or the segment ends. The loop's entries play in turn; after each of them every break that
 * is due plays its next entry. Given `skipTo`, whole periods of the lineup that end before it are
 * skipped (a period: the walk reaches the same state again, shifted in time), so finding what plays
 * late in a long segment costs one period, not the whole segment.
 */
export function walk(segment: Segment, visit: (play: Play) => boolean, skipTo?: number): void {
  const { lineup } = segment;
  const slots = lineup.slots;
  if (lineup.kind === 'none' || slots.length === 0) return;
  const breaks = lineup.breaks.map((b) => ({ ...b, since: 0, last: segment.from, turn: 0 }));
  const seen = skipTo === undefined ? undefined : new Map<string, number>();
  let t = segment.from;
  let i = 0;
  const emit = (slot: Slot, kind: Play['kind']): boolean => {
    const to = Math.min(t + slot.lengthMs, segment.to);
    const go = visit({ planId: slot.planId, entryId: slot.entryId, programId: slot.programId, kind, from: t, to });
    t = to;
    return go && t < segment.to;
  };
  for (;;) {
    if (seen && skipTo !== undefined) {
      const key = `${i}|${breaks.map((b) => `${b.turn},${'items' in b.every ? b.since : t - b.last}`).join('|')}`;
      const then = seen.get(key);
      if (then !== undefined) {
        const period = t - then;
        const jumps = Math.floor((skipTo - t) / period);
        if (jumps > 0) {
          t += jumps * period;
          for (const b of breaks) b.last += jumps * period;
        }
        seen.clear();
      } else if (seen.size < STATES_KEPT) seen.set(key, t);
    }
    if (!emit(slots[i]!, lineup.kind)) return;
    i = (i + 1) % slots.length;
    for (const b of breaks) {
      b.since++;
      const due = 'items' in b.every ? b.since >= b.every.items : t - b.last >= b.every.minutes * 60_000;
      if (!due) continue;
      b.since = 0;
      b.last = t;
      const slot = b.slots[b.turn % b.slots.length]!;
      b.turn = (b.turn + 1) % b.slots.length;
      if (!emit(slot, 'interstitial')) return;
    }
  }
}

/** What plays at `t` within `segment` (undefined when its lineup is none). */
export function playAt(segment: Segment, t: number): Play | undefined {
  let found: Play | undefined;
  walk(
    segment,
    (p) => {
      if (p.to > t) {
        found = p;
        return false;
      }
      return true;
    },
    t,
  );
  return found;
}

export type { Lineup };
