import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore } from '../../../test/harness.js';
import { openDb, type Db } from '../../platform/db/connect.js';
import { migrate } from '../../platform/db/migrate.js';
import { MODULES } from '../index.js';

/**
 * 0026_publish_plans on a database that holds publications made before it: each keeps its program
 * and document (now in publish_document), and its deliveries take the program slot.
 */

let db: Db;
let drop: () => Promise<void>;
const migrations = MODULES.flatMap((m) => m.migrations ?? []);

beforeAll(async () => {
  const store = await freshStore({ empty: true });
  drop = store.drop;
  db = openDb(store.config);
  await migrate(
    db,
    migrations.filter((m) => m.name < '0026'),
  );
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('publications made before plans', () => {
  it('keep their program and document, and their deliveries take the program slot', async () => {
    const document = JSON.stringify({ version: 4, canvas: { width: 1920, height: 1080 }, scenes: [] });
    // Rows of the old shape, without the offices and terminals they name (their keys are not checked here).
    const insert = async (ex: typeof db.kysely) => {
      await sql`insert into publish (id, office_id, program_id, program_name, program_version, width, height, document,
          files, file_count, bytes, terminal_count, created_by, created_by_name, created_at)
        values ('pub-1', 'office-1', 'prog-1', 'Morning menu', 3, 1920, 1080, ${document}, '[]', 0, 0, 1, null, 'olga', 1000)`.execute(
        ex,
      );
      await sql`insert into delivery (publish_id, terminal_id, office_id, terminal_name, state, percent, reason, queued_at, updated_at)
        values ('pub-1', 'term-1', 'office-1', 'Lobby', 'playing', 100, null, 1000, 2000)`.execute(ex);
    };
    if (db.dialect === 'sqlite') {
      await sql`pragma foreign_keys = off`.execute(db.kysely);
      await insert(db.kysely);
      await sql`pragma foreign_keys = on`.execute(db.kysely);
    } else {
      await db.kysely.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await insert(trx);
      });
    }

    expect(await migrate(db, migrations)).toContain('0026_publish_plans');

    const k = db.kysely;
    expect(
      await k.selectFrom('publish').select(['kind', 'subject_id', 'subject_name', 'subject_version', 'plan']).execute(),
    ).toEqual([
      { kind: 'program', subject_id: 'prog-1', subject_name: 'Morning menu', subject_version: 3, plan: null },
    ]);
    expect(await k.selectFrom('publish_document').selectAll().execute()).toEqual([
      {
        publish_id: 'pub-1',
        position: 0,
        program_id: 'prog-1',
        program_name: 'Morning menu',
        program_version: 3,
        width: 1920,
        height: 1080,
        document,
      },
    ]);
    expect(await k.selectFrom('delivery').select(['slot', 'state']).execute()).toEqual([
      { slot: 'program', state: 'playing' },
    ]);
  });
});
