import { DAY_MS, dayOfDate, MINUTE_MS, momentOf, steadyOffset, weekdayOf, type Zone } from './zone.js';

/** A daily window of wall-clock time, `HH:MM` each; an end at or before the start ends the next day. */
export interface DailyWindow {
  start: string;
  end: string;
}

/**
 * When something may play. Every part that is given narrows it; none given means always.
 * Dates, weekdays and windows read the terminal's wall clock; `from` and `to` are moments.
 */
export interface When {
  /** First and last day (`YYYY-MM-DD`, both included) on which a window may start. */
  startDate?: string | null;
  endDate?: string | null;
  /** ISO weekdays (1 Monday … 7 Sunday) on which a window may start; empty or absent: every day. */
  weekdays?: readonly number[] | null;
  /** Daily windows; empty or absent: the whole day. A window crossing midnight belongs to the day it starts. */
  windows?: readonly DailyWindow[] | null;
  /** Epoch ms: not before `from`, and before `to`. */
  from?: number | null;
  to?: number | null;
}

/** A half-open span of time `[from, to)` in epoch ms. */
export interface Span {
  from: number;
  to: number;
}

const minutes = new Map<string, number>();

/** Minutes after midnight of `HH:MM` (00:00–23:59). */
export function minutesOf(hhmm: string): number {
  let known = minutes.get(hhmm);
  if (known === undefined) {
    const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
    if (!m) throw new RangeError(`Not a time of day (HH:MM): ${hhmm}`);
    known = Number(m[1]) * 60 + Number(m[2]);
    minutes.set(hhmm, known);
  }
  return known;
}

/** Whether windows may start on `day` (its date and weekday). */
function dayAllowed(when: When, day: number): boolean {
  if (when.startDate && day < dayOfDate(when.startDate)) return false;
  if (when.endDate && day > dayOfDate(when.endDate)) return false;
  const weekdays = when.weekdays;
  return !weekdays || weekdays.length === 0 || weekdays.includes(weekdayOf(day));
}

/**
 * The spans of `when` that start on `day` (before `from`/`to` are applied): each window from its
 * start on that day to its end (the next day when it ends at or before its start), or the whole day.
 */
function spansStartingOn(when: When, z: Zone, day: number, out: Span[]): void {
  if (!dayAllowed(when, day)) return;
  const steady = steadyOffset(z, day);
  const windows = when.windows;
  const count = windows && windows.length ? windows.length : 1;
  for (let k = 0; k < count; k++) {
    const w = windows?.[k];
    const start = w ? minutesOf(w.start) : 0;
    let end = w ? minutesOf(w.end) : 1440;
    if (end <= start) end += 1440;
    out.push(
      steady === null
        ? { from: momentOf(z, day, start), to: momentOf(z, day, end) }
        : { from: day * DAY_MS + start * MINUTE_MS - steady, to: day * DAY_MS + end * MINUTE_MS - steady },
    );
  }
}

/**
 * The spans in which `when` holds that meet `[from, to)`, clipped to it, sorted and merged.
 * Looks at the day before `from` too, for windows that cross midnight.
 */
export function spans(when: When, z: Zone, from: number, to: number): Span[] {
  const lo = Math.max(from, when.from ?? -Infinity);
  const hi = Math.min(to, when.to ?? Infinity);
  if (!(lo < hi)) return [];
  const first = Math.floor((lo + z.offset(lo)) / DAY_MS) - 1;
  const last = Math.floor((hi - 1 + z.offset(hi - 1)) / DAY_MS);
  const found: Span[] = [];
  for (let day = first; day <= last; day++) spansStartingOn(when, z, day, found);
  // The spans are fresh objects: clip them in place.
  const clipped = found.filter((s) => {
    s.from = Math.max(s.from, lo);
    s.to = Math.min(s.to, hi);
    return s.from < s.to;
  });
  if (clipped.length < 2) return clipped;
  clipped.sort((x, y) => x.from - y.from);
  const merged: Span[] = [];
  for (const s of clipped) {
    const prev = merged[merged.length - 1];
    if (prev && s.from <= prev.to) prev.to = Math.max(prev.to, s.to);
    else merged.push(s);
  }
  return merged;
}

/** Whether `when` holds at `t`. */
export function holdsAt(when: When, z: Zone, t: number): boolean {
  return spans(when, z, t, t + 1).length > 0;
}
