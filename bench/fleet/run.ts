/**
 * Fleet benchmark: N simulated terminals speaking the real protocol over real
 * WebSockets to one built server (SQLite, a fresh data dir). Pairs them through the real calls,
 * connects them all, measures heartbeat round trips, then publishes one program naming a 5 MB
 * picture to all of them and times the manifest acknowledgements and the downloads; publishes it
 * again (the file already there) and times the acknowledgements alone; then a play plan of it, and
 * an emergency message, timing their acknowledgements (and the message shown everywhere).
 * Run with `npm run bench:fleet`. Prints a table; asserts nothing. Settings (environment):
 * BENCH_TERMINALS (10000), BENCH_DOWNLOADERS (500), BENCH_FILE_MB (5), BENCH_WINDOW_S (30),
 * BENCH_PROCESSES (2: processes for the terminals that do not download; the downloaders have their
 * own), BENCH_SERVER_CPUS / BENCH_SIM_CPUS (taskset lists; default: the first core
 * for the server, the others for the simulator), BENCH_CPU_PROF=1 (server CPU profile in .tmp/fleet-prof).
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { administrator, type DeliveryCounts } from './console.js';
import { noisePng } from './png.js';
import { cpuSecondsOf, memoryOf, startServer } from '../server.js';
import type { Command, PublishProgress, Report } from './simulator.js';
import { ascending, percentile, table } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TERMINALS = env('BENCH_TERMINALS', 10_000);
const DOWNLOADERS = Math.min(TERMINALS, env('BENCH_DOWNLOADERS', 500));
const FILE_BYTES = Math.round(env('BENCH_FILE_MB', 5) * 1024 * 1024);
const WINDOW_MS = env('BENCH_WINDOW_S', 30) * 1000;
const PROCESSES = Math.max(1, Math.min(TERMINALS, env('BENCH_PROCESSES', 2)));

const MB = 1024 * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const log = (line: string) => console.log(`[fleet ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The cores each side runs on: split when taskset is there and there are two or more. */
function coreSplit(): { server: string | null; sim: string | null; describe(list: string | null): string } {
  const count = os.cpus().length;
  const all = `0-${count - 1}`;
  const describe = (list: string | null) => {
    const l = list ?? all;
    const n = l.split(',').reduce((sum, part) => {
      const [a, b] = part.split('-').map(Number);
      return sum + (b === undefined ? 1 : b - a! + 1);
    }, 0);
    return `${n} core${n === 1 ? '' : 's'} (cpu ${l}${list === null ? ', shared' : ''})`;
  };
  let taskset = true;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  } catch {
    taskset = false;
  }
  if (!taskset || count < 2) return { server: null, sim: null, describe };
  return {
    server: process.env.BENCH_SERVER_CPUS ?? '0',
    sim: process.env.BENCH_SIM_CPUS ?? (count === 2 ? '1' : `1-${count - 1}`),
    describe,
  };
}

/** A simulator process and what it last said. */
interface Sim {
  child: ChildProcess;
  progress?: Extract<Report, { ev: 'progress' }>;
  waiters: Array<{ ev: Report['ev']; resolve: (r: Report) => void }>;
}

function forkSim(): Sim {
  const child = fork(path.join(here, 'simulator.ts'), { execArgv: process.execArgv, stdio: 'inherit' });
  const sim: Sim = { child, waiters: [] };
  child.on('message', (r: Report) => {
    if (r.ev === 'progress') sim.progress = r;
    const i = sim.waiters.findIndex((w) => w.ev === r.ev);
    if (i >= 0) sim.waiters.splice(i, 1)[0]!.resolve(r);
  });
  child.on('exit', (code) => {
    if (code) {
      console.error(`a simulator process exited with ${code}`);
      process.exit(1);
    }
  });
  return sim;
}

/** Sends a command to every simulator and answers each one's report of `ev`. */
function ask<E extends Report['ev']>(sims: Sim[], cmd: (i: number) => Command, ev: E) {
  return Promise.all(
    sims.map(
      (s, i) =>
        new Promise<Extract<Report, { ev: E }>>((resolve) => {
          s.waiters.push({ ev, resolve: resolve as (r: Report) => void });
          s.child.send(cmd(i));
        }),
    ),
  );
}

/** What every simulator said of a publication, added up. */
function publication(sims: Sim[], publishId: string): PublishProgress {
  const sum: PublishProgress = { acked: 0, lastAckAt: 0, verified: [], failed: 0 };
  for (const s of sims) {
    const g = s.progress?.publications[publishId];
    if (!g) continue;
    sum.acked += g.acked;
    sum.lastAckAt = Math.max(sum.lastAckAt, g.lastAckAt);
    sum.verified.push(...g.verified);
    sum.failed += g.failed;
  }
  return sum;
}

/** Waits (polling) until `done` is true; false after `timeoutMs`. */
async function until(done: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(everyMs)) if (await done()) return true;
  return done();
}

const cores = coreSplit();
const loadBefore = os.loadavg();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-fleet-'));
const profDir = path.join(root, '.tmp/fleet-prof');
const server = await startServer(
  root,
  cores.server,
  {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Every simulated terminal registers from 127.0.0.1.
    TERMINAL_REGISTER_PER_MINUTE: String(10 * TERMINALS + 1000),
  },
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
);
// This process and the simulators it forks run on the other cores.
if (cores.sim) execFileSync('taskset', ['-a', '-p', '-c', cores.sim, String(process.pid)], { stdio: 'ignore' });
const sims: Sim[] = [];
/** Phases by the monotonic clock in µs (the CPU profile's clock), for fleet/profile.ts. */
const marks: Record<string, [number, number]> = {};
const clock = () => Number(process.hrtime.bigint() / 1000n);
const rows: string[][] = [];
const row = (what: string, value: string, target = '') => rows.push([what, value, target]);

try {
  log(`server ${server.url} (pid ${server.pid}) on ${cores.describe(cores.server)}, data in ${dataDir}`);
  const admin = await administrator(server.url);
  const officeId = await admin.officeId();
  const picture = noisePng(FILE_BYTES);
  const material = await admin.upload(picture, 'fleet picture.png');
  if (material.status !== 'ready') throw new Error(`the material is ${material.status}`);
  const programId = await admin.program('Fleet program', material);
  log(`material ${material.md5} (${(material.size / MB).toFixed(2)} MB) uploaded; program ${programId}`);

  // The downloaders in a process of their own at a lower priority (nice 10): each real terminal
  // receives and hashes its files on its own processor; here their 2.5 GB would otherwise hold up
  // the simulated terminals sharing their core, and the figures would measure the simulator.
  const parts: Array<{ from: number; count: number; downloaders: number }> = [];
  const others = TERMINALS - DOWNLOADERS;
  for (let i = 0; i < PROCESSES; i++) {
    const from = DOWNLOADERS + Math.floor((others * i) / PROCESSES);
    const count = DOWNLOADERS + Math.floor((others * (i + 1)) / PROCESSES) - from;
    if (count > 0) parts.push({ from, count, downloaders: 0 });
  }
  if (DOWNLOADERS) parts.push({ from: 0, count: DOWNLOADERS, downloaders: DOWNLOADERS });
  for (const part of parts) {
    const sim = forkSim();
    if (part.downloaders) os.setPriority(sim.child.pid!, 10);
    sims.push(sim);
  }
  const runId = Date.now().toString(36);

  // Pairing: register, authorise by the pairing code as the administrator, register again for the secret.
  let t = Date.now();
  let cpu = cpuSecondsOf(server.pid);
  let m = clock();
  const paired = await ask(
    sims,
    (i) => ({
      cmd: 'pair',
      origin: server.url,
      cookie: admin.cookie,
      officeId,
      runId,
      ...parts[i]!,
    }),
    'paired',
  );
  const ids = paired.flatMap((p) => p.ids);
  marks.pair = [m, clock()];
  const pairMs = Date.now() - t;
  for (const e of paired.flatMap((p) => p.errors).slice(0, 5)) log(`pairing: ${e}`);
  log(`${ids.length} paired in ${seconds(pairMs)} (server ${(cpuSecondsOf(server.pid) - cpu).toFixed(1)} CPU s)`);
  row('terminals paired (register, authorise, register)', `${ids.length} in ${seconds(pairMs)}`);

  t = Date.now();
  cpu = cpuSecondsOf(server.pid);
  m = clock();
  const connected = await ask(sims, () => ({ cmd: 'connect' }), 'connected');
  const connectMs = Date.now() - t;
  marks.connect = [m, clock()];
  const connectedCount = connected.reduce((n, c) => n + c.connected, 0);
  for (const e of connected.flatMap((c) => c.errors).slice(0, 5)) log(`connecting: ${e}`);
  log(
    `${connectedCount} connected in ${seconds(connectMs)} (server ${(cpuSecondsOf(server.pid) - cpu).toFixed(1)} CPU s)`,
  );
  row('terminals connected (hello → welcome)', `${connectedCount} in ${seconds(connectMs)}`, `${TERMINALS}`);

  // Settled: the connections' manifest fetches and status reports are done when the server idles.
  t = Date.now();
  await until(
    async () => {
      const before = cpuSecondsOf(server.pid);
      await sleep(1000);
      return cpuSecondsOf(server.pid) - before < 0.15;
    },
    120_000,
    0,
  );
  log(`settled in ${seconds(Date.now() - t)}; measuring heartbeats for ${seconds(WINDOW_MS)}`);

  cpu = cpuSecondsOf(server.pid);
  m = clock();
  const rtts = await ask(sims, () => ({ cmd: 'measure', ms: WINDOW_MS }), 'rtts');
  const windowCpu = cpuSecondsOf(server.pid) - cpu;
  marks.heartbeats = [m, clock()];
  const samples = ascending(rtts.flatMap((r) => r.samples));
  const unanswered = rtts.reduce((n, r) => n + r.unanswered, 0);
  const connectedMemory = memoryOf(server.pid);
  const open = rtts.reduce((n, r) => n + r.open, 0);
  row('terminals connected after the heartbeat window', String(open), `${TERMINALS}`);
  row('server RSS, all connected (VmRSS)', `${(connectedMemory.rss / MB).toFixed(0)} MB`, `≤ 600 MB`);
  row(
    `heartbeat round trip p50 / p99 (${seconds(WINDOW_MS)} window, ${samples.length} beats)`,
    `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 99).toFixed(1)} ms (max ${samples.at(-1)?.toFixed(1)})`,
    'p99 ≤ 50 ms',
  );
  if (unanswered) row('heartbeats of the window unanswered', String(unanswered));
  row('server CPU during the heartbeat window', `${((100 * windowCpu) / ((WINDOW_MS + 5000) / 1000)).toFixed(1)} %`);

  // Publishing: the publish module's call, to every terminal; the terminals fetch, ack, and 500 download.
  cpu = cpuSecondsOf(server.pid);
  const simCpu = () => sims.reduce((n, s) => n + cpuSecondsOf(s.child.pid!), 0);
  let simCpuAt = simCpu();
  const t0 = Date.now();
  m = clock();
  const publishId = await admin.publish(programId, ids);
  const callMs = Date.now() - t0;
  let serverSentAt = 0;
  const serverSent = (async () => {
    let c: DeliveryCounts | undefined;
    const ok = await until(
      async () => {
        c = await admin.counts(publishId);
        return c.queued === 0;
      },
      300_000,
      250,
    );
    serverSentAt = Date.now();
    return ok ? undefined : c;
  })();
  const allAcked = await until(() => publication(sims, publishId).acked >= ids.length, 300_000);
  const acked = publication(sims, publishId);
  marks['publish until all acked'] = [m, clock()];
  log(`${acked.acked} acknowledged ${allAcked ? '' : '(timed out) '}${seconds(acked.lastAckAt - t0)} after publishing`);
  const stillQueued = await serverSent;
  const enough = await until(() => {
    const g = publication(sims, publishId);
    return g.verified.length + g.failed >= DOWNLOADERS;
  }, 600_000);
  const done = publication(sims, publishId);
  const publishCpu = cpuSecondsOf(server.pid) - cpu;
  marks['publish until the downloads'] = [m, clock()];
  const verified = ascending(done.verified);
  row('publish call (saveTerminals) answered', seconds(callMs));
  row(
    `publish → all ${ids.length} manifest-acks sent by the terminals`,
    allAcked ? seconds(acked.lastAckAt - t0) : `timed out: ${acked.acked} acked`,
    '≤ 5 s',
  );
  row(
    `publish → all ${ids.length} deliveries 'sent' on the server (polled every 250 ms)`,
    stillQueued ? `timed out: ${stillQueued.queued} still queued` : `≤ ${seconds(serverSentAt - t0)}`,
  );
  row(
    `publish → ${DOWNLOADERS} terminals downloaded and verified (MD5) the ${(material.size / MB).toFixed(1)} MB file`,
    enough && verified.length >= DOWNLOADERS
      ? seconds(verified[DOWNLOADERS - 1]! - t0)
      : `${verified.length} verified, ${done.failed} failed`,
  );
  row(
    'server / simulator CPU from publishing to the last download',
    `${publishCpu.toFixed(1)} s / ${(simCpu() - simCpuAt).toFixed(1)} s`,
  );

  // The same program published again: its file is already on the downloaders, so every terminal
  // only fetches and acknowledges its manifest (and each earlier delivery becomes replaced): the
  // server's side of a publication without 500 downloads and their MD5 checks sharing the cores.
  cpu = cpuSecondsOf(server.pid);
  simCpuAt = simCpu();
  const t1 = Date.now();
  m = clock();
  const againId = await admin.publish(programId, ids);
  const againAcked = await until(() => publication(sims, againId).acked >= ids.length, 300_000);
  const again = publication(sims, againId);
  marks['publish again until all acked'] = [m, clock()];
  row(
    `publish again (file already there) → all ${ids.length} manifest-acks`,
    againAcked ? seconds(again.lastAckAt - t1) : `timed out: ${again.acked} acked`,
    '≤ 5 s',
  );
  row(
    'server / simulator CPU publishing again, until the last ack',
    `${(cpuSecondsOf(server.pid) - cpu).toFixed(1)} s / ${(simCpu() - simCpuAt).toFixed(1)} s`,
  );
  // A play plan of that program to every terminal (beside the program: a slot of its own).
  cpu = cpuSecondsOf(server.pid);
  const planId = await admin.plan('Fleet plan', programId);
  const t2 = Date.now();
  m = clock();
  const planPublishId = await admin.publishPlan(planId, ids);
  const planAcked = await until(() => publication(sims, planPublishId).acked >= ids.length, 300_000);
  const plan = publication(sims, planPublishId);
  marks['publish a plan until all acked'] = [m, clock()];
  row(
    `publish a plan → all ${ids.length} manifest-acks`,
    planAcked ? seconds(plan.lastAckAt - t2) : `timed out: ${plan.acked} acked`,
    '≤ 5 s',
  );
  row('server CPU publishing the plan, until the last ack', `${(cpuSecondsOf(server.pid) - cpu).toFixed(1)} s`);

  // An emergency message to every terminal: each shows it at once and reports it playing (shown).
  cpu = cpuSecondsOf(server.pid);
  const t3 = Date.now();
  m = clock();
  const alarmId = await admin.emergency(ids);
  const alarmAcked = await until(() => publication(sims, alarmId).acked >= ids.length, 300_000);
  const alarm = publication(sims, alarmId);
  let shown: DeliveryCounts | undefined;
  const allShown = await until(
    async () => (shown = await admin.messageCounts(alarmId)).playing >= ids.length,
    300_000,
    250,
  );
  const shownMs = Date.now() - t3;
  marks['emergency until all shown'] = [m, clock()];
  row(
    `emergency message → all ${ids.length} manifest-acks`,
    alarmAcked ? seconds(alarm.lastAckAt - t3) : `timed out: ${alarm.acked} acked`,
  );
  row(
    `emergency message → all ${ids.length} deliveries 'playing' (shown) on the server (polled every 250 ms)`,
    allShown ? `≤ ${seconds(shownMs)}` : `timed out: ${shown?.playing ?? 0} shown`,
  );
  row('server CPU for the emergency, until all shown', `${(cpuSecondsOf(server.pid) - cpu).toFixed(1)} s`);
  const end = memoryOf(server.pid);
  row(
    'server RSS at the end / peak of the run (VmHWM)',
    `${(end.rss / MB).toFixed(0)} / ${(end.peak / MB).toFixed(0)} MB`,
  );
  const simRss = sims.reduce((n, s) => n + memoryOf(s.child.pid!).rss, 0);
  const progress = sims.map((s) => s.progress);
  const closes: Record<string, number> = {};
  for (const p of progress)
    for (const [code, n] of Object.entries(p?.closes ?? {})) closes[code] = (closes[code] ?? 0) + n;
  const missed = progress.reduce((n, p) => n + (p?.missedAcks ?? 0), 0);
  row('sockets closed by the server / heartbeats without ack', `${JSON.stringify(closes)} / ${missed}`);
  for (const e of progress.flatMap((p) => p?.errors ?? []).slice(0, 5)) log(`simulator: ${e}`);

  const loadAfter = os.loadavg();
  console.log(
    `\nFleet benchmark: ${TERMINALS} simulated terminals, one server (SQLite, built, fresh data dir), ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()})\n` +
      `server: ${cores.describe(cores.server)}; simulator: ${sims.length} processes (${DOWNLOADERS ? `one of them the ${DOWNLOADERS} downloaders' at nice 10` : 'no downloaders'}) on ${cores.describe(cores.sim)}, ` +
      `${(simRss / MB).toFixed(0)} MB RSS\n` +
      `load average (1 min) before: ${loadBefore[0]!.toFixed(2)}, after: ${loadAfter[0]!.toFixed(2)}\n`,
  );
  console.log(table(['measure', 'value', 'target'], rows));
} finally {
  if (process.env.BENCH_CPU_PROF) {
    fs.mkdirSync(profDir, { recursive: true });
    fs.writeFileSync(path.join(profDir, 'marks.json'), JSON.stringify(marks));
  }
  for (const s of sims) s.child.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
