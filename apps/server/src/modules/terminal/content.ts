import { createHash } from 'node:crypto';
import {
  TERMINAL_TIMINGS,
  type ContentReport,
  type EventsMessage,
  type TerminalManifest,
  type ManifestData,
  type ManifestFileContent,
  type ManifestMessage,
  type ManifestPlan,
  type ManifestProgram,
  type ScheduleEntry,
} from '@apm/contract';
import type { FileSigner } from './signer.js';

/** The terminal a manifest is made for. */
export interface ManifestTerminal {
  id: string;
  /** Always set: only authorised terminals get manifests. */
  officeId: string;
  name: string;
  timeZone: string | null;
}

/** What a terminal must hold: its programs, what to play when (publications and plans), the messages to show, and every file they name (without addresses). */
export interface ManifestContent {
  programs: ManifestProgram[];
  schedule: ScheduleEntry[];
  plans: ManifestPlan[];
  messages: ManifestMessage[];
  files: ManifestFileContent[];
  /** The weather and rates its programs draw; absent when they draw none. */
  data?: ManifestData;
}

/**
 * What the terminal module needs of whoever publishes content (the publish module provides it as
 * `services.terminalContent`). Without one, every manifest is empty: nothing is published.
 */
export interface TerminalContent {
  /** The content of a terminal's manifest now. */
  manifestOf(terminal: ManifestTerminal): Promise<ManifestContent>;
  /**
   * A report of an authenticated terminal about content, in the order the player sent them, over
   * its socket or `POST /terminal/report`: `manifest-ack` (a delivery is sent), `delivery`
   * (downloading, ready, playing, failed), `status` (what plays now).
   */
  report(terminal: ManifestTerminal, message: ContentReport): Promise<void>;
}

/**
 * Where a terminal's widget events go (the statistics module provides it as
 * `services.terminalEvents`). `take` resolves once the batch is stored (each event once, by its id),
 * and only then does the terminal hear `events-ack` (or its report call's answer).
 */
export interface TerminalEvents {
  take(terminal: ManifestTerminal, message: EventsMessage): Promise<void>;
}

export const EMPTY_CONTENT: ManifestContent = { programs: [], schedule: [], plans: [], messages: [], files: [] };

/**
 * The manifest's version: a hash of everything in it but the file addresses and the time it was
 * made, so the same content keeps the same version while its addresses expire and are renewed.
 */
export function manifestVersion(t: ManifestTerminal, c: ManifestContent): string {
  const files = c.files.map((f) => ({ md5: f.md5, size: f.size, mime: f.mime }));
  const body = JSON.stringify({
    terminal: { id: t.id, name: t.name, timeZone: t.timeZone },
    programs: c.programs,
    schedule: c.schedule,
    plans: c.plans,
    // Left out when there are none: manifests made before messages keep their versions.
    ...(c.messages.length ? { messages: c.messages } : {}),
    files,
    // Left out when there is none, likewise: new weather or rates make a new version.
    ...(c.data ? { data: c.data } : {}),
  });
  return createHash('sha256').update(body).digest('hex').slice(0, 32);
}

/** The manifest with fresh signed file addresses, valid for an hour from `at`. */
export async function manifestWithAddresses(
  t: ManifestTerminal,
  c: ManifestContent,
  version: string,
  signer: FileSigner,
  at: number,
): Promise<TerminalManifest> {
  const expiresAt = at + TERMINAL_TIMINGS.fileUrlMs;
  return {
    version,
    generatedAt: at,
    terminal: { id: t.id, name: t.name, timeZone: t.timeZone },
    programs: c.programs,
    schedule: c.schedule,
    plans: c.plans,
    messages: c.messages,
    files: await Promise.all(
      c.files.map(async (f) => ({
        md5: f.md5,
        size: f.size,
        mime: f.mime,
        url: await signer.url(f.md5, t.id, expiresAt),
        expiresAt,
      })),
    ),
    ...(c.data ? { data: c.data } : {}),
  };
}
