import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.js';
import type { Migration } from '../../platform/db/migrate.js';
import { trigramIndex } from '../../platform/db/trigram.js';

/**
 * The user list's order, newest first (created_at, id), read from an index so that a page reads
 * its rows and stops; on PostgreSQL trigram indexes of the lower-cased name and login name
 * (pg_trgm, where the server has it, added by the materials' migration) for a part of either.
 */
async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`create index sys_user_created on sys_user (created_at, id)`.execute(db);
  await trigramIndex(db, dialect, 'sys_user_name_trgm', 'sys_user', 'name');
  await trigramIndex(db, dialect, 'sys_user_login_name_trgm', 'sys_user', 'login_name');
}

export const migrations: readonly Migration[] = [{ name: '0020_user_list', up }];
