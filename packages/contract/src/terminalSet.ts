import { z } from 'zod/mini';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { commaIdList, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { MESSAGE_POSITIONS } from './messageLook.js';
import { PUBLISH_SAVE_MAX_BYTES, PUBLISH_TERMINALS_MAX, published } from './publish.js';
import { DELIVERY_STATES } from './terminal.js';
import { terminalIdQuery } from './timeline.js';

/**
 * What a terminal holds and shows, and acting on it from terminal management (spec 7
 * /a/api/terminalSet/, issue 13 item 5): the programs it holds, the messages it holds and which
 * show now, removing a message from it, sending a message to it now, refreshing it, and clearing
 * everything published to it.
 */

const id = requiredLine(64);
const terminalIds = commaIdList(z.minLength(1), z.maxLength(PUBLISH_TERMINALS_MAX));

/** A program a terminal holds, with the publication it came in and how far that is there. */
export const terminalProgram = z.object({
  programId: z.string(),
  programName: z.string(),
  publishId: z.string(),
  /** The plan it plays in; null for a program publication. */
  planName: z.nullable(z.string()),
  width: z.int(),
  height: z.int(),
  /** The delivery of its publication to the terminal. */
  state: z.enum(DELIVERY_STATES),
  percent: z.nullable(z.int()),
});
export type TerminalProgram = z.infer<typeof terminalProgram>;

/** A message a terminal holds, and whether it shows now. */
export const terminalMessage = z.object({
  publishId: z.string(),
  messageId: z.string(),
  name: z.string(),
  text: z.string(),
  position: z.enum(MESSAGE_POSITIONS),
  emergency: z.boolean(),
  priority: z.int(),
  from: z.number(),
  to: z.nullable(z.number()),
  /** On screen now, as the terminal's player computes it (docs/scheduling.md). */
  showing: z.boolean(),
  state: z.enum(DELIVERY_STATES),
});
export type TerminalMessage = z.infer<typeof terminalMessage>;

/** GET onlyProgramList: programs of your range to send to terminals, by name. */
export const programChoiceQuery = z.extend(pageQuery, { name: withDefault(trimmedLine(100), '') });
export const programChoice = z.object({
  id: z.string(),
  name: z.string(),
  width: z.int(),
  height: z.int(),
  version: z.int(),
});
export type ProgramChoice = z.infer<typeof programChoice>;

/** POST deleteTerminalMessage: a message publication to take off one terminal. */
export const terminalMessageRemoval = z.object({ terminalId: id, publishId: id });

/** POST doMessagePlayNow: a saved message sent to terminals now (from now, whatever its start). */
export const messagePlayNow = z.object({ messageId: id, terminalIds });

/** The priority of a program played now: above every plan entry's (0–9), so it plays alone while it lasts. */
export const PLAY_NOW_PRIORITY = 10;
/** How long a program played now lasts, in minutes: 1 minute to a day. */
export const PLAY_NOW_MINUTES_MAX = 1440;

/**
 * POST doProgramPlayNow: a program of your range played now on terminals of your range, alone, for
 * `minutes`; then they play what they held before. A later one takes its place.
 */
export const programPlayNow = z.object({
  programId: id,
  terminalIds,
  minutes: withDefault(z.coerce.number().check(z.int(), z.gte(1), z.lte(PLAY_NOW_MINUTES_MAX)), 10),
});
export type ProgramPlayNow = z.infer<typeof programPlayNow>;

/** jsonObject of doProgramPlaySet: the program a terminal plays now by doProgramPlayNow, until when (null: none). */
export const playNowSet = z.nullable(
  z.object({
    publishId: z.string(),
    programId: z.string(),
    programName: z.string(),
    from: z.number(),
    to: z.number(),
    state: z.enum(DELIVERY_STATES),
  }),
);
export type PlayNowSet = z.infer<typeof playNowSet>;

/** POST refreshTerminalPrograms and doClearProgram: the terminals. */
export const terminalsInput = z.object({ terminalIds });

/** jsonObject of refresh and clear: how many terminals were told at once, and how many are offline (told when they return). */
export const terminalsTold = z.object({ online: z.int(), offline: z.int(), cleared: z.int() });
export type TerminalsTold = z.infer<typeof terminalsTold>;

export const terminalSetApi = endpoints('publish', {
  getRltPrograms: {
    method: 'GET',
    path: '/a/api/terminalSet/getRltPrograms',
    access: 'terminal:monitor:view',
    summary: 'The programs a terminal of your range holds, each with its publication, plan and delivery state there',
    input: terminalIdQuery,
    answer: { jsonObject: z.array(terminalProgram) },
  },
  getCurTerminalMessage: {
    method: 'GET',
    path: '/a/api/terminalSet/getCurTerminalMessage',
    access: 'terminal:monitor:view',
    summary: 'The messages a terminal of your range holds, and which of them show now',
    input: terminalIdQuery,
    answer: { jsonObject: z.array(terminalMessage) },
  },
  onlyProgramList: {
    method: 'GET',
    path: '/a/api/terminalSet/onlyProgramList',
    access: 'terminal:monitor:view',
    summary: 'Programs of your range by name, a page at a time (to choose one for terminals)',
    input: programChoiceQuery,
    answer: { data: pageOf(programChoice) },
  },
  doProgramPlayNow: {
    method: 'POST',
    path: '/a/api/terminalSet/doProgramPlayNow',
    access: 'content:program:publish',
    summary:
      'Plays a program of your range now on terminals of your range, alone, for `minutes` (10 unless said); then ' +
      'they play what they held before',
    description:
      'A publication of its own kind (playNow): its program at priority 10, above every plan entry, from now for ' +
      '`minutes`. On each terminal it takes the place of an earlier play-now; the program and plans stay.',
    input: programPlayNow,
    answer: { jsonObject: published },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
  doProgramPlaySet: {
    method: 'GET',
    path: '/a/api/terminalSet/doProgramPlaySet',
    access: 'terminal:monitor:view',
    summary: 'The program a terminal of your range plays now by doProgramPlayNow, and until when (null: none)',
    input: terminalIdQuery,
    answer: { jsonObject: playNowSet },
  },
  deleteTerminalMessage: {
    method: 'POST',
    path: '/a/api/terminalSet/deleteTerminalMessage',
    access: 'terminal:monitor:control',
    summary:
      'Takes a message off one terminal of your range: its delivery there goes, the other terminals keep it; an ' +
      'emergency one needs content:message:emergency',
    input: terminalMessageRemoval,
  },
  doMessagePlayNow: {
    method: 'POST',
    path: '/a/api/terminalSet/doMessagePlayNow',
    access: 'content:message:publish',
    summary: 'Sends a saved message of your range to terminals of your range to show from now (as savePublish)',
    input: messagePlayNow,
    answer: { jsonObject: published },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
  refreshTerminalPrograms: {
    method: 'POST',
    path: '/a/api/terminalSet/refreshTerminalPrograms',
    access: 'terminal:monitor:control',
    summary: 'Tells terminals of your range to fetch their manifest now (those offline do when they return)',
    input: terminalsInput,
    answer: { jsonObject: terminalsTold },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
  doClearProgram: {
    method: 'POST',
    path: '/a/api/terminalSet/doClearProgram',
    access: 'terminal:monitor:control',
    summary:
      'Clears terminals of your range: every publication leaves them (their deliveries go from the records), and ' +
      'each one connected is told to delete its downloaded files (one offline finds an empty manifest instead)',
    input: terminalsInput,
    answer: { jsonObject: terminalsTold },
    maxBytes: PUBLISH_SAVE_MAX_BYTES,
  },
});
