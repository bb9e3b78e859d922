import { z } from 'zod/mini';
import { commaIdList, line, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { terminalGroupItem, terminalGroupListQuery } from './terminalGroup.js';
import type { OfficeType } from './office.js';
import { DELIVERY_STATES, type DeliveryState } from './terminal.js';

/**
 * Publishing programs to terminals (spec 7 /a/api/publishProgram/, issue 10 item 5). A publication
 * is a record of what was sent: a snapshot of the program's document at its version, the files it
 * needs, and one delivery per terminal whose state only the terminal's reports move
 * (docs/terminal-protocol.md section 7): queued → sent → downloading (percent) → ready → playing,
 * or failed with a reason. On each terminal the latest publication plays: once a later one is sent
 * to it, the server makes the earlier delivery replaced (a failed one stays failed).
 */

/** The most terminals one publication goes to (a fleet; the form carries their ids). */
export const PUBLISH_TERMINALS_MAX = 20_000;
/** The largest form body of saveTerminals: 20 000 ids of up to 64 characters, comma-joined. */
export const PUBLISH_SAVE_MAX_BYTES = 2 * 1024 * 1024;

const id = requiredLine(64);

/** Comma-joined ids, each once. */
const idList = (max: number) =>
  z.pipe(
    z.pipe(
      line().check(z.trim(), z.minLength(1)),
      z.transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z.array(line().check(z.maxLength(64))).check(z.minLength(1), z.maxLength(max)),
  );

const count = z.int();

/** How many deliveries of a publication are in each state, and in all. */
export const deliveryCounts = z.object({
  total: count,
  // Every state of DELIVERY_STATES (one missing here does not compile).
  ...({
    queued: count,
    sent: count,
    downloading: count,
    ready: count,
    playing: count,
    failed: count,
    replaced: count,
  } satisfies Record<DeliveryState, typeof count>),
});
export type DeliveryCounts = z.infer<typeof deliveryCounts>;

/** A publication as the records page lists it (of a program or a plan: its programId and programName are the plan's). */
export const publishItem = z.object({
  id: z.string(),
  /** playNow: a program played now on terminals for a while (terminalSet/doProgramPlayNow). */
  kind: z.enum(['program', 'plan', 'message', 'playNow']),
  programId: z.string(),
  programName: z.string(),
  /** The version of the program that was published. */
  programVersion: z.int(),
  officeId: z.string(),
  officeName: z.string(),
  width: z.int(),
  height: z.int(),
  /** Files the terminals download, and their bytes in all. */
  files: z.int(),
  bytes: z.int(),
  createdAt: z.number(),
  /** Who published it ('' when that user is gone). */
  createdBy: z.string(),
  /** pending: waits for a reviewer, nothing sent yet; rejected: never sent (`reviewNote` says why). */
  reviewState: z.enum(['pending', 'approved', 'rejected']),
  reviewNote: z.nullable(z.string()),
  /** Stopped: its terminals dropped it; when and by whom (null: not stopped). */
  stoppedAt: z.nullable(z.number()),
  stoppedBy: z.nullable(z.string()),
  counts: deliveryCounts,
});
export type PublishItem = z.infer<typeof publishItem>;

/** One terminal's delivery of a publication. */
export const deliveryItem = z.object({
  terminalId: z.string(),
  /** The terminal's name now (as it was at publishing, when it is no longer in your range). */
  terminalName: z.string(),
  /** Whether the terminal is connected now (null: no longer in your range). */
  online: z.nullable(z.boolean()),
  state: z.enum(DELIVERY_STATES),
  /** Downloading: how much of the bytes it lacked it has (0–100); ready and playing: 100. */
  percent: z.nullable(z.int()),
  /** Failed: the player's reason (md5Mismatch, noSpace, badDocument, downloadFailed …). */
  reason: z.nullable(z.string()),
  /** When it was queued (again, after a re-send) and when it last moved. */
  queuedAt: z.number(),
  updatedAt: z.number(),
});
export type DeliveryItem = z.infer<typeof deliveryItem>;

/** A terminal one may publish to (terminalSelect). */
export const publishTerminal = z.object({
  id: z.string(),
  name: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  online: z.boolean(),
});
export type PublishTerminal = z.infer<typeof publishTerminal>;

/** An office of the tree one chooses terminals in, with the authorised terminals of its whole subtree. */
export interface PublishOfficeNode {
  id: string;
  parentId: string | null;
  name: string;
  type: OfficeType;
  hasChildren: boolean;
  /** Authorised terminals of the office and the offices under it, and how many of them are online. */
  terminals: number;
  online: number;
}
export const publishOfficeNode: z.ZodMiniType<PublishOfficeNode> = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  name: z.string(),
  type: z.enum(['platform', 'agent', 'customer', 'office']),
  hasChildren: z.boolean(),
  terminals: z.int(),
  online: z.int(),
});

/** GET terminalSelect: authorised terminals of your range (of one office's subtree), by name. */
export const publishTerminalQuery = z.extend(pageQuery, {
  officeId: z.optional(id),
  /** Those of one terminal group (terminalGroup.ts). */
  groupId: z.optional(id),
  name: withDefault(trimmedLine(64), ''),
});
export type PublishTerminalQuery = z.infer<typeof publishTerminalQuery>;

/** A terminal that has not been heard from for this long is worth a word before publishing to it. */
export const PUBLISH_OFFLINE_WARN_MS = 24 * 3_600_000;
/** The most problems a check lists (the count says how many more there are). */
export const PUBLISH_PROBLEMS_MAX = 200;

/** What the check before publishing a plan or a program finds on one terminal, each with what it means there. */
export const publishProblem = z.object({
  /**
   * overlap (plans only): within the next 7 days the plan and another publication of the terminal may play at
   * the same time with the same priority (they take turns); canvas: a program's canvas is not of
   * the shape of the terminal's screen (it is scaled to fit, with bands); offline: the terminal has
   * not been heard from for a day or more (it gets the publication when it comes back).
   */
  kind: z.enum(['overlap', 'canvas', 'offline']),
  terminalId: z.string(),
  terminalName: z.string(),
  /** overlap: the other publication's plan or program; canvas: the program. */
  name: z.optional(z.string()),
  /** overlap: the first time they meet. */
  from: z.optional(z.number()),
  to: z.optional(z.number()),
  /** canvas: the program's canvas and the screen, `1920×1080`. */
  canvas: z.optional(z.string()),
  screen: z.optional(z.string()),
  /** offline: when it was last heard from (null: never). */
  lastSeenAt: z.optional(z.nullable(z.number())),
});
export type PublishProblem = z.infer<typeof publishProblem>;

export const publishCheck = z.object({ problems: z.array(publishProblem), more: z.int() });
export type PublishCheck = z.infer<typeof publishCheck>;

/** The kinds of problem the check showed and the publisher went on despite (recorded in the audit row). */
export const acceptedProblems = z.optional(
  z.pipe(commaIdList(z.maxLength(3)), z.array(z.enum(['overlap', 'canvas', 'offline']))),
);

/** POST saveTerminals (and checkTerminals): publish a program of your range to terminals of your range. */
export const publishSave = z.object({
  programId: id,
  terminalIds: idList(PUBLISH_TERMINALS_MAX),
  accepted: acceptedProblems,
});
export type PublishSave = z.infer<typeof publishSave>;

/**
 * jsonObject of saveTerminals: the new publication; `reviewState` pending: it waits for a reviewer
 * before it is sent (the `audit` setting, publishReview.ts), approved: it was sent.
 */
export const published = z.object({ id: z.string(), terminals: z.int(), reviewState: z.enum(['pending', 'approved']) });

/**
 * GET list: publications of programs and plans (and programs played now) of your range, newest first; `kind` one of them,
 * `name` by the program's or plan's name, `programId` by its id.
 */
export const publishListQuery = z.extend(pageQuery, {
  name: withDefault(trimmedLine(100), ''),
  programId: z.optional(id),
  kind: withDefault(z.union([z.enum(['program', 'plan', 'playNow']), z.literal('')]), ''),
});
export type PublishListQuery = z.infer<typeof publishListQuery>;

/** GET getPublishProgramDetails: a publication and a page of its deliveries (`state`: those of one state). */
export const publishDetailsQuery = z.extend(pageQuery, {
  id,
  state: withDefault(z.union([z.enum(DELIVERY_STATES), z.literal('')]), ''),
});
export type PublishDetailsQuery = z.infer<typeof publishDetailsQuery>;

export const publishIdInput = z.object({ id });

/** The office tree: without `parentId` the root of your range, with it that office's children. */
export const publishTreeQuery = z.object({ parentId: z.optional(id) });
/** pageOfficeTreeMap: offices of your range by name, a page at a time. */
export const publishOfficePageQuery = z.extend(pageQuery, { name: withDefault(trimmedLine(100), '') });

/** jsonObject of a re-send: how many failed deliveries were queued again. */
export const resent = z.object({ count: z.int() });

const TREE_NOTE =
  'Each office comes with the authorised terminals of its whole subtree (`terminals`) and how many are online.';

export const publishApi = endpoints('publish', {
  terminalSelect: {
    method: 'GET',
    path: '/a/api/publishProgram/terminalSelect',
    access: 'content:program:publish',
    summary: 'Terminals you may publish to: authorised terminals of your range (of `officeId`’s subtree), by name',
    input: publishTerminalQuery,
    answer: { data: pageOf(publishTerminal) },
  },
  officeTreeMap: {
    method: 'GET',
    path: '/a/api/publishProgram/officeTreeMap',
    access: 'content:program:publish',
    summary: 'The office tree to choose terminals in: the root of your range, or the children of `parentId`',
    description: TREE_NOTE,
    input: publishTreeQuery,
    answer: { jsonObject: z.array(publishOfficeNode) },
  },
  groupTreeMap: {
    method: 'GET',
    path: '/a/api/publishProgram/groupTreeMap',
    access: 'content:program:publish',
    summary:
      'Terminal groups of your range to choose terminals by, a page at a time by name, each with its office and ' +
      'terminal counts (terminalSelect with `groupId` lists a group’s terminals)',
    input: terminalGroupListQuery,
    answer: { data: pageOf(terminalGroupItem) },
  },
  pageOfficeTreeMap: {
    method: 'GET',
    path: '/a/api/publishProgram/pageOfficeTreeMap',
    access: 'content:program:publish',
    summary: 'Offices of your range whose name contains `name`, a page at a time, with their terminals',
    description: TREE_NOTE,
    input: publishOfficePageQuery,
    answer: { data: pageOf(publishOfficeNode) },
  },
  checkTerminals: {
    method: 'POST',
    path: '/a/api/publishProgram/checkTerminals',
    access: 'content:program:publish',
    summary:
      'What publishing a program to these terminals would meet, before it is done: a canvas not of their screen’s ' +
      'shape, terminals offline for a day or more',
    input: publishSave,
    answer: { jsonObject: publishCheck },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
  saveTerminals: {
    method: 'POST',
    path: '/a/api/publishProgram/saveTerminals',
    access: 'content:program:publish',
    summary:
      'Publishes a program of your range (its current version) to terminals of your range: one delivery per terminal, queued',
    description:
      'Every terminal must be an authorised terminal of your range, and every file of the document a material of ' +
      'your range (else the save is refused, nothing published). Terminals are told at once that their manifest changed.',
    input: publishSave,
    answer: { jsonObject: published },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
  list: {
    method: 'GET',
    path: '/a/api/publishProgram/list',
    access: 'content:publishProgram:view',
    summary:
      'Publications of programs and plans of your range, newest first, with the count of deliveries in each state; ' +
      '`kind` one of them',
    input: publishListQuery,
    answer: { data: pageOf(publishItem) },
  },
  getPublishProgramDetails: {
    method: 'GET',
    path: '/a/api/publishProgram/getPublishProgramDetails',
    access: 'content:publishProgram:view',
    summary: 'A publication of your range (jsonObject) and a page of its deliveries (data)',
    input: publishDetailsQuery,
    answer: { jsonObject: publishItem, data: pageOf(deliveryItem) },
  },
  publishTerminalSaveCount: {
    method: 'GET',
    path: '/a/api/publishProgram/publishTerminalSaveCount',
    access: 'content:publishProgram:view',
    summary: "How many of a publication's deliveries are in each state",
    input: publishIdInput,
    answer: { jsonObject: deliveryCounts },
  },
  reuploadProgramByPublishName: {
    method: 'POST',
    path: '/a/api/publishProgram/reuploadProgramByPublishName',
    access: 'content:program:publish',
    summary: 'Sends a publication again to the terminals where it failed (the others are left as they are)',
    input: publishIdInput,
    answer: { jsonObject: resent },
  },
  stop: {
    method: 'POST',
    path: '/a/api/publishProgram/stop',
    access: 'content:program:publish',
    summary:
      'Stops a publication of a program or plan: every terminal drops it at once (nothing earlier of it comes back); ' +
      'its deliveries stay on the record',
    input: publishIdInput,
  },
  delete: {
    method: 'POST',
    path: '/a/api/publishProgram/delete',
    access: 'content:publishProgram:delete',
    summary: 'Deletes a publication; its terminals go back to their previous publication',
    input: publishIdInput,
  },
});
