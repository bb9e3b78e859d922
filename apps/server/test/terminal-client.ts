import { WebSocket } from 'ws';

/**
 * A terminal written from docs/terminal-protocol.md alone: its paths, headers and messages are
 * the page's, typed here by hand (nothing is taken from the server's code or the contract), so a
 * test driving the server with it checks that the page is enough to write a player.
 */

export interface RegisterAnswer {
  terminalId: string;
  state: 'pending' | 'authorised';
  pairingCode: string | null;
  claimToken: string;
  secret: string | null;
  pollMs: number;
}

export interface HttpAnswer<J = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; message: string; jsonObject?: J } | null;
}

export interface ManifestFile {
  md5: string;
  size: number;
  mime: string;
  url: string;
  expiresAt: number;
}

export interface Manifest {
  version: string;
  generatedAt: number;
  terminal: { id: string; name: string; timeZone: string | null };
  programs: Array<{ id: string; publishId: string; name: string; document: unknown }>;
  schedule: Array<{ publishId: string; programId: string; priority: number; from: number | null; to: number | null }>;
  plans: Array<{
    publishId: string;
    planId: string;
    name: string;
    kind: string;
    every: { items: number } | { minutes: number } | null;
    entries: Array<{ id: string; programId: string; play: unknown; priority: number; when: unknown }>;
    queuedAt: number;
  }>;
  messages: Array<{
    publishId: string;
    messageId: string;
    name: string;
    look: Record<string, unknown>;
    priority: number;
    emergency: boolean;
    from: number;
    to: number | null;
    repeats: number | null;
    queuedAt: number;
  }>;
  files: ManifestFile[];
}

/** A message the server sent on the socket. */
export type ServerMessage = { type: string; [k: string]: unknown };

async function json<J>(res: Response): Promise<HttpAnswer<J>> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as HttpAnswer<J>['body']) : null };
}

/** A player talking to `origin` (e.g. http://127.0.0.1:PORT). */
export function terminalClient(origin: string, hardwareId: string) {
  const base = `${origin}/apm-web`;
  let terminalId = '';
  let secret = '';
  let claimToken: string | null = null;
  const auth = () => ({ authorization: `Bearer ${terminalId}.${secret}` });

  const client = {
    get terminalId() {
      return terminalId;
    },
    get claimToken() {
      return claimToken;
    },
    /** Forgets the stored claim token (a device that lost its storage). */
    forgetClaim() {
      claimToken = null;
    },
    /** Takes the identity another client collected (the same device talking to another server process). */
    useIdentity(id: string, s: string) {
      terminalId = id;
      secret = s;
    },
    /** Uses another secret than the one the server gave. */
    useSecret(s: string) {
      secret = s;
    },
    get secret() {
      return secret;
    },

    /** Section 2: POST /terminal/register; stores the claim token and a secret when one comes. */
    async register(extra: Record<string, unknown> = {}): Promise<HttpAnswer<RegisterAnswer>> {
      const res = await fetch(`${base}/terminal/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          hardwareId,
          claimToken,
          name: 'Lobby screen',
          model: 'Chromium 131 / Linux x86_64',
          player: { kind: 'browser', version: '1.0.0' },
          screen: { width: 1920, height: 1080 },
          timeZone: 'Europe/Berlin',
          ...extra,
        }),
      });
      const a = await json<RegisterAnswer>(res);
      const j = a.body?.jsonObject;
      if (a.body?.code === 0 && j) {
        terminalId = j.terminalId;
        claimToken = j.claimToken;
        if (j.secret) secret = j.secret;
      }
      return a;
    },

    /** Section 5: GET /terminal/manifest, with If-None-Match when given a version. */
    async manifest(version?: string): Promise<HttpAnswer<Manifest>> {
      const headers: Record<string, string> = auth();
      if (version) headers['if-none-match'] = `"${version}"`;
      return json<Manifest>(await fetch(`${base}/terminal/manifest`, { headers }));
    },

    /** Section 4, reports without the socket: POST /terminal/report. */
    async report(messages: unknown[]): Promise<HttpAnswer> {
      return json(
        await fetch(`${base}/terminal/report`, {
          method: 'POST',
          headers: { ...auth(), 'content-type': 'application/json' },
          body: JSON.stringify({ messages }),
        }),
      );
    },

    /** Section 6: GET a file address (relative to the server), with a Range when given. */
    async file(
      url: string,
      range?: string,
    ): Promise<{ status: number; headers: Headers; bytes: Buffer; text: string }> {
      const res = await fetch(`${origin}${url}`, { headers: range ? { range } : {} });
      const bytes = Buffer.from(await res.arrayBuffer());
      return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
    },

    /** Section 4: opens the socket and says hello; answers the socket once the first message came. */
    async connect(manifestVersion: string | null = null): Promise<TerminalSocket> {
      const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/apm-web/terminal/ws`);
      const s = socketOf(ws);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      s.send({
        type: 'hello',
        protocol: 1,
        terminalId,
        secret,
        player: { kind: 'browser', version: '1.0.0' },
        manifestVersion,
      });
      return s;
    },
  };
  return client;
}

export interface TerminalSocket {
  ws: WebSocket;
  send(m: unknown): void;
  /** The next message of `type` (those of other types before it are kept for later). */
  next(type: string, timeoutMs?: number): Promise<ServerMessage>;
  /** The close code and reason, once the server closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
}

function socketOf(ws: WebSocket): TerminalSocket {
  const inbox: ServerMessage[] = [];
  const waiters: Array<{ type: string; resolve: (m: ServerMessage) => void }> = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as ServerMessage;
    const i = waiters.findIndex((w) => w.type === m.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(m);
    else inbox.push(m);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return {
    ws,
    send: (m) => ws.send(JSON.stringify(m)),
    closed,
    next(type, timeoutMs = 5_000) {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          type,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}
