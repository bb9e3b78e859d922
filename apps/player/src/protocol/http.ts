import { z } from 'zod';
import { parseManifest, type Manifest } from './manifest';
import type { PlayerInfo, ReportMessage } from './messages';

/** The server's prefix; the player is served by the same server, so paths are relative to the page's origin. */
export const API = '/apm-web';

/** A refusal of the server: its HTTP status, envelope code and reason (terminal-protocol.md, Errors). */
export class Refused extends Error {
  override readonly name = 'Refused';
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    readonly reason: string | undefined,
  ) {
    super(`server refused (${status}${reason ? `, ${reason}` : ''})`);
  }

  /** The terminal's secret is wrong, or the terminal was deleted or set back to pending. */
  get authLost(): 'unauthorised' | 'removed' | undefined {
    if (this.status === 401) return 'unauthorised';
    if (this.status === 403 && this.reason === 'removed') return 'removed';
    return undefined;
  }
}

/** The server could not be reached (down, no network, timed out). */
export class Unreachable extends Error {
  override readonly name = 'Unreachable';
}

const envelope = z.object({ code: z.number(), message: z.string().optional(), jsonObject: z.unknown().optional() });

/** The Authorization header of a terminal's calls. */
export const bearer = (terminalId: string, secret: string) => `Bearer ${terminalId}.${secret}`;

async function send(path: string, init: RequestInit, timeoutMs = 20_000): Promise<Response> {
  try {
    return await fetch(`${API}${path}`, { ...init, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new Unreachable(e instanceof Error ? e.message : String(e));
  }
}

/** The envelope's jsonObject of a successful answer; a refusal throws Refused. */
async function answerOf(res: Response): Promise<unknown> {
  let body: z.infer<typeof envelope> | undefined;
  try {
    body = envelope.parse(await res.json());
  } catch {
    body = undefined;
  }
  // A proxy's error page is no answer of the server: treat it as the server being away.
  if (!body) {
    if (res.status >= 500 || res.status === 0) throw new Unreachable(`HTTP ${res.status}`);
    throw new Refused(res.status, undefined, undefined);
  }
  if (!res.ok || body.code !== 0) {
    const reason = (body.jsonObject as { reason?: unknown } | undefined)?.reason;
    throw new Refused(res.status, body.code, typeof reason === 'string' ? reason : undefined);
  }
  return body.jsonObject;
}

export interface RegisterBody {
  hardwareId: string;
  claimToken: string | null;
  name: string;
  model: string;
  player: PlayerInfo;
  screen: { width: number; height: number };
  timeZone: string;
}

const registerAnswer = z.object({
  terminalId: z.string(),
  state: z.enum(['pending', 'authorised']),
  pairingCode: z.string().nullish(),
  claimToken: z.string(),
  secret: z.string().nullish(),
  pollMs: z.number().int().positive().default(5000),
});
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** POST /terminal/register (terminal-protocol.md 2). */
export async function register(body: RegisterBody): Promise<RegisterAnswer> {
  const res = await send('/terminal/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return registerAnswer.parse(await answerOf(res));
}

/**
 * GET /terminal/manifest; 'notModified' when the server's version is `held`. Without `held` the
 * whole manifest comes back (fresh file addresses of the same version).
 */
export async function fetchManifest(auth: string, held: string | undefined): Promise<Manifest | 'notModified'> {
  const headers: Record<string, string> = { authorization: auth };
  if (held) headers['if-none-match'] = `"${held}"`;
  const res = await send('/terminal/manifest', { headers });
  if (res.status === 304) return 'notModified';
  return parseManifest(await answerOf(res));
}

/** POST /terminal/report: reports sent while the socket is down, in order. */
export async function postReports(auth: string, messages: readonly ReportMessage[]): Promise<void> {
  const res = await send('/terminal/report', {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ messages }),
  });
  await answerOf(res);
}
