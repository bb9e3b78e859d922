import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for the start-up line (no password). */
  describe: string;
  close(): Promise<void>;
}

// PostgreSQL bigint (int8) holds epoch ms: read it as a number, not a string.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens PostgreSQL when a URL is given, else the SQLite file `apm.db` in dataDir (WAL). */
export function openDb(opts: { databaseUrl?: string; dataDir: string }): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // PostgreSQL may end an idle connection (restart, administrator, network): the pool drops it
    // and opens a new one for the next query. Without a listener the error would stop the server.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL ended an idle connection: ${err.message}`));
    const url = new URL(opts.databaseUrl);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      describe: `postgres://${url.host}${url.pathname}`,
      close: () => kysely.destroy(),
    };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'apm.db');
  const sqlite = new SQLite(file, { timeout: 30_000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) });
  return { kysely, dialect: 'sqlite', describe: `sqlite ${file}`, close: () => kysely.destroy() };
}

/** How many prepared statements SQLite keeps for reuse (a query with a list of n ids is one per n). */
const STATEMENTS_KEPT = 500;

/**
 * The database as Kysely sees it, preparing each SQL text once: Kysely prepares every query it
 * runs, and preparing cost as much as running for the small queries that terminals make by the
 * thousand. The least recently used statement goes beyond STATEMENTS_KEPT; one still being read
 * (a stream) is not shared.
 */
function preparedOnce(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let stmt = kept.get(text);
      if (stmt && !stmt.busy) {
        kept.delete(text);
        kept.set(text, stmt);
        return stmt;
      }
      stmt = sqlite.prepare(text);
      kept.set(text, stmt);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      return stmt;
    },
  };
}
