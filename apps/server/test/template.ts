import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MODULES } from '../src/modules/index.js';
import { openDb } from '../src/platform/db/connect.js';
import { migrate } from '../src/platform/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database with every migration applied (harness.ts freshStore copies it): a SQLite file or a PostgreSQL database's name. */
    migratedTemplate: string;
  }
}

/**
 * The API suite's global setup: migrates one database once, and each fresh store of the run starts
 * as a copy of it (a file copy on SQLite, `create database … template` on PostgreSQL). Migrating
 * every store from nothing took about as long as the test that used it: half a second on SQLite,
 * one to two on PostgreSQL, for hundreds of stores. Only the migrations are in it; what a server
 * writes at its first start is written by each test's own server. Removed after the run.
 */
export default async function setup(project: TestProject) {
  const postgres = process.env.TEST_DB === 'postgres';
  const admin = process.env.DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-template-'));
  const name = `apm_tpl_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const adminQuery = async (text: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };

  if (postgres) await adminQuery(`create database ${name}`);
  const db = openDb({ dataDir, databaseUrl: postgres ? url.toString() : undefined });
  try {
    await migrate(
      db,
      MODULES.flatMap((m) => m.migrations ?? []),
    );
  } finally {
    await db.close();
  }
  project.provide('migratedTemplate', postgres ? name : path.join(dataDir, 'apm.db'));

  return async () => {
    if (postgres) await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
