import { z } from 'zod/mini';
import { endpoints } from './endpoint.js';
import { EPOCH_MS_MAX, requiredLine } from './inputs.js';

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

/** GET /a/api/terminalSet/timeline: `[from, to)` in epoch ms. */
export const timelineQuery = z.object({ terminalId: requiredLine(64), from: moment, to: moment }).check(
  z.refine((q) => q.to > q.from && q.to - q.from <= TIMELINE_RANGE_MAX_MS, {
    message: 'From 1 ms to 8 days after from',
    path: ['to'],
  }),
);
export type TimelineQuery = z.infer<typeof timelineQuery>;

/** A program the timeline names, by its key (publication and program). */
export const timelineProgram = z.object({
  key: z.string(),
  programId: z.string(),
  programName: z.string(),
  publishId: z.string(),
  /** The plan it plays in; null for a program publication. */
  planName: z.nullable(z.string()),
});

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
});
