import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Bus } from '../bus/index.js';
import type { Db } from '../db/connect.js';
import type { Log } from '../log.js';
import type { JobKind, WorkerInput, WorkerMessage } from './kinds.js';
import type { JobQueue } from './queue.js';
import { jobRepo, type JobRow } from './repo.js';

export interface RunnerOptions {
  db: Db;
  bus: Bus;
  queue: JobQueue;
  kinds: Map<string, JobKind>;
  /** Where the job's worker thread finds its database and files. */
  store: { databaseUrl?: string; dataDir: string };
  log: Log;
  logLevel: string;
  /** The worker entry: the server's own (src/worker.ts) unless a test brings its handlers. */
  entry?: URL;
  /** How long a claim holds without being renewed: a runner that died frees its jobs after this. */
  leaseMs?: number;
  /** How often idle runners look for due jobs (besides being woken by job.queued). */
  pollMs?: number;
}

const PROGRESS_EVERY_MS = 250;
const MAX_BACKOFF_MS = 3_600_000;

/** The server's own worker entry, bundled (dist/worker.js beside dist/main.js) or from source. */
function defaultEntry(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('../../worker.ts', here) : new URL('./worker.js', here);
}

/** Wait before attempt `attempts + 1`: backoff, doubled for each further attempt, plus up to a quarter more. */
export function backoffFor(kind: JobKind, attempts: number): number {
  const base = Math.min(MAX_BACKOFF_MS, (kind.backoffMs ?? 5000) * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + Math.random() / 4));
}

/** How many jobs of a kind one runner runs at once (at least 1). */
const slotsOf = (k: JobKind) =>
  Math.max(1, (typeof k.concurrency === 'function' ? k.concurrency() : k.concurrency) ?? 1);

interface Running {
  row: JobRow;
  /** None for a job settled without running (no attempt left). */
  worker?: Worker;
  settled: boolean;
  progress?: string;
  progressDirty: boolean;
  lastProgressAt: number;
  timers: NodeJS.Timeout[];
}

/**
 * Claims due jobs of the kinds it knows and runs each in a worker thread of its own, never on the
 * event loop: renews the claim while the worker runs, stores and publishes its progress, and
 * settles it (done; queued again after a back-off; failed after the last attempt). A job whose
 * runner died is claimed again once its lease has run out.
 */
export function jobRunner(o: RunnerOptions) {
  const owner = randomUUID();
  const leaseMs = o.leaseMs ?? 30_000;
  const pollMs = o.pollMs ?? 1000;
  const entry = o.entry ?? defaultEntry();
  const repo = jobRepo(o.db.kysely, o.db.dialect);
  const running = new Map<string, Running>();
  const timers = new Set<NodeJS.Timeout>();
  const unsubscribe: Array<() => void> = [];
  let stopped = true;
  let ticking = false;
  let again = false;
  /** The claiming under way, if any: stop() waits for it. */
  let claiming: Promise<void> = Promise.resolve();

  const busy = (kind: string) => [...running.values()].filter((r) => r.row.kind === kind).length;
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    t.unref();
    timers.add(t);
  };

  async function tick(): Promise<void> {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    claiming = claimAll();
    await claiming;
  }

  async function claimAll(): Promise<void> {
    try {
      for (;;) {
        const free = [...o.kinds.values()].filter((k) => busy(k.kind) < slotsOf(k)).map((k) => k.kind);
        if (free.length === 0 || stopped) break;
        const row = await repo.claim(free, owner, Date.now(), leaseMs);
        if (!row) break;
        // Stopped while the claim was on its way: the job goes back untouched, as stop() hands back.
        if (stopped) {
          await handBack(row);
          break;
        }
        start(row);
      }
    } catch (err) {
      o.log.error({ err }, 'could not claim jobs');
    } finally {
      ticking = false;
      if (again) {
        again = false;
        void tick();
      }
    }
  }

  /** Puts a claimed job back in the queue as if it had not started (the attempt is not spent). */
  async function handBack(row: JobRow): Promise<void> {
    const at = Date.now();
    await repo
      .settle(row.id, owner, at, { state: 'queued', runAt: at, attempts: row.attempts - 1 })
      .then((ours) => ours && o.bus.publish('job.queued', { id: row.id, kind: row.kind }))
      .catch((err: unknown) => o.log.warn({ err, job: row.id }, 'could not hand a job back'));
  }

  function start(row: JobRow) {
    const kind = o.kinds.get(row.kind)!;
    if (row.attempts > row.max_attempts) {
      // Its last attempt's runner died: there is no attempt left to give it.
      const error = row.error ?? `The job's worker stopped before finishing (attempt ${row.max_attempts})`;
      const r: Running = { row, settled: false, progressDirty: false, lastProgressAt: 0, timers: [] };
      void settle(r, { state: 'failed', error, attempts: row.max_attempts });
      return;
    }
    const input: WorkerInput = {
      id: row.id,
      kind: row.kind,
      attempt: row.attempts,
      payload: JSON.parse(row.payload),
      store: o.store,
      logLevel: o.logLevel,
    };
    const fromSource = entry.pathname.endsWith('.ts');
    const worker = fromSource
      ? new Worker(new URL('./tsx-boot.mjs', import.meta.url), { workerData: { ...input, entry: entry.href } })
      : new Worker(entry, { workerData: input });
    const r: Running = { row, worker, settled: false, progressDirty: false, lastProgressAt: 0, timers: [] };
    running.set(row.id, r);

    const heartbeat = setInterval(() => void renew(r), Math.max(50, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    r.timers.push(heartbeat);
    const timeout = setTimeout(
      () => void fail(r, `The job ran longer than ${kind.timeoutMs ?? 3_600_000} ms and was stopped`),
      kind.timeoutMs ?? 3_600_000,
    );
    timeout.unref();
    r.timers.push(timeout);

    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'progress') {
        r.progress = JSON.stringify(m.progress ?? null);
        r.progressDirty = true;
        if (Date.now() - r.lastProgressAt >= PROGRESS_EVERY_MS) void renew(r);
      } else if (m.type === 'done') void settle(r, { state: 'done', result: JSON.stringify(m.result ?? null) });
      else void fail(r, m.message);
    });
    worker.on('error', (err) => void fail(r, err.stack ?? err.message));
    worker.on('exit', (code) => void fail(r, `The job's worker thread exited with code ${code}`));
  }

  /** Renews the claim and stores fresh progress; a job that is no longer ours (cancelled) is stopped. */
  async function renew(r: Running) {
    if (r.settled) return;
    const at = Date.now();
    const progress = r.progressDirty ? r.progress : undefined;
    r.progressDirty = false;
    if (progress !== undefined) r.lastProgressAt = at;
    try {
      const ours = await repo.extend(r.row.id, owner, at + leaseMs, at, progress);
      if (!ours) return drop(r);
      if (progress !== undefined) {
        o.bus.publish('job.progress', {
          id: r.row.id,
          kind: r.row.kind,
          ownerId: r.row.owner_id,
          progress: JSON.parse(progress),
        });
      }
    } catch (err) {
      o.log.warn({ err, job: r.row.id }, 'could not renew a job');
    }
  }

  /** Stops a worker without touching its row (cancelled, taken over, or the server stopping). */
  function drop(r: Running) {
    if (r.settled) return;
    r.settled = true;
    r.timers.forEach(clearTimeout);
    running.delete(r.row.id);
    void r.worker?.terminate();
  }

  async function fail(r: Running, error: string) {
    if (r.settled) return;
    const kind = o.kinds.get(r.row.kind)!;
    if (r.row.attempts < r.row.max_attempts) {
      const wait = backoffFor(kind, r.row.attempts);
      await settle(r, { state: 'queued', error, runAt: Date.now() + wait });
      later(wait, () => void tick());
    } else await settle(r, { state: 'failed', error });
  }

  async function settle(
    r: Running,
    change: { state: 'done' | 'queued' | 'failed'; result?: string; error?: string; runAt?: number; attempts?: number },
  ) {
    if (r.settled) return;
    r.settled = true;
    r.timers.forEach(clearTimeout);
    running.delete(r.row.id);
    void r.worker?.terminate();
    try {
      // The last progress may have come within the throttle's window: stored and told all the same.
      if (r.progressDirty && r.progress !== undefined) {
        if (await repo.extend(r.row.id, owner, Date.now(), Date.now(), r.progress)) {
          o.bus.publish('job.progress', {
            id: r.row.id,
            kind: r.row.kind,
            ownerId: r.row.owner_id,
            progress: JSON.parse(r.progress),
          });
        }
      }
      const ours = await repo.settle(r.row.id, owner, Date.now(), change);
      if (ours && change.state !== 'queued') {
        o.bus.publish('job.finished', { id: r.row.id, kind: r.row.kind, ownerId: r.row.owner_id, state: change.state });
      }
      if (change.state === 'failed')
        o.log.error({ job: r.row.id, kind: r.row.kind, error: change.error }, 'job failed');
    } catch (err) {
      o.log.error({ err, job: r.row.id }, 'could not settle a job');
    }
    void tick();
  }

  return {
    /** Starts claiming: at once, on every job.queued, and every pollMs; sweeps old jobs every minute. */
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe.push(
        o.bus.subscribe('job.queued', ({ kind }) => {
          if (o.kinds.has(kind)) void tick();
        }),
        o.bus.subscribe('job.cancelled', ({ id }) => {
          const r = running.get(id);
          if (r) drop(r);
        }),
      );
      const poll = setInterval(() => void tick(), pollMs);
      poll.unref();
      timers.add(poll);
      const sweep = setInterval(
        () => void o.queue.sweep().catch((err: unknown) => o.log.warn({ err }, 'could not sweep old jobs')),
        60_000,
      );
      sweep.unref();
      timers.add(sweep);
      void tick();
    },

    /**
     * Stops claiming and hands the jobs it runs back to the queue, as if they had not started:
     * another runner (or this one after a restart) takes them at once.
     */
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe.splice(0).forEach((u) => u());
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      const handedBack = [...running.values()];
      handedBack.forEach(drop);
      for (const r of handedBack) await handBack(r.row);
      // A claim on its way hands its job back itself.
      await claiming;
    },

    /** Ids of the jobs this runner has under way (tests, status). */
    runningIds: () => [...running.keys()],
  };
}
export type JobRunner = ReturnType<typeof jobRunner>;
