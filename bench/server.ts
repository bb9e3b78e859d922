import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The built server (apps/server/dist/main.js) in its own process, on `cpus` (taskset's list, or
 * every core when null), with `env` added; resolves once it answers.
 */
export async function startServer(
  root: string,
  cpus: string | null,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Server> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const node = [process.execPath, ...nodeArgs, main];
  const [cmd, ...args] = cpus === null ? node : ['taskset', '-c', cpus, ...node];
  const child: ChildProcess = spawn(cmd!, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/apm-web/f/common/isSysInit`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid!, stop };
}

/** A process's resident memory now and at its peak, in bytes (/proc/<pid>/status VmRSS, VmHWM). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** CPU seconds a process has used, user and system (/proc/<pid>/stat; clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** What the console sends with its form posts (the server refuses others: DESIGN 3). */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' };
/** The platform administrator the benchmarks initialise the system with. */
export const BENCH_ADMIN = { officeName: 'Bench', loginName: 'bench', name: 'Bench', password: 'Bench1234' };

/** Initialises a fresh server with BENCH_ADMIN. */
export async function initialise(url: string): Promise<void> {
  await fetch(`${url}/apm-web/f/common/sysInit`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams(BENCH_ADMIN),
  });
}

/** Signs in; answers the session cookie (`Authorization=…`). */
export async function signIn(url: string, username = BENCH_ADMIN.loginName, password = BENCH_ADMIN.password) {
  const r = await fetch(`${url}/apm-web/a/login`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ username, password }),
  });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('Authorization='));
  if (!cookie) throw new Error(`sign-in of ${username} failed: ${await r.text()}`);
  return cookie.split(';')[0]!;
}
