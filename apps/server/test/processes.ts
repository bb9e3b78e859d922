import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, type Envelope } from '@apm/contract';
import type { Store } from './harness.js';

/** The built server (npm run build), which `npm test` builds before the API suites. */
export const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** A call as the console makes it, form-encoded, with the session cookie when given. */
  call<J = unknown>(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    cookie?: string,
  ): Promise<Envelope<J>>;
}

/** Starts the built server in a process of its own on the store; resolves once it listens. */
export function startServerProcess(
  s: Store,
  env: Record<string, string> = {},
  track?: ChildProcess[],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: s.config.dataDir,
      DATABASE_URL: s.config.databaseUrl ?? '',
      LOG_LEVEL: 'info',
      PASSWORD_HASH_STRENGTH: 'minimum',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track?.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        const port = Number(m[1]);
        resolve({ port, child, call: (method, url, form, cookie) => callProcess(port, method, url, form, cookie) });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code, signal) => reject(new Error(`server exited with ${code ?? signal}:\n${out}`)));
  });
}

async function callProcess<J>(
  port: number,
  method: 'GET' | 'POST',
  url: string,
  form: Record<string, string> = {},
  cookie?: string,
): Promise<Envelope<J>> {
  const query = method === 'GET' && Object.keys(form).length ? `?${new URLSearchParams(form)}` : '';
  const r = await fetch(`http://127.0.0.1:${port}/apm-web${url}${query}`, {
    method,
    headers: {
      [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: method === 'POST' ? new URLSearchParams(form) : undefined,
  });
  return (await r.json()) as Envelope<J>;
}
