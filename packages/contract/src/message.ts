import { z } from 'zod/mini';
import { terminalGroupItem, terminalGroupListQuery } from './terminalGroup.js';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import {
  commaIdList,
  EPOCH_MS_MAX,
  formFlag,
  INT32_MAX,
  jsonField,
  requiredLine,
  trimmedLine,
  withDefault,
} from './inputs.js';
import { messageLook } from './messageLook.js';
import {
  deliveryCounts,
  deliveryItem,
  PUBLISH_SAVE_MAX_BYTES,
  PUBLISH_TERMINALS_MAX,
  published,
  publishOfficeNode,
  publishTerminal,
  publishTerminalQuery,
  publishTreeQuery,
  resent,
} from './publish.js';
import { DELIVERY_STATES } from './terminal.js';

/**
 * Messages (spec 2 message/form and publishMessage/list, 7 /a/api/publishMessage/, issue 13 items
 * 6 and 7): texts shown over the programs of terminals, from a start to an end, in a band or over
 * the whole screen. An emergency message covers everything at once, until it is stopped; only
 * holders of EMERGENCY_PERMISSION save or send one. A message is published like a program or a
 * plan: one delivery per terminal, moved by the terminals' reports; `playing` means shown.
 */

export const MESSAGE_NAME_MAX = 100;
/** Priorities run from 0 (the usual) to this: at one position the highest shows (the newest among equals). */
export const MESSAGE_PRIORITY_MAX = 9;
/** How long a message shows once started, when it is limited by time: 1 s to a week. */
export const MESSAGE_DURATION_MAX_SEC = 7 * 86_400;
/** How many times a scrolling message's text passes, when it is limited by passes. */
export const MESSAGE_REPEATS_MAX = 1000;
/** The longest look a save takes (JSON characters). */
export const MESSAGE_LOOK_TEXT_MAX = 20_000;

/** Sending (and saving) emergency messages: a permission of its own (messageMake's emergency button), that operators do not hold. */
export const EMERGENCY_PERMISSION = 'content:message:emergency';

/** How a message's showing ends: at `endAt` only, after a time from its start, or after a number of passes. */
export const MESSAGE_LIMITS = ['none', 'duration', 'repeats'] as const;
export type MessageLimit = (typeof MESSAGE_LIMITS)[number];

const id = requiredLine(64);
const moment = z.coerce.number().check(z.int(), z.gte(0), z.lte(EPOCH_MS_MAX));
const positive = (max: number) => z.coerce.number().check(z.int(), z.gte(1), z.lte(max));

/** A publication of a message, with how far its deliveries are. */
export const messagePublication = z.object({
  id: z.string(),
  createdAt: z.number(),
  createdBy: z.string(),
  /** When it shows on the terminals: from `from` until `to` (null: until stopped). */
  from: z.number(),
  to: z.nullable(z.number()),
  /** When someone stopped it, and who (null: not stopped). */
  stoppedAt: z.nullable(z.number()),
  stoppedBy: z.nullable(z.string()),
  /** pending: waits for a reviewer, nothing sent yet; rejected: never sent (`reviewNote` says why). */
  reviewState: z.enum(['pending', 'approved', 'rejected']),
  reviewNote: z.nullable(z.string()),
  counts: deliveryCounts,
});
export type MessagePublication = z.infer<typeof messagePublication>;

/** A message as lists and its form show it. */
export const messageItem = z.object({
  id: z.string(),
  name: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  look: messageLook,
  priority: z.int(),
  emergency: z.boolean(),
  /** When it starts showing (null: when it is published) and ends (null: until stopped, or its limit). */
  startAt: z.nullable(z.number()),
  endAt: z.nullable(z.number()),
  limit: z.enum(MESSAGE_LIMITS),
  durationSec: z.nullable(z.int()),
  repeats: z.nullable(z.int()),
  version: z.int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  updatedBy: z.string(),
  /** Soft-deleted: hidden from the list (restorable), when and by whom; null otherwise. */
  deletedAt: z.nullable(z.number()),
  deletedBy: z.nullable(z.string()),
  /** Its latest publication (null: a draft never sent). */
  lastPublish: z.nullable(messagePublication),
});
export type MessageItem = z.infer<typeof messageItem>;

/** GET list: messages of your range, most recently changed first; `deleted` true lists the soft-deleted ones instead. */
export const publishMessageListQuery = z.extend(pageQuery, {
  name: withDefault(trimmedLine(MESSAGE_NAME_MAX), ''),
  deleted: withDefault(formFlag, false),
});
export type PublishMessageListQuery = z.infer<typeof publishMessageListQuery>;

export const messageIdInput = z.object({ id });

/** The fields of a message, as its form sends them (`look` as JSON text). */
const messageFields = {
  name: requiredLine(MESSAGE_NAME_MAX),
  look: jsonField(messageLook, MESSAGE_LOOK_TEXT_MAX),
  priority: withDefault(z.coerce.number().check(z.int(), z.gte(0), z.lte(MESSAGE_PRIORITY_MAX)), 0),
  emergency: withDefault(formFlag, false),
  startAt: z.optional(moment),
  endAt: z.optional(moment),
  limit: withDefault(z.enum(MESSAGE_LIMITS), 'none'),
  durationSec: z.optional(positive(MESSAGE_DURATION_MAX_SEC)),
  repeats: z.optional(positive(MESSAGE_REPEATS_MAX)),
};

type Fields = {
  startAt?: number;
  endAt?: number;
  limit: MessageLimit;
  durationSec?: number;
  repeats?: number;
  emergency: boolean;
  look: { position: string };
};

/** The rules between a message's fields (each names the field it refuses). */
const fieldRules = [
  z.refine<Fields>((s) => s.endAt === undefined || s.startAt === undefined || s.endAt > s.startAt, {
    message: 'endBeforeStart',
    path: ['endAt'],
  }),
  z.refine<Fields>((s) => s.limit !== 'duration' || s.durationSec !== undefined, {
    message: 'durationRequired',
    path: ['durationSec'],
  }),
  z.refine<Fields>((s) => s.limit !== 'repeats' || s.repeats !== undefined, {
    message: 'repeatsRequired',
    path: ['repeats'],
  }),
  z.refine<Fields>((s) => !s.emergency || s.look.position === 'full', {
    message: 'emergencyFullScreen',
    path: ['look'],
  }),
  z.refine<Fields>((s) => !s.emergency || (s.startAt === undefined && s.limit === 'none'), {
    message: 'emergencyNow',
    path: ['emergency'],
  }),
];

/**
 * POST ajaxSave (form): without `id` a new message (a draft) of the office you work in; with `id`
 * an edit, which must still be at `version` (else CONFLICT). An emergency message shows over the
 * whole screen from when it is sent until it is stopped (or `endAt`): no start, no limit.
 */
export const messageSave = z
  .object({ id: z.optional(id), version: z.optional(positive(INT32_MAX)), ...messageFields })
  .check(
    z.refine((s) => s.id === undefined || s.version !== undefined, {
      message: 'The version the edit started from is required',
      path: ['version'],
    }),
    ...fieldRules,
  );
export type MessageSave = z.infer<typeof messageSave>;

/** POST messagePreview: the fields of a message (saved or not). */
export const messagePreviewInput = z.object(messageFields).check(...fieldRules);
export type MessagePreviewInput = z.infer<typeof messagePreviewInput>;

/** jsonObject of messagePreview: what a terminal would be sent, were it published now. */
export const messagePreview = z.object({
  look: messageLook,
  emergency: z.boolean(),
  priority: z.int(),
  from: z.number(),
  to: z.nullable(z.number()),
  repeats: z.nullable(z.int()),
});
export type MessagePreview = z.infer<typeof messagePreview>;

/** jsonObject of a save refused with CONFLICT: the message as it is now, saved by someone else. */
export const messageConflict = z.object({ version: z.int(), updatedAt: z.number(), updatedBy: z.string() });

/** POST savePublish: send a saved message of your range, as it is saved, to terminals of your range. */
export const messagePublish = z.object({
  id,
  terminalIds: commaIdList(z.minLength(1), z.maxLength(PUBLISH_TERMINALS_MAX)),
});
export type MessagePublish = z.infer<typeof messagePublish>;

/** GET findSendMessages: a publication of a message (its latest without `publishId`) and a page of its deliveries. */
export const messageDeliveriesQuery = z.extend(pageQuery, {
  id,
  publishId: z.optional(id),
  state: withDefault(z.union([z.enum(DELIVERY_STATES), z.literal('')]), ''),
});
export type MessageDeliveriesQuery = z.infer<typeof messageDeliveriesQuery>;

export const messagePublishIdInput = z.object({ publishId: id });

export const publishMessageApi = endpoints('message', {
  list: {
    method: 'GET',
    path: '/a/api/publishMessage/list',
    access: 'content:message:view',
    summary:
      'A page of the messages of your range, most recently changed first, each with its latest publication; ' +
      '`deleted` lists the soft-deleted ones',
    input: publishMessageListQuery,
    answer: { data: pageOf(messageItem) },
  },
  getPublishMessage: {
    method: 'GET',
    path: '/a/api/publishMessage/getPublishMessage',
    access: 'content:message:view',
    summary: 'One message of your range (soft-deleted ones too) with its latest publication',
    input: messageIdInput,
    answer: { jsonObject: messageItem },
  },
  ajaxSave: {
    method: 'POST',
    path: '/a/api/publishMessage/ajaxSave',
    access: 'content:message:edit',
    summary:
      'Saves a message as a draft: a new one (no id), or an edit at its current version (a save over a newer one ' +
      'is refused with CONFLICT); an emergency one needs ' +
      EMERGENCY_PERMISSION,
    input: messageSave,
    answer: { jsonObject: messageItem },
  },
  messagePreview: {
    method: 'POST',
    path: '/a/api/publishMessage/messagePreview',
    access: 'content:message:edit',
    summary: 'What a terminal would be sent of these fields, were they published now (nothing is stored)',
    input: messagePreviewInput,
    answer: { jsonObject: messagePreview },
  },
  terminalSelect: {
    method: 'GET',
    path: '/a/api/publishMessage/terminalSelect',
    access: 'content:message:publish',
    summary:
      'Terminals you may send messages to: authorised terminals of your range (of `officeId`’s subtree), by name',
    input: publishTerminalQuery,
    answer: { data: pageOf(publishTerminal) },
  },
  groupsterminals: {
    method: 'GET',
    path: '/a/api/publishMessage/groupsterminals',
    access: 'content:message:publish',
    summary: 'The office tree to choose terminals in: the root of your range, or the children of `parentId`',
    description:
      'Each office comes with the authorised terminals of its whole subtree (`terminals`) and how many are online.',
    input: publishTreeQuery,
    answer: { jsonObject: z.array(publishOfficeNode) },
  },
  groupTreeMap: {
    method: 'GET',
    path: '/a/api/publishMessage/groupTreeMap',
    access: 'content:message:publish',
    summary: 'Terminal groups of your range to choose terminals by (as publishProgram/groupTreeMap)',
    input: terminalGroupListQuery,
    answer: { data: pageOf(terminalGroupItem) },
  },
  savePublish: {
    method: 'POST',
    path: '/a/api/publishMessage/savePublish',
    access: 'content:message:publish',
    summary:
      'Sends a saved message of your range to terminals of your range: one delivery per terminal, queued; an ' +
      'emergency one needs ' +
      EMERGENCY_PERMISSION,
    description:
      'The terminals are told at once. A message sent again to a terminal takes the place of its earlier ' +
      'publication there; other messages stay.',
    input: messagePublish,
    answer: { jsonObject: published },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
  findSendMessages: {
    method: 'GET',
    path: '/a/api/publishMessage/findSendMessages',
    access: 'content:message:view',
    summary:
      'A publication of a message of your range (the latest without `publishId`; jsonObject, null when it was never ' +
      'sent) and a page of its deliveries (data): `playing` is shown on the screen',
    input: messageDeliveriesQuery,
    answer: { jsonObject: z.nullable(messagePublication), data: pageOf(deliveryItem) },
  },
  publishTerminalSaveCount: {
    method: 'GET',
    path: '/a/api/publishMessage/publishTerminalSaveCount',
    access: 'content:message:view',
    summary: "How many of a message publication's deliveries are in each state",
    input: messagePublishIdInput,
    answer: { jsonObject: deliveryCounts },
  },
  reuploadMessage: {
    method: 'POST',
    path: '/a/api/publishMessage/reuploadMessage',
    access: 'content:message:publish',
    summary: 'Sends a message publication again to the terminals where it failed (the others are left as they are)',
    input: messagePublishIdInput,
    answer: { jsonObject: resent },
  },
  stop: {
    method: 'POST',
    path: '/a/api/publishMessage/stop',
    access: 'content:message:publish',
    summary:
      'Stops a message publication: every terminal drops it at once and plays on as before; an emergency one needs ' +
      EMERGENCY_PERMISSION,
    input: messagePublishIdInput,
  },
  ajaxDelete: {
    method: 'POST',
    path: '/a/api/publishMessage/ajaxDelete',
    access: 'content:message:delete',
    summary:
      'Soft-deletes a message of your range: hidden from the list, restorable; what was sent stays on terminals and in the log',
    input: messageIdInput,
  },
  restore: {
    method: 'POST',
    path: '/a/api/publishMessage/restore',
    access: 'content:message:delete',
    summary: 'Brings back a soft-deleted message of your range',
    input: messageIdInput,
  },
  delete: {
    method: 'POST',
    path: '/a/api/publishMessage/delete',
    access: 'content:message:delete',
    summary:
      'Deletes a message of your range for good, with its publications: every terminal drops it (the log keeps the deletion)',
    input: messageIdInput,
  },
});
