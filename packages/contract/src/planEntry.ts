import { z } from 'zod/mini';
import { requiredLine, withDefault } from './inputs.js';

/**
 * A play plan's kinds and entries (docs/scheduling.md), apart from the plan calls: the manifest a
 * terminal reads carries them too (terminal.ts), and playPlan.ts imports what terminals import.
 */

export const PLAN_KINDS = ['loop', 'interstitial', 'default'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PLAN_NAME_MAX = 100;
/** The most entries a plan holds. */
export const PLAN_ENTRIES_MAX = 200;
/** The most daily windows of one entry. */
export const PLAN_WINDOWS_MAX = 12;
/** Priorities run from 0 (the usual) to this (the most urgent). */
export const PLAN_PRIORITY_MAX = 9;
/** An entry's turn by duration: from 1 second to 24 hours. */
export const PLAN_DURATION_MIN_MS = 1000;
export const PLAN_DURATION_MAX_MS = 86_400_000;
/** An entry's turn by plays: its program from 1 to this many times. */
export const PLAN_PLAYS_MAX = 1000;
/** An interstitial plan breaks in after every 1 to this many items, or every 1 to this many minutes. */
export const PLAN_EVERY_ITEMS_MAX = 1000;
export const PLAN_EVERY_MINUTES_MAX = 1440;
/** The longest entries text a save takes (JSON characters): 200 entries of 12 windows fit well. */
export const PLAN_ENTRIES_TEXT_MAX = 400_000;

/**
 * Why an entry's program is refused (`data.fields[].message` at `entries.<n>.programId`); the
 * console translates them (`playPlan.problems.<key>`).
 */
export const PLAN_PROGRAM_PROBLEMS = ['programMissing'] as const;
export type PlanProgramProblem = (typeof PLAN_PROGRAM_PROBLEMS)[number];

const id = requiredLine(64);
const int = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/** `HH:MM` of a 24-hour clock. */
export const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'));

/** `YYYY-MM-DD`, a day that exists. */
export const calendarDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  z.refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'YYYY-MM-DD'),
);

/** When an entry may play, read on each terminal's wall clock (docs/scheduling.md). */
export const planWhen = z
  .object({
    startDate: withDefault(z.nullable(calendarDate), null),
    endDate: withDefault(z.nullable(calendarDate), null),
    /** ISO weekdays, 1 Monday … 7 Sunday; empty: every day. */
    weekdays: withDefault(
      z.array(int(1, 7)).check(
        z.maxLength(7),
        z.refine((w) => new Set(w).size === w.length, 'Each weekday once'),
      ),
      [],
    ),
    /** Daily windows; empty: the whole day. An end at or before the start ends the next day. */
    windows: withDefault(
      z.array(z.object({ start: timeOfDay, end: timeOfDay })).check(z.maxLength(PLAN_WINDOWS_MAX)),
      [],
    ),
  })
  .check(
    z.refine((w) => !w.startDate || !w.endDate || w.startDate <= w.endDate, {
      message: 'The last day comes before the first',
      path: ['endDate'],
    }),
  );
export type PlanWhen = z.infer<typeof planWhen>;

/** How long an entry plays each time its turn comes. */
export const planPlay = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('duration'), ms: int(PLAN_DURATION_MIN_MS, PLAN_DURATION_MAX_MS) }),
  z.object({ mode: z.literal('plays'), count: int(1, PLAN_PLAYS_MAX) }),
]);
export type PlanPlay = z.infer<typeof planPlay>;

/** One entry of a plan as a save sends it. */
export const planEntryInput = z.object({
  /** The entry's own id within the plan (the editor makes it; stable across saves). */
  id: requiredLine(64),
  programId: id,
  play: planPlay,
  priority: withDefault(int(0, PLAN_PRIORITY_MAX), 0),
  when: withDefault(planWhen, { startDate: null, endDate: null, weekdays: [], windows: [] }),
});
export type PlanEntryInput = z.infer<typeof planEntryInput>;
