import { z } from 'zod/mini';
import { terminalGroupItem, terminalGroupListQuery } from './terminalGroup.js';
import { endpoints, pageOf } from './endpoint.js';
import {
  acceptedProblems,
  publishCheck,
  PUBLISH_SAVE_MAX_BYTES,
  PUBLISH_TERMINALS_MAX,
  published,
  publishOfficeNode,
  publishOfficePageQuery,
  publishTerminal,
  publishTerminalQuery,
  publishTreeQuery,
} from './publish.js';
import { pageQuery } from './envelope.js';
import { commaIdList, INT32_MAX, jsonField, requiredLine, trimmedLine, withDefault } from './inputs.js';
import {
  PLAN_ENTRIES_MAX,
  PLAN_ENTRIES_TEXT_MAX,
  PLAN_EVERY_ITEMS_MAX,
  PLAN_EVERY_MINUTES_MAX,
  PLAN_KINDS,
  PLAN_NAME_MAX,
  planEntryInput,
} from './planEntry.js';

/**
 * Play plans (spec 2 playPlan/list and playPlan/planMake, issue 13 item 1): an office's ordered
 * sets of programs, each entry with how long it plays, when it may play on the terminal's wall
 * clock (dates, weekdays, daily windows) and a priority. What a terminal plays of its plans is
 * @apm/schedule's answer (docs/scheduling.md); these are the plans' records, under
 * /a/api/playPlan/ (docs/api.md).
 */

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

const id = requiredLine(64);

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

/** POST saveTerminals: publish a plan of your range (with its programs at their current versions) to terminals of your range. */
export const planPublish = z.object({
  planId: id,
  terminalIds: commaIdList(z.minLength(1), z.maxLength(PUBLISH_TERMINALS_MAX)),
  /** The kinds of problem the check showed and the publisher went on despite (recorded in the audit row). */
  accepted: acceptedProblems,
});
export type PlanPublish = z.infer<typeof planPublish>;

/**
 * Publishing plans (spec 7 /a/api/playPlan: terminalSelect, saveTerminals, searchOffice). A
 * terminal keeps the latest publication of each plan sent to it, beside its other plans and its
 * program publication; what it plays of them is docs/scheduling.md.
 */
export const playPlanPublishApi = endpoints('publish', {
  terminalSelect: {
    method: 'GET',
    path: '/a/api/playPlan/terminalSelect',
    access: 'content:playPlan:publish',
    summary:
      'Terminals you may publish plans to: authorised terminals of your range (of `officeId`’s subtree), by name',
    input: publishTerminalQuery,
    answer: { data: pageOf(publishTerminal) },
  },
  officeTreeMap: {
    method: 'GET',
    path: '/a/api/playPlan/officeTreeMap',
    access: 'content:playPlan:publish',
    summary: 'The office tree to choose terminals in: the root of your range, or the children of `parentId`',
    description:
      'Each office comes with the authorised terminals of its whole subtree (`terminals`) and how many are online.',
    input: publishTreeQuery,
    answer: { jsonObject: z.array(publishOfficeNode) },
  },
  groupTreeMap: {
    method: 'GET',
    path: '/a/api/playPlan/groupTreeMap',
    access: 'content:playPlan:publish',
    summary: 'Terminal groups of your range to choose terminals by (as publishProgram/groupTreeMap)',
    input: terminalGroupListQuery,
    answer: { data: pageOf(terminalGroupItem) },
  },
  searchOffice: {
    method: 'GET',
    path: '/a/api/playPlan/searchOffice',
    access: 'content:playPlan:publish',
    summary: 'Offices of your range whose name contains `name`, a page at a time, with their terminals',
    input: publishOfficePageQuery,
    answer: { data: pageOf(publishOfficeNode) },
  },
  checkTerminals: {
    method: 'POST',
    path: '/a/api/playPlan/checkTerminals',
    access: 'content:playPlan:publish',
    summary:
      'What publishing a plan to these terminals would meet, before it is done: overlapping windows of equal priority ' +
      'with what they hold, programs not of their screen’s shape, terminals offline for a day or more',
    input: planPublish,
    answer: { jsonObject: publishCheck },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
  saveTerminals: {
    method: 'POST',
    path: '/a/api/playPlan/saveTerminals',
    access: 'content:playPlan:publish',
    summary:
      'Publishes a plan of your range, with the programs it names at their current versions, to terminals of your range: ' +
      'one delivery per terminal, queued; it takes the place of the same plan’s earlier publication there',
    input: planPublish,
    answer: { jsonObject: published },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
});
