import type { Message, ScheduleInput } from './plan.js';
import { playAt, walk, type Play } from './run.js';
import { cachedDaySegments, segmentsOfDays, type Segment } from './segments.js';
import { spans, type Span } from './when.js';
import { DAY_MS, wallAt, zone } from './zone.js';

/** What a terminal shows at a moment, and until when that answer holds. */
export interface Answer {
  /** The program on screen, or null: nothing may play (a gap). */
  play: Play | null;
  /** An emergency message covering everything, or null. */
  emergency: string | null;
  /** Messages shown over the program, at most one per position (none while an emergency shows). */
  messages: string[];
  /** The answer holds until this moment (exclusive): ask again then. */
  until: number;
}

function segmentAt(input: ScheduleInput, t: number): Segment {
  const { day } = wallAt(zone(input.timeZone), t);
  // Within a day's segments, or on the edge of a day that a clock change moved.
  for (const d of [day, day - 1, day + 1]) {
    const found = cachedDaySegments(input, d).find((s) => s.from <= t && t < s.to);
    if (found) return found;
  }
  throw new Error(`No segment holds ${t}`);
}

function holds(m: Message, t: number, timeZone: string): Span | undefined {
  return spans(m.when, zone(timeZone), t, t + 1)[0];
}

/** The messages showing at `t`: the emergency, or the best of each position (newest among equals). */
function messagesAt(input: ScheduleInput, t: number): { emergency: string | null; messages: string[] } {
  let emergency: Message | undefined;
  const byPosition = new Map<Message['position'], Message>();
  for (const m of input.messages) {
    if (!holds(m, t, input.timeZone)) continue;
    if (m.emergency) {
      if (!emergency || m.priority >= emergency.priority) emergency = m;
      continue;
    }
    const best = byPosition.get(m.position);
    if (!best || m.priority >= best.priority) byPosition.set(m.position, m);
  }
  if (emergency) return { emergency: emergency.id, messages: [] };
  const order: Message['position'][] = ['full', 'top', 'middle', 'bottom'];
  return {
    emergency: null,
    messages: order.map((p) => byPosition.get(p)?.id).filter((id): id is string => id !== undefined),
  };
}

/** The first moment after `t` at which a message starts or stops (looking a day ahead). */
function nextMessageChange(input: ScheduleInput, t: number): number {
  let next = Infinity;
  const z = zone(input.timeZone);
  for (const m of input.messages) {
    for (const s of spans(m.when, z, t, t + DAY_MS)) {
      if (s.from > t) next = Math.min(next, s.from);
      if (s.to > t) next = Math.min(next, s.to);
    }
  }
  return next;
}

/** What plays on the terminal at `t` (epoch ms): the one answer the player, the server and the timeline share. */
export function whatPlays(input: ScheduleInput, t: number): Answer {
  const segment = segmentAt(input, t);
  const play = playAt(segment, t) ?? null;
  const shown = messagesAt(input, t);
  const until = Math.min(play ? play.to : segment.to, segment.to, nextMessageChange(input, t));
  return { play, ...shown, until };
}

/** A message's showing in a timeline. */
export interface MessageSpan extends Span {
  messageId: string;
  emergency: boolean;
}

export interface Timeline {
  /** From `from` to `to` with no hole: where nothing may play, a segment whose lineup is of kind none. */
  segments: Segment[];
  /** Every play, clipped to `[from, to)` (only when asked for: a week of short programs is long). */
  plays?: Play[];
  messages: MessageSpan[];
}

/**
 * What plays on the terminal over `[from, to)`, computed exactly as `whatPlays` answers it moment
 * by moment. `plays` lists each turn; leave it out for a week's overview.
 */
export function timeline(input: ScheduleInput, from: number, to: number, options: { plays?: boolean } = {}): Timeline {
  const z = zone(input.timeZone);
  const segments: Segment[] = [];
  const plays: Play[] = [];
  const first = wallAt(z, from).day;
  const last = wallAt(z, Math.max(from, to - 1)).day;
  for (const s of segmentsOfDays(input, first, last)) {
    const a = Math.max(s.from, from);
    const b = Math.min(s.to, to);
    if (!(a < b)) continue;
    segments.push({ from: a, to: b, lineup: s.lineup });
    if (options.plays) {
      walk(
        s,
        (p) => {
          if (p.to > from && p.from < to) plays.push({ ...p, from: Math.max(p.from, from), to: Math.min(p.to, to) });
          return p.to < to;
        },
        from > s.from ? from : undefined,
      );
    }
  }
  const messages: MessageSpan[] = [];
  for (const m of input.messages) {
    for (const s of spans(m.when, z, from, to)) messages.push({ messageId: m.id, emergency: m.emergency, ...s });
  }
  return { segments, ...(options.plays ? { plays } : {}), messages };
}
