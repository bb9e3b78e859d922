/**
 * The terminal protocol as the simulator speaks it, written from docs/terminal-protocol.md alone
 * (nothing taken from the server or the contract): paths, the register body, the socket's
 * messages, and the answers the simulator reads.
 */

export const API = '/apm-web';
export const PATHS = {
  register: `${API}/terminal/register`,
  ws: `${API}/terminal/ws`,
  manifest: `${API}/terminal/manifest`,
} as const;

export const PROTOCOL = 1;
export const PLAYER = { kind: 'fleet-bench', version: '1.0.0' } as const;
export const SCREEN = { width: 1920, height: 1080 } as const;

/** Section 2: the register call's body (`claimToken` null on the first call). */
export const registerBody = (hardwareId: string, claimToken: string | null, name: string) => ({
  hardwareId,
  claimToken,
  name,
  model: 'fleet benchmark',
  player: PLAYER,
  screen: SCREEN,
  timeZone: 'Europe/Berlin',
});

/** Section 3: the header of every authenticated call. */
export const bearer = (terminalId: string, secret: string) => `Bearer ${terminalId}.${secret}`;

/** Section 4: the socket's first message. */
export const hello = (terminalId: string, secret: string, manifestVersion: string | null) => ({
  type: 'hello' as const,
  protocol: PROTOCOL,
  terminalId,
  secret,
  player: PLAYER,
  manifestVersion,
});

export const heartbeat = (seq: number, at: number) => ({ type: 'heartbeat' as const, seq, at });

export const manifestAck = (version: string) => ({ type: 'manifest-ack' as const, version });

export const delivery = (
  publishId: string,
  state: 'downloading' | 'ready' | 'playing' | 'failed',
  percent?: number,
  reason?: string,
) => ({
  type: 'delivery' as const,
  publishId,
  state,
  ...(percent !== undefined && { percent }),
  ...(reason !== undefined && { reason }),
});

/** The status a player sends after `welcome`: nothing plays yet. */
export const status = (manifestVersion: string | null, usedBytes: number) => ({
  type: 'status' as const,
  playing: null,
  storage: { usedBytes, quotaBytes: 2 * 1024 ** 3 },
  player: PLAYER,
  screen: SCREEN,
  manifestVersion,
});

/** The answer of register (section 2). */
export interface RegisterAnswer {
  terminalId: string;
  state: 'pending' | 'authorised';
  pairingCode: string | null;
  claimToken: string;
  secret: string | null;
}

/** The parts of a manifest (section 5) the simulator uses. */
export interface Manifest {
  version: string;
  schedule: Array<{ publishId: string; programId: string }>;
  plans?: Array<{ publishId: string }>;
  messages?: Array<{ publishId: string; emergency: boolean }>;
  files: Array<{ md5: string; size: number; url: string }>;
}

/** A message of the server on the socket (section 4). */
export type ServerMessage =
  | { type: 'welcome'; protocol: number; heartbeatMs: number; manifestVersion: string | null }
  | { type: 'heartbeat-ack'; seq: number; serverTime: number }
  | { type: 'manifest'; version: string | null }
  | { type: 'command'; id: string; name: string }
  | { type: 'error'; reason: string };
