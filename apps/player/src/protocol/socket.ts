import { Backoff } from './backoff';
import { API } from './http';
import {
  afterClose,
  parseServerMessage,
  PROTOCOL,
  type PlayerInfo,
  type PlayerMessage,
  type ServerMessage,
  type Welcome,
} from './messages';

export interface SocketHooks {
  /** The hello's fields that change: the secret and the manifest version held now. */
  hello(): { terminalId: string; secret: string; manifestVersion: string | null };
  welcomed(w: Welcome): void;
  message(m: Exclude<ServerMessage, { type: 'welcome' | 'heartbeat-ack' }>): void;
  /** The socket closed (or never opened); it tries again by itself unless told to stop. */
  down(): void;
  /** Closed with 4401 or 4403: the terminal must register again; the socket stays closed. */
  authLost(code: number): void;
  /** Closed with 4409: another socket of this terminal took over; the socket stays closed. */
  replaced(): void;
}

const WELCOME_WAIT_MS = 15_000;

function socketUrl(): string {
  const u = new URL(`${API}/terminal/ws`, location.href);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.toString();
}

/**
 * The terminal's WebSocket (terminal-protocol.md 4): hello, welcome, the application heartbeat
 * with its ack timeout, and reconnecting with back-off and jitter. One socket at a time; every
 * timer and handler of a closed socket is let go.
 */
export class TerminalSocket {
  private ws: WebSocket | undefined;
  private welcomed = false;
  private stopped = true;
  private seq = 0;
  private heartbeatMs = 30_000;
  private readonly backoff = new Backoff();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private beatTimer: ReturnType<typeof setInterval> | undefined;
  private ackTimer: ReturnType<typeof setTimeout> | undefined;
  /** The heartbeat whose ack is awaited (the oldest unanswered one). */
  private awaiting: number | undefined;
  private welcomeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly player: PlayerInfo,
    private readonly hooks: SocketHooks,
  ) {}

  /** Whether the socket is open and welcomed (messages sent now reach the server). */
  get up(): boolean {
    return this.welcomed && this.ws?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.backoff.reset();
    this.open();
  }

  /** Closes the socket for good (until start). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.drop(1000, 'player stops');
  }

  /** Closes and opens again at once (a new secret, a network that came back). */
  restart(): void {
    this.stop();
    this.start();
  }

  /** Sends a message when the socket is up; false when it is not (the caller keeps it for later). */
  send(m: PlayerMessage): boolean {
    if (!this.up || !this.ws) return false;
    try {
      this.ws.send(JSON.stringify(m));
      return true;
    } catch {
      return false;
    }
  }

  private open(): void {
    if (this.stopped) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(socketUrl());
    } catch {
      this.retry();
      return;
    }
    this.ws = ws;
    this.welcomed = false;
    ws.onopen = () => {
      const h = this.hooks.hello();
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL, player: this.player, ...h } satisfies PlayerMessage));
      this.welcomeTimer = setTimeout(() => this.drop(4000, 'no welcome'), WELCOME_WAIT_MS);
    };
    ws.onmessage = (e: MessageEvent) => {
      if (typeof e.data !== 'string') return;
      const m = parseServerMessage(e.data);
      // A message of a later protocol version, or one we do not know: ignored, never fatal.
      if (!m) return;
      this.received(m);
    };
    ws.onclose = (e: CloseEvent) => this.closed(ws, e.code);
    // An error is always followed by close, which decides what happens next.
    ws.onerror = () => undefined;
  }

  private received(m: ServerMessage): void {
    if (m.type === 'welcome') {
      clearTimeout(this.welcomeTimer);
      this.welcomed = true;
      this.backoff.reset();
      this.heartbeatMs = m.heartbeatMs;
      this.beat();
      this.hooks.welcomed(m);
      return;
    }
    if (m.type === 'heartbeat-ack') {
      if (this.awaiting !== undefined && m.seq >= this.awaiting) {
        clearTimeout(this.ackTimer);
        this.ackTimer = this.awaiting = undefined;
      }
      return;
    }
    this.hooks.message(m);
  }

  /** Starts the heartbeat: every heartbeatMs a beat, and the socket closes when its ack does not come in time. */
  private beat(): void {
    clearInterval(this.beatTimer);
    this.beatTimer = setInterval(() => {
      this.seq += 1;
      if (!this.send({ type: 'heartbeat', seq: this.seq, at: Date.now() })) return;
      // The oldest unanswered beat sets the deadline: later beats must not push it back.
      if (this.awaiting !== undefined) return;
      this.awaiting = this.seq;
      this.ackTimer = setTimeout(() => this.drop(4000, 'heartbeat not acknowledged'), this.heartbeatMs);
    }, this.heartbeatMs);
  }

  private closed(ws: WebSocket, code: number): void {
    if (ws !== this.ws) return;
    this.release();
    if (this.stopped) return;
    const action = afterClose(code);
    if (action === 'register') {
      this.stopped = true;
      this.hooks.authLost(code);
      return;
    }
    if (action === 'stop') {
      this.stopped = true;
      this.hooks.replaced();
      return;
    }
    this.hooks.down();
    this.retry();
  }

  private retry(): void {
    clearTimeout(this.retryTimer);
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => this.open(), this.backoff.next());
  }

  /** Closes the current socket now; its close event (already detached) does not come back to us. */
  private drop(code: number, reason: string): void {
    const ws = this.ws;
    if (!ws) return;
    this.release();
    try {
      ws.close(code, reason);
    } catch {
      // Already closing.
    }
    if (!this.stopped) {
      this.hooks.down();
      this.retry();
    }
  }

  private release(): void {
    const ws = this.ws;
    this.ws = undefined;
    this.welcomed = false;
    clearInterval(this.beatTimer);
    clearTimeout(this.ackTimer);
    clearTimeout(this.welcomeTimer);
    this.ackTimer = this.awaiting = undefined;
    if (ws) ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
  }
}
