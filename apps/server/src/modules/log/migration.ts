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

/**
 * SQLite's counterpart of 0019's trigram index (user-names.ts): the distinct user names of the log
 * with how many rows carry each (sys_log_user_name, kept by triggers on sys_log), searched first
 * (a part of 3 characters or more through an FTS5 table with the trigram tokenizer of those names,
 * sys_log_user_name_search, kept by triggers on the names); then the rows of the names found are
 * read in the log's order through an index (user_name, at, id). PostgreSQL has its index already.
 */
async function userNames(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`
    create table sys_log_user_name (id integer primary key, user_name text not null unique, rows integer not null)`.execute(
    db,
  );
  await sql`
    create virtual table sys_log_user_name_search using fts5(
      user_name, content = 'sys_log_user_name', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  await sql`create index sys_log_user on sys_log (user_name, at, id)`.execute(db);
  await sql`
    create trigger sys_log_user_name_insert after insert on sys_log begin
      insert into sys_log_user_name (user_name, rows) values (new.user_name, 1)
        on conflict (user_name) do update set rows = rows + 1;
    end`.execute(db);
  await sql`
    create trigger sys_log_user_name_delete after delete on sys_log begin
      update sys_log_user_name set rows = rows - 1 where user_name = old.user_name;
      delete from sys_log_user_name where user_name = old.user_name and rows = 0;
    end`.execute(db);
  await sql`
    create trigger sys_log_user_name_update after update of user_name on sys_log
    when old.user_name is not new.user_name begin
      update sys_log_user_name set rows = rows - 1 where user_name = old.user_name;
      delete from sys_log_user_name where user_name = old.user_name and rows = 0;
      insert into sys_log_user_name (user_name, rows) values (new.user_name, 1)
        on conflict (user_name) do update set rows = rows + 1;
    end`.execute(db);
  // A name's row is only ever added or removed (its count changes, never its name).
  await sql`
    create trigger sys_log_user_name_search_insert after insert on sys_log_user_name begin
      insert into sys_log_user_name_search (rowid, user_name) values (new.id, new.user_name);
    end`.execute(db);
  await sql`
    create trigger sys_log_user_name_search_delete after delete on sys_log_user_name begin
      insert into sys_log_user_name_search (sys_log_user_name_search, rowid, user_name)
        values ('delete', old.id, old.user_name);
    end`.execute(db);
  await sql`
    insert into sys_log_user_name (user_name, rows) select user_name, count(*) from sys_log group by user_name`.execute(
    db,
  );
}

/**
 * 0022's table of names on PostgreSQL too: its trigram index serves a part of 3 characters or more
 * of a name that many rows carry, but a rare part, a shorter one, or one no row holds made a page
 * walk the whole log in its order (about 0.4 s for a million rows). The names are kept by one
 * trigger function, found by a trigram index of their own (where the server has pg_trgm) or by
 * reading them, and their rows read through the same index (user_name, at, id). A name's count is
 * one row that the transactions writing its log rows update in turn: one actor's changes, short.
 */
async function userNamesOnPostgres(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create table sys_log_user_name (
      id bigint generated always as identity primary key, user_name text not null unique, rows integer not null)`.execute(
    db,
  );
  await trigramIndex(db, dialect, 'sys_log_user_names_trgm', 'sys_log_user_name', 'user_name');
  await sql`create index sys_log_user on sys_log (user_name, at, id)`.execute(db);
  await sql`
    create function sys_log_user_name_count() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update sys_log_user_name set rows = rows - 1 where user_name = old.user_name;
        delete from sys_log_user_name where user_name = old.user_name and rows = 0;
      end if;
      if tg_op <> 'DELETE' then
        insert into sys_log_user_name (user_name, rows) values (new.user_name, 1)
          on conflict (user_name) do update set rows = sys_log_user_name.rows + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sys_log_user_name_count after insert or delete on sys_log
    for each row execute function sys_log_user_name_count()`.execute(db);
  await sql`
    create trigger sys_log_user_name_rename after update of user_name on sys_log
    for each row when (old.user_name is distinct from new.user_name) execute function sys_log_user_name_count()`.execute(
    db,
  );
  await sql`
    insert into sys_log_user_name (user_name, rows) select user_name, count(*) from sys_log group by user_name`.execute(
    db,
  );
}

export const migrations: readonly Migration[] = [
  { name: '0019_log_order', up },
  { name: '0022_log_user_names', up: userNames },
  { name: '0023_log_user_names_postgres', up: userNamesOnPostgres },
];
