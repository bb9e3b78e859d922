import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../../test/harness.js';
import { MODULES } from '../../modules/index.js';
import { platformTables } from './schema.js';
import { isSqliteOnly } from './tables.js';

/**
 * The tables the code declares (the platform's in schema.ts, each module's in its tables.ts) are
 * exactly the tables the migrations make, column for column, on SQLite and on PostgreSQL; and
 * every table has one owner. Tables marked sqliteOnly (search structures) are on SQLite alone; the
 * shadow tables an FTS5 table keeps are not declared.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

/** The live tables and their columns, as the database tells them. */
async function liveSchema(): Promise<Map<string, string[]>> {
  const db = app.db.kysely;
  const rows =
    app.db.dialect === 'sqlite'
      ? (
          await sql<{ table: string; column: string }>`
            select t.name as "table", p.name as "column"
            from pragma_table_list t join pragma_table_info(t.name) p
            where t.schema = 'main' and t.type in ('table', 'virtual') and t.name not like 'sqlite_%'`.execute(db)
        ).rows
      : (
          await sql<{ table: string; column: string }>`
            select table_name as "table", column_name as "column" from information_schema.columns
            where table_schema = current_schema()`.execute(db)
        ).rows;
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.table, [...(out.get(r.table) ?? []), r.column]);
  return out;
}

describe('the declared tables', () => {
  it('have one owner each: the platform or one module', () => {
    const owners = new Map<string, string[]>();
    const own = (owner: string, tables: object | undefined) => {
      for (const t of Object.keys(tables ?? {})) owners.set(t, [...(owners.get(t) ?? []), owner]);
    };
    own('platform', platformTables);
    for (const m of MODULES) own(m.name, m.tables);
    const shared = [...owners].filter(([, o]) => o.length > 1);
    expect(shared).toEqual([]);
    expect(owners.size).toBeGreaterThan(20);
  });

  it('are the live tables, column for column', async () => {
    const declared = new Map<string, readonly string[]>(Object.entries(platformTables));
    for (const m of MODULES) for (const [t, cols] of Object.entries(m.tables ?? {})) declared.set(t, cols);
    if (app.db.dialect !== 'sqlite') for (const [t, cols] of declared) if (isSqliteOnly(cols)) declared.delete(t);
    const live = await liveSchema();
    expect([...live.keys()].sort(), 'tables').toEqual([...declared.keys()].sort());
    for (const [table, cols] of declared) expect([...live.get(table)!].sort(), table).toEqual([...cols].sort());
  });
});
