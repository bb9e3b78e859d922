import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.js';
import type { Migration } from '../../platform/db/migrate.js';
import { trigramIndex } from '../../platform/db/trigram.js';

/**
 * Indexes that serve the log's reads in its order, newest first (at, id descending), so a page
 * reads its rows and stops (docs/performance.md, `npm run bench:scale`):
 * - (at, id): the whole platform's log, the cursor and a period;
 * - (module, at, id) and (module, action, at, id): one module, one module's action;
 * - (office_id, at, id), replacing (office_id, at), and (office_id, module, action, at, id): the
 *   offices of a range below the platform, one by one, with or without a module;
 * - on PostgreSQL a trigram index of the lower-cased user name (pg_trgm, where the server has it,
 *   added by the materials' migration): a part of a name without reading every row.
 */
async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`create index sys_log_at on sys_log (at, id)`.execute(db);
  await sql`create index sys_log_module on sys_log (module, at, id)`.execute(db);
  await sql`create index sys_log_action on sys_log (module, action, at, id)`.execute(db);
  await sql`drop index sys_log_office_at`.execute(db);
  await sql`create index sys_log_office on sys_log (office_id, at, id)`.execute(db);
  await sql`create index sys_log_office_action on sys_log (office_id, module, action, at, id)`.execute(db);
  await trigramIndex(db, dialect, 'sys_log_user_name_trgm', 'sys_log', 'user_name');
}

export const migrations: readonly Migration[] = [{ name: '0019_log_order', up }];
