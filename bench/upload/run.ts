/**
 * `npm run bench:upload` (after `npm run build`): the upload path's figures of issue 11.
 * (a) a 1 GiB upload over loopback through the real calls against dd of the same bytes, side by side;
 * (b) in Chromium, the console's hashing speed and the time from a known hash to "already there";
 * (c) with 100,000 materials in one office, p95 of the material list's first page, a deep page and
 *     a name search, on SQLite and on PostgreSQL.
 * Prints the figures; asserts nothing. BENCH_UPLOAD_MB sets the upload's size (default 1024),
 * BENCH_MATERIALS the library's (default 100000), BENCH_ONLY one part (a, b or c).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSecondsOf, startServer } from '../server.js';
import { hashInChromium } from './hashing.js';
import { listLatencies } from './library.js';
import { ddSeconds, hashesOf, makeFile, syncSeconds, uploadFile } from './loopback.js';
import { signedIn } from './session.js';

const root = process.env.BENCH_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 100_000);
const ONLY = process.env.BENCH_ONLY ?? '';
const PG_BASE = process.env.DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;

/** CPU seconds used so far: by the server, by this process (the upload's client) and by the whole machine (/proc/stat). */
function cpuNow(serverPid: number) {
  const own = process.cpuUsage();
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return {
    server: cpuSecondsOf(serverPid),
    client: (own.user + own.system) / 1e6,
    machine: (user! + nice! + system! + irq! + softirq! + steal!) / 100,
  };
}

/** BENCH_VERBOSE: where the upload's processor time went, against what the machine's cores had. */
function printCpu(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, seconds: number) {
  const used = (k: keyof typeof before) => (after[k] - before[k]).toFixed(2);
  console.log(
    `    CPU during the upload: server ${used('server')} s, client ${used('client')} s, ` +
      `whole machine ${used('machine')} s of the ${(seconds * os.cpus().length).toFixed(2)} s its cores had`,
  );
}

const work = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'apm-bench-upload-'));
const mbps = (bytes: number, s: number) => `${(bytes / MB / s).toFixed(0)} MB/s`;

try {
  if (!ONLY || ONLY === 'a' || ONLY === 'b') {
    const file = path.join(work, 'large.mp4');
    await makeFile(file, SIZE_MB * MB);
    const bytes = SIZE_MB * MB;
    const hashes = await hashesOf(file);
    const dataDir = path.join(work, 'data');
    // BENCH_CPU_PROF=1: the server's CPU profile goes to .tmp/upload-prof (read it with fleet/profile.ts).
    const prof = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, '.tmp/upload-prof')}`]
      : [];
    const server = await startServer(root, null, { DATA_DIR: dataDir, DATABASE_URL: '' }, prof);
    try {
      const cookie = await signedIn(server.url);
      if (!ONLY || ONLY === 'a') {
        // dd first and last, the upload between: neither gets the disk fresher than the other.
        const dd1 = ddSeconds(file, path.join(work, 'dd.out'));
        const cpu = cpuNow(server.pid);
        const up = (await uploadFile(server.url, cookie, file, hashes)) + syncSeconds(dataDir);
        if (process.env.BENCH_VERBOSE) printCpu(cpu, cpuNow(server.pid), up);
        const dd2 = ddSeconds(file, path.join(work, 'dd.out'));
        const dd = (dd1 + dd2) / 2;
        console.log(`\n(a) ${SIZE_MB} MB over loopback, until on disk`);
        console.log(`    dd (8 MB blocks, fdatasync)      ${dd.toFixed(2)} s  ${mbps(bytes, dd)}`);
        console.log(`    upload (MD5 check + chunks)      ${up.toFixed(2)} s  ${mbps(bytes, up)}`);
        console.log(`    upload / dd                      ${((dd / up) * 100).toFixed(0)} %  (target ≥ 80 %)`);
      }
      if (!ONLY || ONLY === 'b') {
        // The office holds the file once (a) uploaded it: the MD5 check then finds it.
        if (ONLY === 'b') await uploadFile(server.url, cookie, file, hashes);
        const h = await hashInChromium(server.url, cookie, file, hashes.md5);
        console.log(
          `\n(b) Chromium (${SIZE_MB} MB file chosen in an <input>, hash-wasm MD5 in a worker, 8 MB slices as the console)`,
        );
        console.log(
          `    hashing                          ${h.seconds.toFixed(2)} s  ${mbps(bytes, h.seconds)}  (target ≥ 200 MB/s)`,
        );
        console.log(
          `    known hash → "already there"     p50 ${h.dedupe.p50.toFixed(1)} ms, p95 ${h.dedupe.p95.toFixed(1)} ms  (target ≤ 200 ms)`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  if (!ONLY || ONLY === 'c') {
    console.log(
      `\n(c) GET /a/api/material/list with ${MATERIALS.toLocaleString('en')} materials in one office (p95 of 100 calls each)`,
    );
    for (const db of ['SQLite', 'PostgreSQL'] as const) {
      const r = await listLatencies(root, db, MATERIALS, { work, pgBase: PG_BASE });
      for (const [what, v] of Object.entries(r)) {
        console.log(
          `    ${db.padEnd(10)} ${what.padEnd(24)} p50 ${v.p50.toFixed(1)} ms, p95 ${v.p95.toFixed(1)} ms  (target ≤ 50 ms)`,
        );
      }
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
