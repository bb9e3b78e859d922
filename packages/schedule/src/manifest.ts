import type { Message, Plan, PlanEntry, ScheduleInput } from './plan.js';

/**
 * What a terminal's manifest gives the schedule (docs/terminal-protocol.md section 5), in the
 * shape both the server and players hold it.
 */
export interface ManifestSchedule {
  terminal: { timeZone?: string | null };
  programs: readonly { id: string; publishId: string }[];
  schedule: readonly {
    publishId: string;
    programId: string;
    priority: number;
    from: number | null;
    to: number | null;
    queuedAt?: number;
  }[];
  plans: readonly {
    publishId: string;
    kind: Plan['kind'];
    every: Plan['every'];
    entries: readonly PlanEntry[];
    queuedAt: number;
  }[];
  /** Absent from manifests made before messages: none. */
  messages?: readonly {
    publishId: string;
    priority: number;
    emergency: boolean;
    look: { position: Message['position'] };
    from: number;
    to: number | null;
    queuedAt: number;
  }[];
}

/** A program's key in the input made from a manifest: its publication and its id (a program may come in several). */
export const programKey = (publishId: string, programId: string) => `${publishId}/${programId}`;

/**
 * The schedule input of a manifest: each schedule entry (a program publication) is a loop plan of
 * that one program, played once a turn, with its priority and window; each plan is itself, its
 * programs named by `programKey`. Plans and entries go oldest sent first. Each message is known by
 * its `publishId`, shown from `from` to `to`, oldest sent first. `timeZone` is used when the
 * manifest names none (a player's own zone).
 */
export function scheduleOfManifest<P extends { id: string; publishId: string }>(
  m: ManifestSchedule & { programs: readonly P[] },
  lengthOf: (program: P) => number,
  timeZone: string,
): ScheduleInput {
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
            programId: programKey(e.publishId, e.programId),
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
        entries: p.entries.map((e) => ({ ...e, programId: programKey(p.publishId, e.programId) })),
      },
    });
  }
  sent.sort((a, b) => a.queuedAt - b.queuedAt || (a.publishId < b.publishId ? -1 : a.publishId > b.publishId ? 1 : 0));
  const programLengths: Record<string, number> = {};
  for (const p of m.programs) programLengths[programKey(p.publishId, p.id)] = lengthOf(p);
  const messages: Message[] = [...(m.messages ?? [])]
    .sort((a, b) => a.queuedAt - b.queuedAt || (a.publishId < b.publishId ? -1 : a.publishId > b.publishId ? 1 : 0))
    .map((x) => ({
      id: x.publishId,
      priority: x.priority,
      position: x.look.position,
      emergency: x.emergency,
      when: { from: x.from, to: x.to },
    }));
  return { timeZone: m.terminal.timeZone || timeZone, plans: sent.map((s) => s.plan), messages, programLengths };
}
