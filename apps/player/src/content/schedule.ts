import { whatPlays, type Plan, type ScheduleInput } from '@apm/schedule';
import type { Manifest, ManifestProgram } from '../protocol/manifest';

/** A program's key in the schedule's input: its publication and its id (a program may come in several). */
const keyOf = (publishId: string, programId: string) => `${publishId}/${programId}`;

const inputs = new WeakMap<Manifest, { timeZone: string; input: ScheduleInput }>();

/**
 * What @apm/schedule reads of a manifest (docs/terminal-protocol.md section 5): each schedule
 * entry (a program publication) is a loop plan of that one program, played once a turn, with its
 * priority and window; each plan is itself. Plans and entries go oldest sent first. Kept per
 * manifest object (and device time zone), so the package's day segments are computed once a day.
 */
export function scheduleInputOf(
  m: Manifest,
  lengthOf: (p: ManifestProgram) => number,
  timeZone: string,
): ScheduleInput {
  const known = inputs.get(m);
  if (known?.timeZone === timeZone) return known.input;
  const sent: { queuedAt: number; publishId: string; plan: Plan }[] = [];
  for (const e of m.schedule) {
    sent.push({
      queuedAt: e.queuedAt ?? 0,
      publishId: e.publishId,
      plan: {
        id: e.publishId,
        kind: 'loop',
        entries: [
          {
            id: e.publishId,
            programId: keyOf(e.publishId, e.programId),
            play: { mode: 'plays', count: 1 },
            priority: e.priority,
            when: { from: e.from, to: e.to },
          },
        ],
      },
    });
  }
  for (const p of m.plans) {
    sent.push({
      queuedAt: p.queuedAt,
      publishId: p.publishId,
      plan: {
        id: p.publishId,
        kind: p.kind,
        every: p.every,
        entries: p.entries.map((e) => ({ ...e, programId: keyOf(p.publishId, e.programId) })),
      },
    });
  }
  sent.sort((a, b) => a.queuedAt - b.queuedAt || (a.publishId < b.publishId ? -1 : a.publishId > b.publishId ? 1 : 0));
  const programLengths: Record<string, number> = {};
  for (const p of m.programs) programLengths[keyOf(p.publishId, p.id)] = lengthOf(p);
  const input: ScheduleInput = {
    timeZone: m.terminal.timeZone || timeZone,
    plans: sent.map((s) => s.plan),
    messages: [],
    programLengths,
  };
  inputs.set(m, { timeZone, input });
  return input;
}

/** The program of `m` that plays at `now` (undefined: none), and until when that holds. */
export function programAt(
  m: Manifest,
  now: number,
  lengthOf: (p: ManifestProgram) => number,
  timeZone: string,
): { program: ManifestProgram | undefined; until: number } {
  const answer = whatPlays(scheduleInputOf(m, lengthOf, timeZone), now);
  const key = answer.play?.programId;
  const program = key === undefined ? undefined : m.programs.find((p) => keyOf(p.publishId, p.id) === key);
  return { program, until: answer.until };
}
