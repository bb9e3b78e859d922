import { programKey, scheduleOfManifest, whatPlays, type ScheduleInput } from '@apm/schedule';
import type { Manifest, ManifestProgram } from '../protocol/manifest';

const inputs = new WeakMap<Manifest, { timeZone: string; input: ScheduleInput }>();

/**
 * What @apm/schedule reads of a manifest (`scheduleOfManifest`), kept per manifest object (and
 * device time zone), so the package's day segments are computed once a day.
 */
function inputOf(m: Manifest, lengthOf: (p: ManifestProgram) => number, timeZone: string): ScheduleInput {
  const known = inputs.get(m);
  if (known?.timeZone === timeZone) return known.input;
  const input = scheduleOfManifest(m, lengthOf, timeZone);
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
  const answer = whatPlays(inputOf(m, lengthOf, timeZone), now);
  const key = answer.play?.programId;
  const program = key === undefined ? undefined : m.programs.find((p) => programKey(p.publishId, p.id) === key);
  return { program, until: answer.until };
}
