import { z } from 'zod/mini';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { INT32_MAX, jsonField, requiredLine, trimmedLine, withDefault } from './inputs.js';

/**
 * Play plans (spec 2 playPlan/list and playPlan/planMake, issue 13 item 1): an office's ordered
 * sets of programs, each entry with how long it plays, when it may play on the terminal's wall
 * clock (dates, weekdays, daily windows) and a priority. What a terminal plays of its plans is
 * @apm/schedule's answer (docs/scheduling.md); these are the plans' records, under
 * /a/api/playPlan/ (docs/api.md).
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

/** An entry as a plan's detail answers it, with its program as it is now. */
export const planEntry = z.extend(planEntryInput, {
  /** The program's name now; null when it was deleted or left your range. */
  programName: z.nullable(z.string()),
  /** How long the program plays once (its main scenes' durations summed), ms; 0 when it is gone. */
  programLengthMs: z.int(),
  /** The program's canvas now (0 × 0 when it is gone). */
  width: z.int(),
  height: z.int(),
});
export type PlanEntry = z.infer<typeof planEntry>;

/** A plan as lists show it. */
export const planItem = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLAN_KINDS),
  officeId: z.string(),
  officeName: z.string(),
  /** Interstitial plans: after how many items, or how many minutes, they break in (else null). */
  everyItems: z.nullable(z.int()),
  everyMinutes: z.nullable(z.int()),
  entries: z.int(),
  /** 1 after the first save, one more with each save since. */
  version: z.int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Who saved it last ('' when that user is gone). */
  updatedBy: z.string(),
});
export type PlanItem = z.infer<typeof planItem>;

/** One plan with its entries. */
export const planDetail = z.extend(planItem, { entryList: z.array(planEntry) });
export type PlanDetail = z.infer<typeof planDetail>;

/** GET list: a page of the plans of your range, newest change first, by part of the name and by kind. */
export const planListQuery = z.extend(pageQuery, {
  name: withDefault(trimmedLine(PLAN_NAME_MAX), ''),
  kind: withDefault(z.union([z.enum(PLAN_KINDS), z.literal('')]), ''),
});
export type PlanListQuery = z.infer<typeof planListQuery>;

export const planIdQuery = z.object({ id });

const positive = (max: number) => z.coerce.number().check(z.int(), z.gte(1), z.lte(max));

/**
 * POST save (form): without `id` a new plan of the office you work in; with `id` an edit, which
 * must still be at `version` (a save over a newer one is refused with CONFLICT). `entries` is the
 * JSON text of the entries in order. An interstitial plan needs `everyItems` or `everyMinutes`
 * (one of them); other kinds take neither.
 */
export const planSave = z
  .object({
    id: z.optional(id),
    version: z.optional(positive(INT32_MAX)),
    name: requiredLine(PLAN_NAME_MAX),
    kind: z.enum(PLAN_KINDS),
    everyItems: z.optional(positive(PLAN_EVERY_ITEMS_MAX)),
    everyMinutes: z.optional(positive(PLAN_EVERY_MINUTES_MAX)),
    entries: jsonField(
      z.array(planEntryInput).check(
        z.minLength(1),
        z.maxLength(PLAN_ENTRIES_MAX),
        z.refine((es) => new Set(es.map((e) => e.id)).size === es.length, 'Each entry id once'),
      ),
      PLAN_ENTRIES_TEXT_MAX,
    ),
  })
  .check(
    z.refine((s) => s.id === undefined || s.version !== undefined, {
      message: 'The version the edit started from is required',
      path: ['version'],
    }),
    z.refine((s) => s.kind !== 'interstitial' || (s.everyItems === undefined) !== (s.everyMinutes === undefined), {
      message: 'An interstitial plan breaks in after a number of items or of minutes: give one of them',
      path: ['everyItems'],
    }),
    z.refine((s) => s.kind === 'interstitial' || (s.everyItems === undefined && s.everyMinutes === undefined), {
      message: 'Only an interstitial plan breaks in',
      path: ['everyItems'],
    }),
  );
export type PlanSave = z.infer<typeof planSave>;

/** jsonObject of a save refused with CONFLICT: the plan as it is now, saved by someone else. */
export const planConflict = z.object({ version: z.int(), updatedAt: z.number(), updatedBy: z.string() });
export type PlanConflict = z.infer<typeof planConflict>;

export const playPlanApi = endpoints('playPlan', {
  list: {
    method: 'GET',
    path: '/a/api/playPlan/list',
    access: 'content:playPlan:view',
    summary:
      'A page of the plans of your range, most recently changed first; `name` filters by part of the name, `kind` by kind',
    input: planListQuery,
    answer: { data: pageOf(planItem) },
  },
  detail: {
    method: 'GET',
    path: '/a/api/playPlan/detail',
    access: 'content:playPlan:view',
    summary: 'One plan of your range with its entries and their programs as they are now',
    input: planIdQuery,
    answer: { jsonObject: planDetail },
  },
  save: {
    method: 'POST',
    path: '/a/api/playPlan/save',
    access: 'content:playPlan:edit',
    summary:
      'Creates a plan (no id) or saves an edit of one at its current version; entries naming a program not in your ' +
      'range are refused at the field (programMissing), a save over a newer one with CONFLICT',
    input: planSave,
    answer: { jsonObject: planItem },
  },
  copy: {
    method: 'POST',
    path: '/a/api/playPlan/copy',
    access: 'content:playPlan:edit',
    summary: 'Copies a plan of your range into the office you work in, named "<name> (2)" (the first free number)',
    input: planIdQuery,
    answer: { jsonObject: planItem },
  },
  delete: {
    method: 'POST',
    path: '/a/api/playPlan/delete',
    access: 'content:playPlan:delete',
    summary: 'Deletes a plan of your range (its publish records keep what they published)',
    input: planIdQuery,
  },
});
