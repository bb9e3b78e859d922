import { programKey, scheduleOfManifest, whatPlays, type ScheduleInput } from '@apm/schedule';
import type { Manifest, ManifestMessage, ManifestProgram } from '../protocol/manifest';

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

/** A message publication as sent once: a re-send (new `queuedAt`) shows its passes afresh. */
export const messageKey = (m: Pick<ManifestMessage, 'publishId' | 'queuedAt'>) => `${m.publishId}@${m.queuedAt}`;

/** The messages a manifest shows at a moment (docs/scheduling.md, Messages). */
export interface MessagesNow {
  /** The emergency covering everything, or undefined. */
  emergency: ManifestMessage | undefined;
  /** Over the program, at most one per position, in the order full, top, middle, bottom. */
  messages: ManifestMessage[];
  /** The answer holds until then. */
  until: number;
}

/**
 * The messages of `m` shown at `now`, leaving out those whose passes are done (`done`, by
 * `messageKey`): the next best of their position shows instead. Programs play no part (messages
 * need no files), so the input holds the messages alone.
 */
export function messagesAt(m: Manifest, now: number, timeZone: string, done: ReadonlySet<string>): MessagesNow {
  const live = m.messages.filter((x) => !done.has(messageKey(x)));
  if (live.length === 0) return { emergency: undefined, messages: [], until: Infinity };
  const input = scheduleOfManifest(
    { terminal: m.terminal, programs: [], schedule: [], plans: [], messages: live },
    () => 0,
    timeZone,
  );
  const answer = whatPlays(input, now);
  const byId = new Map(live.map((x) => [x.publishId, x]));
  const emergency = answer.emergency === null ? undefined : byId.get(answer.emergency);
  const messages = answer.messages.map((id) => byId.get(id)).filter((x): x is ManifestMessage => x !== undefined);
  return { emergency, messages, until: answer.until };
}
