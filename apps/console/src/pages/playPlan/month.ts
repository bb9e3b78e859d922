import { dateOfDay, type Plan, type ScheduleInput, type Span } from '@apm/schedule';
import { previewOf, type Stretch } from './preview';

/** What one entry does on a day of the month calendar. */
export interface DayEntry {
  entryId: string;
  /** Its plan's kind: a default entry fills where no loop entry plays; an interstitial one breaks in. */
  kind: Plan['kind'];
  /** When it takes its turns that day; for an interstitial entry that waits, when it would break in. */
  spans: Span[];
  /** An interstitial entry live that day with nothing to break into: it does not play. */
  waits: boolean;
}

/** A day of the month calendar. */
export interface MonthDay {
  day: number;
  /** `YYYY-MM-DD` on the zone's calendar. */
  date: string;
  /** Its first moment on the wall clock, and the next day's (23 or 25 hours apart on a clock change). */
  from: number;
  to: number;
  /** Whether it belongs to the month shown (the others fill its first and last week). */
  inMonth: boolean;
  /** The entries that play that day (and interstitial ones that wait), by when they first play. */
  entries: DayEntry[];
  /** Who shares the screen when that day, gaps included, from its first moment to its last. */
  stretches: Stretch[];
  /** When nothing plays that day. */
  gaps: Span[];
  /** Nothing plays the whole day. */
  silent: boolean;
}

export interface Month {
  /** `YYYY-MM`. */
  month: string;
  /** Whole weeks, Monday to Sunday, from the one of the month's first day to the one of its last. */
  days: MonthDay[];
}

/** The parts of spans within [from, to). */
function within<T extends Span>(list: readonly T[], from: number, to: number): T[] {
  return list
    .filter((s) => s.to > from && s.from < to)
    .map((s) => ({ ...s, from: Math.max(s.from, from), to: Math.min(s.to, to) }));
}

/**
 * What the plans of `input` play on each day of the month of `date` (`YYYY-MM-DD` or `YYYY-MM`) and
 * of the days around it that complete its weeks: the preview of those weeks (previewOf) cut at each
 * midnight of the zone, so a window across midnight shows on both days.
 */
export function monthOf(input: ScheduleInput, date: string): Month {
  const month = date.slice(0, 7);
  const preview = previewOf(input, 'month', `${month}-01`);
  const kinds = new Map(input.plans.flatMap((p) => p.entries.map((e) => [e.id, p.kind] as const)));
  const days = preview.days.map(({ day, from, to }): MonthDay => {
    const stretches = within(preview.stretches, from, to);
    const gaps = stretches.filter((s) => s.entryIds.length === 0).map(({ from: a, to: b }) => ({ from: a, to: b }));
    const entries: DayEntry[] = [];
    for (const row of preview.rows) {
      const kind = kinds.get(row.entryId) ?? 'loop';
      const playing = within(row.playing, from, to);
      const live = kind === 'interstitial' && playing.length === 0 ? within(row.live, from, to) : [];
      const spans = playing.length > 0 ? playing : live;
      if (spans.length > 0) entries.push({ entryId: row.entryId, kind, spans, waits: live.length > 0 });
    }
    // Stable: entries starting together keep the plan's order.
    entries.sort((a, b) => a.spans[0]!.from - b.spans[0]!.from);
    const date = dateOfDay(day);
    return {
      day,
      date,
      from,
      to,
      inMonth: date.startsWith(month),
      entries,
      stretches,
      gaps,
      silent: stretches.every((s) => s.entryIds.length === 0),
    };
  });
  return { month, days };
}

/** The entries of a day a cell has room for, and the rest (behind "+N more"); never "+1 more". */
export function fitting<T>(list: readonly T[], room: number): { shown: T[]; more: T[] } {
  const cut = list.length > room ? room - 1 : list.length;
  return { shown: list.slice(0, cut), more: list.slice(cut) };
}
