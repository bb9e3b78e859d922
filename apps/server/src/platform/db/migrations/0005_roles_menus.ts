import { sql, type Kysely } from 'kysely';

/**
 * Custom roles (data scope, remarks, unique codes regardless of case), administrators' changes to
 * menu entries kept beside the catalogue's values, custom menu entries (buttons and links), and
 * each user's chosen default data range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sys_role')
    .addColumn('data_scope', 'text', (c) => c.notNull().defaultTo('subtree'))
    .execute();
  await db.schema
    .alterTable('sys_role')
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sys_role')
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update sys_role set updated_at = created_at`.execute(db);
  await sql`create unique index sys_role_code_ci on sys_role (lower(code))`.execute(db);
  await db.schema.createIndex('sys_role_office').on('sys_role').column('office_id').execute();

  // The catalogue's values stay in name/icon/sort/invisible (refreshed at each start);
  // an administrator's change lives in the *_set column beside it (null: not changed).
  await db.schema
    .alterTable('sys_menu')
    .addColumn('custom', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sys_menu').addColumn('link', 'text').execute();
  await db.schema.alterTable('sys_menu').addColumn('name_set', 'text').execute();
  await db.schema.alterTable('sys_menu').addColumn('icon_set', 'text').execute();
  await db.schema.alterTable('sys_menu').addColumn('sort_set', 'integer').execute();
  await db.schema.alterTable('sys_menu').addColumn('invisible_set', 'integer').execute();
  await db.schema.createIndex('sys_menu_parent').on('sys_menu').column('parent_id').execute();
  await db.schema.createIndex('sys_role_menu_menu').on('sys_role_menu').column('menu_id').execute();

  // No foreign key: an office deleted or moved out of the user's range is simply ignored.
  await db.schema.alterTable('sys_user').addColumn('data_range_office_id', 'text').execute();
}
