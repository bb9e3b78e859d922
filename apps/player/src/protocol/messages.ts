import { z } from 'zod';

/** The protocol version this player speaks (hello.protocol). */
export const PROTOCOL = 1;

// Every schema ignores fields it does not know: a server may add fields within a version.
const welcome = z.object({
  type: z.literal('welcome'),
  serverTime: z.number(),
  heartbeatMs: z.number().int().positive(),
  manifestVersion: z.string().nullable(),
});
const heartbeatAck = z.object({ type: z.literal('heartbeat-ack'), seq: z.number().int(), serverTime: z.number() });
// Null when the server has not computed the new version: fetch without If-None-Match.
const manifestChanged = z.object({ type: z.literal('manifest'), version: z.string().nullable().default(null) });
const command = z.object({
  type: z.literal('command'),
  id: z.string().min(1),
  name: z.string(),
  args: z.record(z.string(), z.unknown()).default({}),
  timeoutMs: z.number().int().positive().default(30_000),
});
const error = z.object({ type: z.literal('error'), reason: z.string() });
// The widget events of `batch` are stored: the player may forget them.
const eventsAck = z.object({ type: z.literal('events-ack'), batch: z.string() });

const serverMessage = z.discriminatedUnion('type', [welcome, heartbeatAck, manifestChanged, command, error, eventsAck]);

export type ServerMessage = z.infer<typeof serverMessage>;
export type Welcome = z.infer<typeof welcome>;
export type Command = z.infer<typeof command>;

/** A server message from a text frame; undefined for what is not JSON or not of this protocol. */
export function parseServerMessage(text: string): ServerMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = serverMessage.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** What a player tells about itself in hello, register and status. */
export interface PlayerInfo {
  kind: 'browser';
  version: string;
}

export interface Playing {
  programId: string;
  publishId: string;
  /** The program's name as the manifest gave it (not on the page; the server ignores it if it does not know it). */
  name: string;
  sceneId: string | null;
}

export type DeliveryReason = 'md5Mismatch' | 'noSpace' | 'badDocument' | 'downloadFailed';

export type DeliveryMessage =
  | { type: 'delivery'; publishId: string; state: 'downloading'; percent: number }
  | { type: 'delivery'; publishId: string; state: 'ready' | 'playing' }
  | { type: 'delivery'; publishId: string; state: 'failed'; reason: DeliveryReason };

export interface StatusMessage {
  type: 'status';
  playing: Playing | null;
  storage: { usedBytes: number; quotaBytes: number };
  player: PlayerInfo;
  screen: { width: number; height: number };
  manifestVersion: string | null;
}

/** A widget shown as its scene started (`use`) or a button pressed (`click`), terminal-protocol.md "Widget events". */
export interface WidgetEvent {
  id: string;
  type: 'use' | 'click';
  /** Epoch ms by the program's clock. */
  at: number;
  publishId: string;
  programId: string;
  sceneId: string;
  widgetId: string;
  kind: string;
  /** A click's button action type. */
  action?: string;
}

/** A batch of widget events; `dropped`: events the full store dropped since the last acknowledged batch. */
export interface EventsMessage {
  type: 'events';
  batch: string;
  dropped?: number;
  events: WidgetEvent[];
}

/** Messages that may also travel by POST /terminal/report when the socket is down. */
export type ReportMessage =
  | EventsMessage
  | DeliveryMessage
  | StatusMessage
  | { type: 'manifest-ack'; version: string }
  | { type: 'ack'; id: string; ok: true }
  | { type: 'ack'; id: string; ok: false; error: string };

export type PlayerMessage =
  | ReportMessage
  | {
      type: 'hello';
      protocol: number;
      terminalId: string;
      secret: string;
      player: PlayerInfo;
      manifestVersion: string | null;
    }
  | { type: 'heartbeat'; seq: number; at: number };

/** Close codes of the socket (terminal-protocol.md, Closing codes) and what the player does. */
export type CloseAction = 'reconnect' | 'register' | 'stop';

/** What to do after the socket closed with `code`. */
export function afterClose(code: number): CloseAction {
  if (code === 4401 || code === 4403) return 'register';
  // Another socket of this terminal took over (another tab or device with the same secret).
  if (code === 4409) return 'stop';
  return 'reconnect';
}
