import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Runs SQL on the server's SQLite file (what an administrator's later pages will do). */
  sql<T = unknown>(query: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
  /** Ends the server process as a crash or an upgrade would, keeping its data and port. */
  halt(): Promise<void>;
  /** Starts the server again after halt, on the same port and data. */
  resume(): Promise<void>;
}

/**
 * Where the built product is: the repository's dist folders, or E2E_BUILD_DIR holding `server/`
 * (tsup output), `console/` and `player/` (vite output), for a build made beside the repository's own.
 */
function builtProduct(): { main: string; consoleDir: string; playerDir: string } {
  const dir = process.env.E2E_BUILD_DIR;
  if (dir) {
    return {
      main: path.join(dir, 'server/main.js'),
      consoleDir: path.join(dir, 'console'),
      playerDir: path.join(dir, 'player'),
    };
  }
  return {
    main: path.join(root, 'apps/server/dist/main.js'),
    consoleDir: path.join(root, 'apps/console/dist'),
    playerDir: path.join(root, 'apps/player/dist'),
  };
}

export interface ServerOptions {
  /** More environment for the server process (BRANDS_FILE, …), over this process's own. */
  env?: Record<string, string>;
}

/** Starts the built product (server + console) on a fresh SQLite data folder and a free port. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { main, consoleDir, playerDir } = builtProduct();
  if (!fs.existsSync(main) || !fs.existsSync(path.join(consoleDir, 'index.html'))) {
    throw new Error('The product is not built: run `npm test` (it builds) or `npm run build`');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-'));
  /** Starts the server process on `port` (0: a free one); resolves with the process and its port. */
  const launch = async (port: number) => {
    const child: ChildProcess = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // OWASP's least cost for argon2id: the journeys sign in and make users often.
        PASSWORD_HASH_STRENGTH: 'minimum',
        DATABASE_URL: '',
        CONSOLE_DIR: consoleDir,
        PLAYER_DIR: playerDir,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const listening = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    });
    return { child, port: listening };
  };
  const first = await launch(0);
  const port = first.port;
  let child = first.child;
  let running = true;
  const halt = async () => {
    if (!running) return;
    running = false;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const db = new Database(path.join(dataDir, 'apm.db'));
  db.pragma('busy_timeout = 10000');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    sql: <T>(query: string, ...params: unknown[]) => {
      const stmt = db.prepare(query);
      return (stmt.reader ? stmt.all(...params) : (stmt.run(...params), [])) as T[];
    },
    stop: async () => {
      db.close();
      await halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    halt,
    resume: async () => {
      if (running) return;
      ({ child } = await launch(port));
      running = true;
    },
  };
}
