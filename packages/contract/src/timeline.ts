import { z } from 'zod/mini';
import { endpoints, pageOf } from './endpoint.js';
import { EPOCH_MS_MAX, pageNo, requiredLine, trimmedLine, withDefault } from './inputs.js';

/**
 * A terminal's timeline (issue 13 item 3): what it plays over a day or a week, computed on the
 * server by @apm/schedule from the publications it holds, exactly as its player computes it
 * (docs/scheduling.md).
 */

/** The longest range a timeline covers: a week and a day (a week in any time zone). */
export const TIMELINE_RANGE_MAX_MS = 8 * 86_400_000;
/** Each turn is listed for ranges up to this long (a day of short programs is already long). */
export const TIMELINE_PLAYS_MAX_MS = 2 * 86_400_000;

const moment = z.coerce.number().check(z.int(), z.gte(0), z.lte(EPOCH_MS_MAX));

/** `to` from 1 ms to 8 days after `from`, said at `to`. */
const rangeCheck = z.refine<{ from: number; to: number }>(
  (q) => q.to > q.from && q.to - q.from <= TIMELINE_RANGE_MAX_MS,
  { message: 'From 1 ms to 8 days after from', path: ['to'] },
);

/** GET /a/api/terminalSet/timeline: `[from, to)` in epoch ms. */
export const timelineQuery = z.object({ terminalId: requiredLine(64), from: moment, to: moment }).check(rangeCheck);
export type TimelineQuery = z.infer<typeof timelineQuery>;

/** The most terminals a page of timelines holds (each is a schedule computed over the range). */
export const TIMELINES_PAGE_MAX = 50;

/**
 * GET /a/api/terminalSet/timelines: the authorised terminals of an office's subtree (none: the
 * whole range), of a terminal group when `groupId`, by part of their name or hardware id, a page
 * at a time, over `[from, to)`.
 */
export const timelinesQuery = z
  .object({
    officeId: z.optional(requiredLine(64)),
    groupId: z.optional(requiredLine(64)),
    name: withDefault(trimmedLine(64), ''),
    from: moment,
    to: moment,
    pageNo: pageNo(),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TIMELINES_PAGE_MAX)), 20),
  })
  .check(rangeCheck);
export type TimelinesQuery = z.infer<typeof timelinesQuery>;

/** A program the timeline names, by its key (publication and program). */
export const timelineProgram = z.object({
  key: z.string(),
  programId: z.string(),
  programName: z.string(),
  publishId: z.string(),
  /** The plan it plays in; null for a program publication. */
  planName: z.nullable(z.string()),
});
export type TimelineProgram = z.infer<typeof timelineProgram>;

export const timelineAnswer = z.object({
  /** The wall clock the schedule reads (the terminal's zone, or UTC when it told none). */
  timeZone: z.string(),
  /** From `from` to `to` with no hole; kind none is a gap (nothing plays). `keys`: the programs that take turns. */
  segments: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      kind: z.enum(['loop', 'default', 'none']),
      keys: z.array(z.string()),
    }),
  ),
  /** Each turn, when the range is at most two days; else null. */
  plays: z.nullable(
    z.array(
      z.object({
        from: z.number(),
        to: z.number(),
        kind: z.enum(['loop', 'default', 'interstitial']),
        key: z.string(),
      }),
    ),
  ),
  programs: z.array(timelineProgram),
});
export type TimelineAnswer = z.infer<typeof timelineAnswer>;

/** A terminal's row of a page of timelines: its segments over the range (no turns), on its own clock. */
export const terminalTimeline = z.object({
  terminalId: z.string(),
  name: z.string(),
  online: z.boolean(),
  /** The wall clock its schedule reads (its zone, or UTC when it told none). */
  timeZone: z.string(),
  segments: timelineAnswer.shape.segments,
});
export type TerminalTimeline = z.infer<typeof terminalTimeline>;

/** jsonObject of timelines: the programs the page's segments name, by key. */
export const timelinesPrograms = z.object({ programs: z.array(timelineProgram) });
export type TimelinesPrograms = z.infer<typeof timelinesPrograms>;

/** GET getCurTerminalProgram: what a terminal plays now and what comes next. */
export const terminalIdQuery = z.object({ terminalId: requiredLine(64) });

/** A turn of a program on a terminal. */
export const programTurn = z.object({
  programId: z.string(),
  programName: z.string(),
  /** The plan it plays in; null for a program publication. */
  planName: z.nullable(z.string()),
  from: z.number(),
  to: z.number(),
});
export type ProgramTurn = z.infer<typeof programTurn>;

export const nowAndNext = z.object({
  timeZone: z.string(),
  /** The program on screen now, from its turn's start until another takes its place (null: nothing plays). */
  now: z.nullable(programTurn),
  /** The next turn of another program within 7 days (null: none). */
  next: z.nullable(programTurn),
});
export type NowAndNext = z.infer<typeof nowAndNext>;

export const timelineApi = endpoints('publish', {
  getCurTerminalProgram: {
    method: 'GET',
    path: '/a/api/terminalSet/getCurTerminalProgram',
    access: 'terminal:monitor:view',
    summary:
      'What a terminal of your range plays now and which other program comes next (within 7 days), as its player computes it',
    input: terminalIdQuery,
    answer: { jsonObject: nowAndNext },
  },
  timeline: {
    method: 'GET',
    path: '/a/api/terminalSet/timeline',
    access: 'terminal:monitor:view',
    summary:
      'What a terminal of your range plays over [from, to) (at most 8 days): segments, each turn for up to 2 days, ' +
      'computed by @apm/schedule from the publications it holds',
    input: timelineQuery,
    answer: { jsonObject: timelineAnswer },
  },
  timelines: {
    method: 'GET',
    path: '/a/api/terminalSet/timelines',
    access: 'terminal:monitor:view',
    summary:
      'What each authorised terminal of an office of your range (with its sub-offices; none: the whole range) plays ' +
      'over [from, to) (at most 8 days), a page of terminals at a time, computed as the single timeline',
    description:
      'Each row is `{ terminalId, name, online, timeZone, segments }` (segments as in timeline, on the terminal’s ' +
      'clock); jsonObject.programs names the keys the page’s segments hold. An office outside your range answers 404.',
    input: timelinesQuery,
    answer: { jsonObject: timelinesPrograms, data: pageOf(terminalTimeline) },
  },
});
