import { sql, type Kysely } from 'kysely';
import type { Db, Dialect } from './connect.js';
import type { Database } from './schema.js';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_notices.js';
import * as m0003 from './migrations/0003_sign_in.js';
import * as m0004 from './migrations/0004_customers.js';
import * as m0005 from './migrations/0005_roles_menus.js';
import * as m0006 from './migrations/0006_role_code_per_office.js';
import * as m0007 from './migrations/0007_jobs.js';
import * as m0008 from './migrations/0008_blobs.js';

export interface Migration {
  name: string;
  /** `dialect`: for the few changes the two databases make differently. */
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/**
 * The platform's migrations, and those of the modules from before modules carried their own
 * (0001-0008 create tables of several modules at once, so they stay here as they shipped). A
 * module's new tables come with the module (ServerModule.migrations). Never edit one that has shipped.
 */
const PLATFORM_MIGRATIONS: Migration[] = [
  { name: '0001_foundation', ...m0001 },
  { name: '0002_notices', ...m0002 },
  { name: '0003_sign_in', ...m0003 },
  { name: '0004_customers', ...m0004 },
  { name: '0005_roles_menus', ...m0005 },
  { name: '0006_role_code_per_office', ...m0006 },
  { name: '0007_jobs', ...m0007 },
  { name: '0008_blobs', ...m0008 },
];

/** Any advisory-lock number will do as long as every process uses the same one. */
const PG_LOCK = 727_001;

/**
 * Runs `work` holding the database-wide start-up lock, inside one transaction:
 * SQLite's BEGIN IMMEDIATE (other processes wait on the write lock), PostgreSQL's
 * transaction advisory lock. Two processes starting at once run it one after the other.
 */
export async function withStartupLock(db: Db, work: (trx: Kysely<Database>) => Promise<void>) {
  await db.kysely.connection().execute(async (conn) => {
    const c = conn as Kysely<Database>;
    await sql.raw(db.dialect === 'sqlite' ? 'begin immediate' : 'begin').execute(c);
    try {
      if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PG_LOCK})`.execute(c);
      await work(c);
      await sql.raw('commit').execute(c);
    } catch (err) {
      await sql.raw('rollback').execute(c);
      throw err;
    }
  });
}

/** The platform's migrations and `more` (the modules'), in name order; a name used twice is refused. */
export function migrationsWith(more: readonly Migration[]): Migration[] {
  const all = [...PLATFORM_MIGRATIONS, ...more].sort((a, b) => a.name.localeCompare(b.name));
  const twice = all.find((m, i) => i > 0 && all[i - 1]!.name === m.name);
  if (twice) throw new Error(`Two migrations are named ${twice.name}`);
  return all;
}

/**
 * Applies the migrations not applied yet (the platform's and `more`, the modules'); returns their
 * names. Safe to run twice and concurrently.
 */
export async function migrate(db: Db, more: readonly Migration[] = []): Promise<string[]> {
  const migrations = migrationsWith(more);
  const applied: string[] = [];
  await withStartupLock(db, async (trx) => {
    const t = trx as unknown as Kysely<unknown>;
    await t.schema
      .createTable('schema_migration')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'bigint', (c) => c.notNull())
      .execute();
    const rows = await sql<{ name: string }>`select name from schema_migration`.execute(t);
    const done = new Set(rows.rows.map((r) => r.name));
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await m.up(t, db.dialect);
      await sql`insert into schema_migration (name, applied_at) values (${m.name}, ${Date.now()})`.execute(t);
      applied.push(m.name);
    }
  });
  return applied;
}
