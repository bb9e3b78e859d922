import { lengthOf, type PlanEntry, type ScheduleInput } from './plan.js';
import { spans, type Span } from './when.js';
import { momentOf, zone, type Zone } from './zone.js';

/** An entry ready to play: which one, and how long each turn lasts. */
export interface Slot {
  planId: string;
  entryId: string;
  programId: string;
  lengthMs: number;
}

/** An interstitial plan breaking into the playing: its rule and the entries it takes in turn. */
export interface Break {
  planId: string;
  every: { items: number } | { minutes: number };
  slots: Slot[];
}

/**
 * What plays during a segment: the loop (or, with no loop entry, the default entries) in turn, with
 * the breaks; `none` when neither may play (a gap: the screen shows nothing).
 */
export interface Lineup {
  kind: 'loop' | 'default' | 'none';
  slots: Slot[];
  breaks: Break[];
}

/** A stretch of one local day during which the lineup does not change. Playing starts over at `from`. */
export interface Segment extends Span {
  lineup: Lineup;
}

interface Candidate {
  slot: Slot;
  kind: 'loop' | 'interstitial' | 'default';
  priority: number;
  every: Break['every'] | null;
  spans: Span[];
}

const NONE: Lineup = { kind: 'none', slots: [], breaks: [] };

/**
 * Who plays among the `live` candidates (indexes, ascending): the top-priority loop entries, else
 * the top-priority default entries (`playing`), and the interstitial entries (`breakers`).
 */
function choose(candidates: readonly Candidate[], live: readonly number[]): { playing: number[]; breakers: number[] } {
  let loopBest = -Infinity;
  let defaultBest = -Infinity;
  for (const i of live) {
    const c = candidates[i]!;
    if (c.kind === 'loop') loopBest = Math.max(loopBest, c.priority);
    else if (c.kind === 'default') defaultBest = Math.max(defaultBest, c.priority);
  }
  const kind = loopBest > -Infinity ? 'loop' : 'default';
  const best = kind === 'loop' ? loopBest : defaultBest;
  const playing = live.filter((i) => candidates[i]!.kind === kind && candidates[i]!.priority === best);
  const breakers = playing.length ? live.filter((i) => candidates[i]!.kind === 'interstitial') : [];
  return { playing, breakers };
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, k) => x === b[k]);
}

function lineupOf(candidates: readonly Candidate[], playing: readonly number[], breakers: readonly number[]): Lineup {
  if (playing.length === 0) return NONE;
  const breaks = new Map<string, Break>();
  for (const i of breakers) {
    const c = candidates[i]!;
    const b = breaks.get(c.slot.planId) ?? { planId: c.slot.planId, every: c.every!, slots: [] };
    b.slots.push(c.slot);
    breaks.set(c.slot.planId, b);
  }
  return {
    kind: candidates[playing[0]!]!.kind === 'loop' ? 'loop' : 'default',
    slots: playing.map((i) => candidates[i]!.slot),
    breaks: [...breaks.values()],
  };
}

/** Puts `i` into the ascending list `live`, or takes it out. */
function toggle(live: number[], i: number, on: boolean): void {
  let lo = 0;
  let hi = live.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (live[mid]! < i) lo = mid + 1;
    else hi = mid;
  }
  if (on) {
    if (live[lo] !== i) live.splice(lo, 0, i);
  } else if (live[lo] === i) live.splice(lo, 1);
}

function candidatesOf(input: ScheduleInput, z: Zone, from: number, to: number): Candidate[] {
  const out: Candidate[] = [];
  for (const plan of input.plans) {
    const every = plan.kind === 'interstitial' ? (plan.every ?? null) : null;
    if (plan.kind === 'interstitial' && !validEvery(every)) continue;
    for (const entry of plan.entries as readonly PlanEntry[]) {
      const s = spans(entry.when, z, from, to);
      if (s.length === 0) continue;
      out.push({
        slot: {
          planId: plan.id,
          entryId: entry.id,
          programId: entry.programId,
          lengthMs: lengthOf(entry, input.programLengths),
        },
        kind: plan.kind,
        priority: entry.priority,
        every,
        spans: s,
      });
    }
  }
  return out;
}

function validEvery(every: Break['every'] | null): every is Break['every'] {
  if (!every) return false;
  const n = 'items' in every ? every.items : every.minutes;
  return Number.isFinite(n) && n >= 1;
}

/** The moments `day` (a day number of the terminal's wall clock) begins and ends. */
export function dayBounds(input: ScheduleInput, day: number): Span {
  const z = zone(input.timeZone);
  return { from: momentOf(z, day, 0), to: momentOf(z, day + 1, 0) };
}

/**
 * The segments of local days `first` to `last`, covering them from the first midnight to the last:
 * playing starts over at each midnight and wherever the lineup changes, and nowhere else (a window
 * opening for a plan that would not play anyway changes nothing). One sweep over the days' window
 * edges, so a week costs little more than a day.
 */
export function segmentsOfDays(input: ScheduleInput, firstDay: number, lastDay: number): Segment[] {
  const z = zone(input.timeZone);
  const midnights: number[] = [];
  for (let day = firstDay; day <= lastDay + 1; day++) midnights.push(momentOf(z, day, 0));
  const from = midnights[0]!;
  const to = midnights[midnights.length - 1]!;
  const candidates = candidatesOf(input, z, from, to);
  // At each moment a span starts or ends, the live candidates change. Each edge is one number,
  // its time after `from` (under 9 days, so far below 2^33 ms) above its code (candidate × 2, + 1
  // for a start, under 2^20): a typed array sorts them by time without a comparator.
  const CODES = 2 ** 20;
  const edges = new Float64Array(candidates.reduce((n, c) => n + c.spans.length * 2, 0));
  let n = 0;
  candidates.forEach((c, i) => {
    for (const s of c.spans) {
      edges[n++] = Math.round(s.from - from) * CODES + i * 2 + 1;
      edges[n++] = Math.round(s.to - from) * CODES + i * 2;
    }
  });
  edges.sort();
  const timeOf = (e: number) => from + Math.floor(e / CODES);
  const live: number[] = [];
  const segments: Segment[] = [];
  let last: { playing: number[]; breakers: number[] } | undefined;
  let k = 0;
  let m = 1; // the next midnight
  let t = from;
  while (t < to) {
    for (; k < edges.length && timeOf(edges[k]!) <= t; k++) {
      const code = edges[k]! % CODES;
      toggle(live, code >> 1, (code & 1) === 1);
    }
    const now = choose(candidates, live);
    const midnight = t === midnights[m - 1];
    if (midnight || !last || !sameList(now.playing, last.playing) || !sameList(now.breakers, last.breakers)) {
      const prev = segments[segments.length - 1];
      if (prev) prev.to = t;
      segments.push({ from: t, to, lineup: lineupOf(candidates, now.playing, now.breakers) });
      last = now;
    }
    const edge = k < edges.length ? timeOf(edges[k]!) : to;
    if (midnights[m]! <= edge) t = midnights[m++]!;
    else t = edge;
  }
  return segments;
}

/** The segments of one local day (`segmentsOfDays` of that day). */
export const daySegments = (input: ScheduleInput, day: number): Segment[] => segmentsOfDays(input, day, day);

const cache = new WeakMap<ScheduleInput, Map<number, Segment[]>>();

/** `daySegments`, remembered for the last days asked of the same input (a player asks all day long). */
export function cachedDaySegments(input: ScheduleInput, day: number): Segment[] {
  let days = cache.get(input);
  if (!days) cache.set(input, (days = new Map()));
  let segments = days.get(day);
  if (!segments) {
    if (days.size >= 8) days.clear();
    segments = daySegments(input, day);
    days.set(day, segments);
  }
  return segments;
}
