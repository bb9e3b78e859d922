import type { ManifestPlan, ManifestProgram, TimelineAnswer } from '@apm/contract';
import { programKey, timeline, zone, type ScheduleInput } from '@apm/schedule';

/**
 * What a terminal's schedule input plays over `[from, to)`, in the contract's words
 * (docs/scheduling.md): its segments, each turn when `withPlays`, and the programs of its manifest
 * content by key. The single timeline and each row of a page of timelines are this one answer.
 */
export function timelineOf(
  input: ScheduleInput,
  content: { programs: readonly ManifestProgram[]; plans: readonly Pick<ManifestPlan, 'publishId' | 'name'>[] },
  from: number,
  to: number,
  withPlays: boolean,
): TimelineAnswer {
  const line = timeline(input, from, to, { plays: withPlays });
  const planNames = new Map(content.plans.map((x) => [x.publishId, x.name]));
  return {
    timeZone: zone(input.timeZone).name,
    segments: line.segments.map((g) => ({
      from: g.from,
      to: g.to,
      kind: g.lineup.kind,
      keys: g.lineup.slots.map((x) => x.programId),
    })),
    plays: line.plays?.map((x) => ({ from: x.from, to: x.to, kind: x.kind, key: x.programId })) ?? null,
    programs: content.programs.map((x) => ({
      key: programKey(x.publishId, x.id),
      programId: x.id,
      programName: x.name,
      publishId: x.publishId,
      planName: planNames.get(x.publishId) ?? null,
    })),
  };
}
