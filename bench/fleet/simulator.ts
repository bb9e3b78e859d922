/**
 * A process of simulated terminals (forked by run.ts, which tells it what to do over IPC). Each
 * terminal speaks the real protocol (protocol.ts): it registers, is authorised through the
 * console's call, collects its secret, opens its WebSocket, says hello, sends heartbeats and a
 * status, fetches its manifest over HTTP whenever the server says it changed and acknowledges it;
 * the terminals chosen as downloaders then download the manifest's files, check their MD5 and
 * report the delivery ready.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { download, envelope, request } from './http.js';
import * as p from './protocol.js';

/** What run.ts asks. */
export type Command =
  | {
      cmd: 'pair';
      origin: string;
      cookie: string;
      officeId: string;
      runId: string;
      from: number;
      count: number;
      /** How many of this process's terminals (its first ones) download the files of a publication. */
      downloaders: number;
    }
  | { cmd: 'connect' }
  | { cmd: 'measure'; ms: number };

/** A publication as this process's terminals saw it. */
export interface PublishProgress {
  /** Terminals that sent manifest-ack for a manifest holding it, and when the last did (epoch ms). */
  acked: number;
  lastAckAt: number;
  /** When each downloader had every file downloaded and verified (epoch ms). */
  verified: number[];
  failed: number;
}

/** What this process tells run.ts. */
export type Report =
  | { ev: 'paired'; ids: string[]; failed: number; errors: string[] }
  | { ev: 'connected'; connected: number; failed: number; errors: string[] }
  | { ev: 'rtts'; samples: number[]; unanswered: number; open: number }
  | {
      ev: 'progress';
      open: number;
      closes: Record<string, number>;
      missedAcks: number;
      errors: string[];
      publications: Record<string, PublishProgress>;
    };

interface Terminal {
  index: number;
  hardwareId: string;
  terminalId: string;
  secret: string;
  downloader: boolean;
  ws?: WebSocket;
  heartbeatMs: number;
  seq: number;
  /** Heartbeats sent and not yet answered: seq → performance.now() when sent. */
  sent: Map<number, number>;
  timer?: NodeJS.Timeout;
  /** The manifest version held (null: none). */
  held: string | null;
  fetching: boolean;
  fetchAgain: boolean;
  /** MD5s of the files downloaded and verified. */
  files: Set<string>;
  /** The publications whose manifest it acknowledged already (each is counted once). */
  counted: Set<string>;
  usedBytes: number;
}

const send = (m: Report) => process.send!(m);
// Calls share a pool of keep-alive connections; file downloads have their own, so that
// downloads do not queue the others' manifest fetches.
const api = new http.Agent({ keepAlive: true, maxSockets: Number(process.env.BENCH_HTTP_SOCKETS ?? 64) });
const files = new http.Agent({ keepAlive: true, maxSockets: 1024 });

let origin = '';
const terminals: Terminal[] = [];
const errors: string[] = [];
const closes: Record<string, number> = {};
let missedAcks = 0;
let window: { start: number; end: number; samples: number[] } | undefined;
const publications = new Map<string, PublishProgress>();
let changed = false;

const remember = (what: string) => {
  if (errors.length < 20) errors.push(what);
};

/** Runs `work` on every item, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

const registerCall = (body: unknown) =>
  request(api, `${origin}${p.PATHS.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Register (pending, a pairing code), authorise by that code as the administrator, register again for the secret. */
async function pair(c: Extract<Command, { cmd: 'pair' }>): Promise<void> {
  origin = c.origin;
  const all = Array.from({ length: c.count }, (_, i) => c.from + i);
  const ids: string[] = [];
  let failed = 0;
  await pool(all, Number(process.env.BENCH_PAIR_CONCURRENCY ?? 8), async (index) => {
    const hardwareId = `fleet-${c.runId}-${index}`;
    const name = `Fleet ${index}`;
    try {
      const first = envelope<p.RegisterAnswer>(await registerCall(p.registerBody(hardwareId, null, name)));
      const code = first?.jsonObject?.pairingCode;
      if (!code) throw new Error(`register: ${JSON.stringify(first)}`);
      const auth = envelope(
        await request(api, `${origin}${p.API}/a/api/terminal/authorise`, {
          method: 'POST',
          headers: {
            cookie: c.cookie,
            'x-requested-with': 'apm-console',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ pairingCode: code, officeId: c.officeId, name }).toString(),
        }),
      );
      if (auth?.code !== 0) throw new Error(`authorise: ${JSON.stringify(auth)}`);
      const second = envelope<p.RegisterAnswer>(
        await registerCall(p.registerBody(hardwareId, first!.jsonObject!.claimToken, name)),
      );
      const j = second?.jsonObject;
      if (j?.state !== 'authorised' || !j.secret) throw new Error(`collect: ${JSON.stringify(second)}`);
      terminals.push({
        index,
        hardwareId,
        terminalId: j.terminalId,
        secret: j.secret,
        downloader: index - c.from < c.downloaders,
        heartbeatMs: 30_000,
        seq: 0,
        sent: new Map(),
        held: null,
        fetching: false,
        fetchAgain: false,
        files: new Set(),
        counted: new Set(),
        usedBytes: 0,
      });
      ids.push(j.terminalId);
    } catch (err) {
      failed++;
      remember(String(err));
    }
  });
  terminals.sort((a, b) => a.index - b.index);
  send({ ev: 'paired', ids, failed, errors: errors.splice(0) });
}

function beat(t: Terminal): void {
  const at = performance.now();
  // An ack that has not come within a heartbeat: the protocol would reconnect; the bench counts it.
  for (const [seq, sentAt] of t.sent) {
    if (at - sentAt >= t.heartbeatMs) {
      t.sent.delete(seq);
      missedAcks++;
    }
  }
  t.seq++;
  t.sent.set(t.seq, at);
  t.ws?.send(JSON.stringify(p.heartbeat(t.seq, Date.now())));
}

function progressOf(publishId: string): PublishProgress {
  let g = publications.get(publishId);
  if (!g) publications.set(publishId, (g = { acked: 0, lastAckAt: 0, verified: [], failed: 0 }));
  return g;
}

/** Section 5: the manifest over HTTP; acknowledged on the socket; then the files, for a downloader. */
async function fetchManifest(t: Terminal, pushed: string | null): Promise<void> {
  if (t.fetching) {
    t.fetchAgain = true;
    return;
  }
  t.fetching = true;
  try {
    const headers: Record<string, string> = { authorization: p.bearer(t.terminalId, t.secret) };
    if (pushed !== null && t.held) headers['if-none-match'] = `"${t.held}"`;
    const a = await request(api, `${origin}${p.PATHS.manifest}`, { headers });
    if (a.status === 304) return;
    const m = envelope<p.Manifest>(a)?.jsonObject;
    if (a.status !== 200 || !m) throw new Error(`manifest: ${a.status} ${a.body.toString('utf8').slice(0, 200)}`);
    t.held = m.version;
    t.ws?.send(JSON.stringify(p.manifestAck(m.version)));
    // Each publication the manifest holds, counted the first time this terminal acknowledges it.
    const messages = new Set((m.messages ?? []).map((x) => x.publishId));
    for (const publishId of [
      ...m.schedule.map((x) => x.publishId),
      ...(m.plans ?? []).map((x) => x.publishId),
      ...messages,
    ]) {
      if (t.counted.has(publishId)) continue;
      t.counted.add(publishId);
      const g = progressOf(publishId);
      g.acked++;
      g.lastAckAt = Math.max(g.lastAckAt, Date.now());
      changed = true;
      // A message needs no files: a player shows it at once and says so (its acknowledgement).
      if (messages.has(publishId)) t.ws?.send(JSON.stringify(p.delivery(publishId, 'playing')));
    }
    const publishId = m.schedule[0]?.publishId;
    if (publishId && t.downloader) void fetchFiles(t, publishId, m, progressOf(publishId));
  } catch (err) {
    remember(String(err));
  } finally {
    t.fetching = false;
    if (t.fetchAgain) {
      t.fetchAgain = false;
      void fetchManifest(t, null);
    }
  }
}

/** Section 6: each file it lacks, verified by MD5 (three tries), then `delivery` ready (or failed). */
async function fetchFiles(t: Terminal, publishId: string, m: p.Manifest, g: PublishProgress): Promise<void> {
  const missing = m.files.filter((f) => !t.files.has(f.md5));
  if (missing.length) t.ws?.send(JSON.stringify(p.delivery(publishId, 'downloading', 0)));
  for (const f of missing) {
    for (let attempt = 1; ; attempt++) {
      const d = await download(files, `${origin}${f.url}`).catch((err: unknown) => {
        remember(String(err));
        return undefined;
      });
      if (d?.status === 200 && d.md5 === f.md5 && d.size === f.size) break;
      if (d) remember(`file ${f.md5}: ${d.status}, ${d.size} bytes, md5 ${d.md5}`);
      if (attempt === 3) {
        g.failed++;
        changed = true;
        t.ws?.send(JSON.stringify(p.delivery(publishId, 'failed', undefined, 'md5Mismatch')));
        return;
      }
    }
    t.files.add(f.md5);
    t.usedBytes += f.size;
  }
  g.verified.push(Date.now());
  changed = true;
  t.ws?.send(JSON.stringify(p.delivery(publishId, 'ready')));
}

function onMessage(t: Terminal, data: WebSocket.RawData, welcomed: () => void): void {
  const m = JSON.parse(String(data)) as p.ServerMessage;
  switch (m.type) {
    case 'welcome': {
      t.heartbeatMs = m.heartbeatMs;
      // Heartbeats of the fleet spread over the period, as screens started at different times.
      t.timer = setTimeout(() => {
        beat(t);
        t.timer = setInterval(() => beat(t), t.heartbeatMs);
      }, Math.random() * t.heartbeatMs);
      t.ws!.send(JSON.stringify(p.status(t.held, t.usedBytes)));
      if (m.manifestVersion !== t.held) void fetchManifest(t, null);
      welcomed();
      return;
    }
    case 'heartbeat-ack': {
      const sentAt = t.sent.get(m.seq);
      if (sentAt === undefined) return;
      t.sent.delete(m.seq);
      if (window && sentAt >= window.start && sentAt <= window.end) window.samples.push(performance.now() - sentAt);
      return;
    }
    case 'manifest':
      if (m.version === null || m.version !== t.held) void fetchManifest(t, m.version);
      return;
    case 'command':
      t.ws!.send(JSON.stringify({ type: 'ack', id: m.id, ok: false, error: 'unknownCommand' }));
      return;
  }
}

/** Section 4: opens the socket and says hello; resolves once `welcome` came (false when it did not). */
function connect(t: Terminal): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${p.PATHS.ws}`, { perMessageDeflate: false });
    t.ws = ws;
    let welcomed = false;
    ws.on('open', () => ws.send(JSON.stringify(p.hello(t.terminalId, t.secret, t.held))));
    ws.on('message', (data) =>
      onMessage(t, data, () => {
        welcomed = true;
        resolve(true);
      }),
    );
    ws.on('error', (err) => remember(`socket: ${err.message}`));
    ws.on('close', (code) => {
      clearTimeout(t.timer);
      clearInterval(t.timer);
      t.ws = undefined;
      closes[code] = (closes[code] ?? 0) + 1;
      changed = true;
      if (!welcomed) resolve(false);
    });
  });
}

async function connectAll(): Promise<void> {
  let connected = 0;
  let failed = 0;
  await pool(terminals, Number(process.env.BENCH_CONNECT_CONCURRENCY ?? 100), async (t) => {
    if (await connect(t)) connected++;
    else failed++;
  });
  send({ ev: 'connected', connected, failed, errors: errors.splice(0) });
}

/** Heartbeat round trips of the heartbeats sent in the next `ms`, answered once their acks had time to come. */
function measure(ms: number): void {
  const start = performance.now();
  window = { start, end: start + ms, samples: [] };
  setTimeout(() => {
    const w = window!;
    const unanswered = terminals.reduce(
      (n, t) => n + [...t.sent.values()].filter((at) => at >= w.start && at <= w.end).length,
      0,
    );
    window = undefined;
    const open = terminals.filter((t) => t.ws?.readyState === WebSocket.OPEN).length;
    send({ ev: 'rtts', samples: w.samples, unanswered, open });
  }, ms + 5_000);
}

// Progress of publications, the open sockets and what went wrong, whenever something changed.
setInterval(() => {
  if (!changed) return;
  changed = false;
  send({
    ev: 'progress',
    open: terminals.filter((t) => t.ws?.readyState === WebSocket.OPEN).length,
    closes,
    missedAcks,
    errors: errors.splice(0),
    publications: Object.fromEntries(publications),
  });
}, 200).unref();

process.on('message', (c: Command) => {
  const run = async () => {
    if (c.cmd === 'pair') await pair(c);
    else if (c.cmd === 'connect') await connectAll();
    else measure(c.ms);
  };
  run().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
