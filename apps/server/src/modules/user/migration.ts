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

/**
 * SQLite's counterpart of 0020's trigram indexes: an FTS5 table with the trigram tokenizer of every
 * user's name and login name (search.ts), kept by triggers on sys_user. Its rows are numbered by
 * sys_user_search_doc, not by sys_user's rowid, which a VACUUM may renumber (sys_user's key is text).
 * PostgreSQL has its indexes already.
 */
async function search(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`create table sys_user_search_doc (doc integer primary key, user_id text not null unique)`.execute(db);
  await sql`create virtual table sys_user_search using fts5(name, login_name, tokenize = 'trigram')`.execute(db);
  await sql`
    create trigger sys_user_search_insert after insert on sys_user begin
      insert into sys_user_search_doc (user_id) values (new.id);
      insert into sys_user_search (rowid, name, login_name)
        values ((select doc from sys_user_search_doc where user_id = new.id), new.name, new.login_name);
    end`.execute(db);
  await sql`
    create trigger sys_user_search_update after update of id, name, login_name on sys_user
    when old.id is not new.id or old.name is not new.name or old.login_name is not new.login_name begin
      update sys_user_search_doc set user_id = new.id where user_id = old.id;
      update sys_user_search set name = new.name, login_name = new.login_name
        where rowid = (select doc from sys_user_search_doc where user_id = new.id);
    end`.execute(db);
  await sql`
    create trigger sys_user_search_delete after delete on sys_user begin
      delete from sys_user_search where rowid = (select doc from sys_user_search_doc where user_id = old.id);
      delete from sys_user_search_doc where user_id = old.id;
    end`.execute(db);
  await sql`insert into sys_user_search_doc (user_id) select id from sys_user`.execute(db);
  await sql`
    insert into sys_user_search (rowid, name, login_name)
    select d.doc, u.name, u.login_name from sys_user_search_doc d join sys_user u on u.id = d.user_id`.execute(db);
}

export const migrations: readonly Migration[] = [
  { name: '0020_user_list', up },
  { name: '0021_user_search', up: search },
];
