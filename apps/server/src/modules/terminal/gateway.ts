import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  TERMINAL_CLOSE,
  TERMINAL_FRAME_MAX_BYTES,
  TERMINAL_PROTOCOL,
  TERMINAL_TIMINGS,
  playerMessage,
  type ServerMessage,
  type TerminalPush,
  type TerminalRefusal,
} from '@apm/contract';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/transaction.js';
import { newId } from '../../platform/ids.js';
import type { Log } from '../../platform/log.js';
import { reasonOf, type DeviceService, type StoredStatus } from './device.js';
import { terminalRepo, type TerminalRow } from './repo.js';

export interface GatewayOptions {
  heartbeatMs: number;
  helloTimeoutMs: number;
  /** How often the last-seen times of the open sockets are written, in one batch. */
  flushMs: number;
  /** How often terminals left online by a stopped server process are set offline. */
  sweepMs: number;
}

export const GATEWAY_DEFAULTS: GatewayOptions = {
  heartbeatMs: TERMINAL_TIMINGS.heartbeatMs,
  helloTimeoutMs: TERMINAL_TIMINGS.helloTimeoutMs,
  flushMs: TERMINAL_TIMINGS.heartbeatMs,
  sweepMs: 60_000,
};

/** One open socket. */
interface Conn {
  ws: WebSocket;
  socketId: string;
  phase: 'new' | 'authenticating' | 'open' | 'closed';
  /** Set once `hello` is accepted. */
  terminal?: TerminalRow;
  stored?: StoredStatus;
  lastHeard: number;
  helloTimer?: NodeJS.Timeout;
  /** Messages that came while `hello` was being checked, handled after it. */
  queue: RawData[];
  /** Reports are handled one after the other, in the order they came. */
  work: Promise<void>;
}

/**
 * The terminals' WebSocket (docs/terminal-protocol.md section 4), served by `ws` on the HTTP
 * server's upgrade. Online state lives in this process's memory and reaches the database only when
 * it changes; last-seen times go in one batch every `flushMs`; heartbeats touch no database. A
 * terminal has one socket across all server processes: pushes (`terminal.push`) reach every
 * process and the holder of the socket acts.
 */
export function terminalGateway(deps: {
  db: Executor;
  bus: Bus;
  log: Log;
  device: DeviceService;
  options?: Partial<GatewayOptions>;
}) {
  const opts = { ...GATEWAY_DEFAULTS, ...deps.options };
  const { bus, log, device } = deps;
  const repo = terminalRepo(deps.db);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: TERMINAL_FRAME_MAX_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  /** The open, authenticated sockets by terminal id. */
  const byTerminal = new Map<string, Conn>();
  const all = new Set<Conn>();
  let lastFlush = 0;
  let closing = false;

  const send = (c: Conn, m: ServerMessage) => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(m));
  };
  const refuse = (c: Conn, reason: TerminalRefusal, code: number) => {
    send(c, { type: 'error', reason });
    c.ws.close(code, reason);
  };

  const changed = (t: TerminalRow, online: boolean) =>
    bus.publish('terminal.changed', { officeId: t.office_id, id: t.id, online, state: 'authorised' });

  async function hello(c: Conn, raw: unknown): Promise<void> {
    const parsed = playerMessage.safeParse(raw);
    if (!parsed.success || parsed.data.type !== 'hello') return refuse(c, 'badMessage', TERMINAL_CLOSE.badMessage);
    const m = parsed.data;
    if (m.protocol < TERMINAL_PROTOCOL) return refuse(c, 'protocolTooOld', TERMINAL_CLOSE.badMessage);
    clearTimeout(c.helloTimer);
    let t: TerminalRow;
    try {
      t = await device.authenticate(m.terminalId, m.secret);
    } catch (err) {
      const reason = reasonOf(err);
      if (reason === 'removed') return refuse(c, 'removed', TERMINAL_CLOSE.removed);
      if (reason === 'unauthorised') return refuse(c, 'unauthorised', TERMINAL_CLOSE.unauthorised);
      throw err;
    }
    if (c.phase !== 'authenticating') return; // closed meanwhile
    const older = byTerminal.get(t.id);
    if (older) refuse(older, 'replaced', TERMINAL_CLOSE.replaced);
    // Whatever reads byTerminal (the watch, close, onClose) finds the terminal on the socket.
    c.terminal = t;
    byTerminal.set(t.id, c);
    // A socket of this terminal held by another server process closes too.
    bus.publish('terminal.push', {
      terminalIds: [t.id],
      message: { type: 'disconnect', code: TERMINAL_CLOSE.replaced, reason: 'replaced', except: c.socketId },
    });
    const at = now();
    const wasOffline = await repo.setOnline(t.id, c.socketId, at);
    if (m.player && (m.player.kind !== t.player_kind || m.player.version !== t.player_version)) {
      await repo.update(t.id, { player_kind: m.player.kind, player_version: m.player.version });
      t.player_kind = m.player.kind;
      t.player_version = m.player.version;
    }
    t.online = 1;
    c.stored = {
      playing: t.playing,
      storage: t.storage,
      screen: t.screen,
      player_kind: t.player_kind,
      player_version: t.player_version,
      manifest_version: t.manifest_version,
    };
    if (wasOffline) changed(t, true);
    const version = await device.versionOf(t);
    if (c.phase !== 'authenticating') return;
    c.phase = 'open';
    send(c, {
      type: 'welcome',
      protocol: TERMINAL_PROTOCOL,
      serverTime: now(),
      heartbeatMs: opts.heartbeatMs,
      manifestVersion: version,
    });
    for (const q of c.queue.splice(0)) onMessage(c, q);
  }

  function onMessage(c: Conn, data: RawData, isBinary = false): void {
    if (c.phase === 'closed') return;
    if (c.phase === 'authenticating') {
      c.queue.push(data);
      return;
    }
    c.lastHeard = now();
    let raw: unknown;
    try {
      if (isBinary) throw new Error('binary');
      raw = JSON.parse(data.toString());
    } catch {
      return refuse(c, 'badMessage', TERMINAL_CLOSE.badMessage);
    }
    if (c.phase === 'new') {
      c.phase = 'authenticating';
      c.work = hello(c, raw).catch((err: unknown) => {
        log.error({ err }, 'terminal hello failed');
        c.ws.close(1011, 'server error');
      });
      return;
    }
    const type = (raw as { type?: unknown } | null)?.type;
    // A message of a later minor version: ignored (docs/terminal-protocol.md, Versioning).
    if (typeof type !== 'string' || !KNOWN.has(type)) return;
    const parsed = playerMessage.safeParse(raw);
    if (!parsed.success || parsed.data.type === 'hello') return refuse(c, 'badMessage', TERMINAL_CLOSE.badMessage);
    const m = parsed.data;
    if (m.type === 'heartbeat') return send(c, { type: 'heartbeat-ack', seq: m.seq, serverTime: now() });
    c.work = c.work.then(() =>
      device.report(c.terminal!, c.stored!, m).then(
        // Widget events are acknowledged once stored; unacknowledged, the player sends them again.
        () => (m.type === 'events' ? send(c, { type: 'events-ack', batch: m.batch }) : undefined),
        (err: unknown) => log.error({ err, terminalId: c.terminal?.id }, 'terminal report failed'),
      ),
    );
  }

  async function onClose(c: Conn): Promise<void> {
    c.phase = 'closed';
    clearTimeout(c.helloTimer);
    all.delete(c);
    const t = c.terminal;
    if (!t || byTerminal.get(t.id) !== c) return;
    byTerminal.delete(t.id);
    if (closing) return; // close() sets them offline in one go
    if (await repo.setOffline(t.id, c.socketId, now())) changed(t, false);
  }

  function onConnection(ws: WebSocket): void {
    const c: Conn = { ws, socketId: newId(), phase: 'new', lastHeard: now(), queue: [], work: Promise.resolve() };
    all.add(c);
    c.helloTimer = setTimeout(() => {
      if (c.phase === 'new') refuse(c, 'timeout', TERMINAL_CLOSE.timeout);
    }, opts.helloTimeoutMs);
    ws.on('message', (data, isBinary) => onMessage(c, data, isBinary));
    ws.on('close', () => {
      void onClose(c).catch((err: unknown) => log.error({ err }, 'terminal offline not written'));
    });
    ws.on('error', (err) => log.debug({ err }, 'terminal socket error'));
  }

  /** Closes sockets silent for 2.5 heartbeats; writes the last-seen times of the others. */
  const watch = setInterval(
    () => {
      const at = now();
      const silentSince = at - opts.heartbeatMs * TERMINAL_TIMINGS.offlineAfterHeartbeats;
      const heard: string[] = [];
      for (const c of byTerminal.values()) {
        if (c.lastHeard < silentSince) refuse(c, 'timeout', TERMINAL_CLOSE.timeout);
        else if (c.lastHeard > lastFlush) heard.push(c.terminal!.id);
      }
      if (at - lastFlush >= opts.flushMs && heard.length) {
        lastFlush = at;
        void repo.touchSeen(heard, at).catch((err: unknown) => log.warn({ err }, 'last-seen times not written'));
      }
    },
    Math.min(5_000, opts.flushMs, opts.heartbeatMs),
  );
  watch.unref();

  /** Terminals another (stopped) server process left online: offline once nobody has seen them for long. */
  const sweep = setInterval(() => {
    const before = now() - opts.heartbeatMs * TERMINAL_TIMINGS.offlineAfterHeartbeats - 2 * opts.flushMs;
    void (async () => {
      for (const r of await repo.staleOnline(before)) {
        if (byTerminal.has(r.id) || !r.socket_id) continue;
        if (await repo.setOffline(r.id, r.socket_id, now())) {
          bus.publish('terminal.changed', { officeId: r.office_id, id: r.id, online: false, state: 'authorised' });
        }
      }
    })().catch((err: unknown) => log.warn({ err }, 'stale terminals not swept'));
  }, opts.sweepMs);
  sweep.unref();

  const unsubscribe = bus.subscribe('terminal.push', ({ terminalIds, message }) => {
    for (const id of terminalIds) {
      const c = byTerminal.get(id);
      if (c) deliver(c, message);
    }
  });
  function deliver(c: Conn, m: TerminalPush): void {
    if (m.type !== 'disconnect') return send(c, m);
    if (m.except !== c.socketId) refuse(c, m.reason, m.code);
  }

  return {
    /** The path the gateway serves, under the server's prefix. */
    path: '/terminal/ws',
    /** Takes an HTTP upgrade of the gateway's path. */
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      if (closing) {
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, onConnection);
    },
    /** How many authenticated sockets this process holds. */
    connected: () => byTerminal.size,
    /** Closes every socket (1001: the server stops) and sets their terminals offline. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(watch);
      clearInterval(sweep);
      unsubscribe();
      const held = [...byTerminal.values()];
      for (const c of all) c.ws.close(TERMINAL_CLOSE.goingAway, 'going away');
      const at = now();
      for (const c of held) {
        if (await repo.setOffline(c.terminal!.id, c.socketId, at)) changed(c.terminal!, false);
      }
      byTerminal.clear();
      // The players answer the close frame; whoever has not within a second is cut off.
      for (let waited = 0; all.size > 0 && waited < 1_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      for (const c of all) c.ws.terminate();
      wss.close();
    },
  };
}
export type TerminalGateway = ReturnType<typeof terminalGateway>;

const KNOWN = new Set(['hello', 'heartbeat', 'ack', 'manifest-ack', 'delivery', 'status', 'events']);
