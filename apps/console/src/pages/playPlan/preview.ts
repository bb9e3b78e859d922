import {
  dateOfDay,
  dayOfDate,
  momentOf,
  spans,
  timeline,
  wallAt,
  weekdayOf,
  zone,
  type ScheduleInput,
  type Span,
  type Zone,
} from '@apm/schedule';

/** The preview shows one day, the week (Monday to Sunday) of a day, or the weeks of its month. */
export type View = 'day' | 'week' | 'month';

/** A stretch of the preview with the entry it belongs to. */
export interface Bar extends Span {
  entryId: string;
}

/** A stretch during which the same entries share the screen (empty: a gap, nothing plays). */
export interface Stretch extends Span {
  entryIds: string[];
}

export interface EntryRow {
  entryId: string;
  /** When its dates, weekdays and windows let it play. */
  live: Span[];
  /** When it takes its turns: live, and not outranked (or, for an interstitial one, with something to break into). */
  playing: Span[];
}

export interface Preview {
  from: number;
  to: number;
  /** The days shown: their first moment on the wall clock, and their day number. */
  days: { day: number; from: number; to: number }[];
  rows: EntryRow[];
  /** Who shares the screen when, with the gaps, from start to end with no hole. */
  stretches: Stretch[];
  /** Each turn (adjacent turns of one entry joined); null where there are too many to draw (a week, a month). */
  plays: Bar[] | null;
}

/** More turns than this are not drawn one by one: the preview shows who shares the screen instead. */
export const MAX_PLAYS_DRAWN = 1500;

/** The Monday of the week of a day. */
const mondayOf = (day: number) => day - (weekdayOf(day) - 1);

/**
 * The days of the view around `date` (`YYYY-MM-DD`) in the zone: the day itself, its week from
 * Monday, or the whole weeks (Monday to Sunday) its month touches.
 */
export function daysOf(view: View, date: string, z: Zone): Preview['days'] {
  const picked = dayOfDate(date);
  let first = picked;
  let count = 1;
  if (view === 'week') {
    first = mondayOf(picked);
    count = 7;
  } else if (view === 'month') {
    const month = date.slice(0, 7);
    let last = dayOfDate(`${month}-28`);
    while (dateOfDay(last + 1).startsWith(month)) last++;
    first = mondayOf(dayOfDate(`${month}-01`));
    count = mondayOf(last) + 7 - first;
  }
  return Array.from({ length: count }, (_, i) => ({
    day: first + i,
    from: momentOf(z, first + i, 0),
    to: momentOf(z, first + i + 1, 0),
  }));
}

/** Spans with those that touch or overlap joined, in order. */
export function joined<T extends Span>(list: readonly T[], same: (a: T, b: T) => boolean = () => true): T[] {
  const out: T[] = [];
  for (const s of [...list].sort((a, b) => a.from - b.from)) {
    const last = out.at(-1);
    if (last && s.from <= last.to && same(last, s)) last.to = Math.max(last.to, s.to);
    else out.push({ ...s });
  }
  return out;
}

/**
 * What the plan of `input` plays over the days of the view: per entry when it may and when it does
 * play, who shares the screen when (gaps included), and each turn unless there are too many.
 * Everything comes from @apm/schedule, so the preview is what a terminal in that zone would do.
 */
export function previewOf(input: ScheduleInput, view: View, date: string): Preview {
  const z = zone(input.timeZone);
  const days = daysOf(view, date, z);
  const from = days[0]!.from;
  const to = days.at(-1)!.to;
  const entries = input.plans.flatMap((p) => p.entries);
  const wanted = view === 'day' && entries.length > 0;
  const answer = timeline(input, from, to, { plays: wanted });

  const stretches: Stretch[] = joined(
    answer.segments.map((s) => ({
      from: s.from,
      to: s.to,
      entryIds: [...s.lineup.slots, ...s.lineup.breaks.flatMap((b) => b.slots)].map((slot) => slot.entryId),
    })),
    (a, b) => a.entryIds.join() === b.entryIds.join(),
  );
  const rows = entries.map((e) => ({
    entryId: e.id,
    live: joined(spans(e.when, z, from, to)),
    playing: joined(stretches.filter((s) => s.entryIds.includes(e.id))),
  }));
  const plays = answer.plays
    ? joined(
        answer.plays.map((p) => ({ from: p.from, to: p.to, entryId: p.entryId })),
        (a, b) => a.entryId === b.entryId,
      )
    : null;
  return { from, to, days, rows, stretches, plays: plays && plays.length <= MAX_PLAYS_DRAWN ? plays : null };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The wall clock at `t` as `HH:MM`; an end falling on a midnight reads `24:00` (the end of the day
 * it closes), so a bar to midnight reads 14:00–24:00, not 14:00–00:00.
 */
export function clockAt(z: Zone, t: number, end = false): string {
  const { minute } = wallAt(z, t);
  const m = Math.floor(minute);
  if (end && m === 0) return '24:00';
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** The `YYYY-MM-DD` date on the wall clock at `t` (for an end, the day it closes). */
export function dateAt(z: Zone, t: number, end = false): string {
  const { day, minute } = wallAt(z, t);
  return dateOfDay(end && Math.floor(minute) === 0 ? day - 1 : day);
}

/** Where a span lies in the view, in percent of its width. */
export function placeOf(span: Span, view: { from: number; to: number }): { left: number; width: number } {
  const total = view.to - view.from;
  const a = Math.max(span.from, view.from);
  const b = Math.min(span.to, view.to);
  return { left: ((a - view.from) / total) * 100, width: (Math.max(0, b - a) / total) * 100 };
}
