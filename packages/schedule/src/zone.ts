/**
 * Wall-clock time in an IANA time zone, from epoch milliseconds and back, with nothing but Intl.
 *
 * Days are counted as whole days since 1970-01-01 (a "day number"), minutes from a day's midnight.
 * A wall time that does not exist (the hour skipped when clocks go forward) means the same time
 * after the gap, as RFC 5545 and Temporal's "compatible" choice have it (02:30 becomes 03:30); a
 * wall time that happens twice (the hour repeated when clocks go back) means its first occurrence.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/**
 * Offsets are cached per quarter hour of UTC: every zone of the time zone database changes its
 * offset only at whole quarter hours of UTC, so one quarter hour has one offset.
 */
const BUCKET_MS = 15 * MINUTE_MS;

export interface Zone {
  readonly name: string;
  /** Milliseconds to add to UTC to get the wall clock at `t`. */
  offset(t: number): number;
}

const zones = new Map<string, Zone>();

/** The zone of that name; an unknown name is UTC (a player with a zone its Intl lacks still plays). */
export function zone(name: string): Zone {
  const known = zones.get(name);
  if (known) return known;
  let format: Intl.DateTimeFormat | undefined;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
  } catch {
    format = undefined;
  }
  const cache = new Map<number, number>();
  const made: Zone = {
    name: format ? name : 'UTC',
    offset(t: number): number {
      if (!format) return 0;
      const bucket = Math.floor(t / BUCKET_MS);
      let off = cache.get(bucket);
      if (off === undefined) {
        const at = bucket * BUCKET_MS;
        off = wallOf(format, at) - at;
        if (cache.size > 50_000) cache.clear();
        cache.set(bucket, off);
      }
      return off;
    },
  };
  zones.set(name, made);
  return made;
}

/** The wall clock of `format` at `t`, read as if it were UTC (whole seconds). */
function wallOf(format: Intl.DateTimeFormat, t: number): number {
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(t)) p[part.type] = part.value;
  let year = Number(p.year);
  if (p.era === 'BC' || p.era === 'B') year = 1 - year;
  const utc = Date.UTC(year, Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  if (year >= 0 && year < 100) {
    const d = new Date(utc);
    d.setUTCFullYear(year);
    return d.getTime();
  }
  return utc;
}

/** The day number and the minute of the day (with its fraction) on the wall clock at `t`. */
export function wallAt(z: Zone, t: number): { day: number; minute: number } {
  const wall = t + z.offset(t);
  const day = Math.floor(wall / DAY_MS);
  return { day, minute: (wall - day * DAY_MS) / MINUTE_MS };
}

/** The moment the wall clock shows `minute` minutes after midnight of `day` (minute may pass 1440). */
export function momentOf(z: Zone, day: number, minute: number): number {
  const wall = day * DAY_MS + minute * MINUTE_MS;
  // The offsets a day before and after: a wall time has at most these two (no zone changes twice in two days).
  const before = z.offset(wall - DAY_MS);
  const after = z.offset(wall + DAY_MS);
  if (before === after) return wall - before;
  const early = wall - Math.max(before, after);
  const late = wall - Math.min(before, after);
  const earlyOk = z.offset(early) === Math.max(before, after);
  const lateOk = z.offset(late) === Math.min(before, after);
  if (earlyOk) return early; // the only one, or the first of two
  if (lateOk) return late;
  // In the gap: the same wall time read with the offset before the change, which lands after it.
  return wall - before;
}

/**
 * The offset of every wall time of `day` and the day after, when it is one (no clock change from
 * the day before to two days after); null otherwise. Saves `momentOf` its checks on most days.
 */
export function steadyOffset(z: Zone, day: number): number | null {
  const a = z.offset((day - 1) * DAY_MS);
  return a === z.offset((day + 3) * DAY_MS) && a === z.offset((day + 1) * DAY_MS) ? a : null;
}

const days = new Map<string, number>();

/** Day number of a `YYYY-MM-DD` date. */
export function dayOfDate(date: string): number {
  let day = days.get(date);
  if (day === undefined) {
    const [y, m, d] = date.split('-').map(Number);
    day = Math.floor(Date.UTC(y!, m! - 1, d!) / DAY_MS);
    if (days.size > 10_000) days.clear();
    days.set(date, day);
  }
  return day;
}

/** `YYYY-MM-DD` of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a day number: 1 Monday … 7 Sunday (day 0, 1970-01-01, was a Thursday). */
export function weekdayOf(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}
