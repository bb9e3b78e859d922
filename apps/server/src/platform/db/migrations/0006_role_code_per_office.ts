import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.js';

/**
 * Custom role codes are unique per office regardless of case, no longer across the platform:
 * two customers may each have a role "manager", and neither learns of the other's codes.
 * Built-in roles (no office) stay unique among themselves; that no custom role takes a built-in
 * role's code is the role service's check (an office's unique index cannot see them).
 *
 * The code column's own unique constraint (0001) and the platform-wide index (0005) go. SQLite
 * cannot drop a column's constraint: sys_role is built again. Foreign keys stay on inside the
 * migration's transaction, so dropping the old table deletes the rows of sys_user_role and
 * sys_role_menu pointing at it (on delete cascade): they are kept aside and put back.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table sys_role drop constraint sys_role_code_key`.execute(db);
    await db.schema.dropIndex('sys_role_code_ci').execute();
  } else {
    const ms = 'bigint' as const;
    await db.schema
      .createTable('sys_role_new')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('office_id', 'text', (c) => c.references('sys_office.id'))
      .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('grants_all', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ms, (c) => c.notNull())
      .addColumn('data_scope', 'text', (c) => c.notNull().defaultTo('subtree'))
      .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', ms, (c) => c.notNull().defaultTo(0))
      .execute();
    const columns = sql.raw(
      'id, code, name, office_id, built_in, grants_all, created_at, data_scope, remarks, updated_at',
    );
    await sql`insert into sys_role_new (${columns}) select ${columns} from sys_role`.execute(db);
    await sql`create temp table keep_user_role as select user_id, role_id from sys_user_role`.execute(db);
    await sql`create temp table keep_role_menu as select role_id, menu_id from sys_role_menu`.execute(db);
    await db.schema.dropTable('sys_role').execute();
    await db.schema.alterTable('sys_role_new').renameTo('sys_role').execute();
    await sql`insert into sys_user_role (user_id, role_id) select user_id, role_id from keep_user_role`.execute(db);
    await sql`insert into sys_role_menu (role_id, menu_id) select role_id, menu_id from keep_role_menu`.execute(db);
    await sql`drop table keep_user_role`.execute(db);
    await sql`drop table keep_role_menu`.execute(db);
    await db.schema.createIndex('sys_role_office').on('sys_role').column('office_id').execute();
  }
  await sql`create unique index sys_role_office_code_ci on sys_role (office_id, lower(code))`.execute(db);
  await sql`create unique index sys_role_built_in_code_ci on sys_role (lower(code)) where office_id is null`.execute(
    db,
  );
}
