import { sql, type Kysely } from 'kysely';

/** Offices, users, roles, menus, sessions, login throttling, captcha, settings and the audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('sys_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_office')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('sys_office.id'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_office_parent').on('sys_office').column('parent_id').execute();
  await db.schema.createIndex('sys_office_path').on('sys_office').column('path').execute();

  await db.schema
    .createTable('sys_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id'))
    .addColumn('login_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_pwd_type', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('login_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('login_date', ms)
    .addColumn('prev_login_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prev_login_date', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  // Login names are unique regardless of case.
  await sql`create unique index sys_user_login_name on sys_user (lower(login_name))`.execute(db);
  await db.schema.createIndex('sys_user_office').on('sys_user').column('office_id').execute();

  await db.schema
    .createTable('sys_role')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('office_id', 'text', (c) => c.references('sys_office.id'))
    .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grants_all', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sys_user_role_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('sys_user_role_role').on('sys_user_role').column('role_id').execute();

  await db.schema
    .createTable('sys_menu')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('icon', 'text')
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('invisible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('built', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sys_role_menu')
    .addColumn('role_id', 'text', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addColumn('menu_id', 'text', (c) => c.notNull().references('sys_menu.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sys_role_menu_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('sys_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    .addColumn('renewed_at', ms, (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_session_user').on('sys_session').column('user_id').execute();
  await db.schema.createIndex('sys_session_expires').on('sys_session').column('expires_at').execute();

  await db.schema
    .createTable('sys_login_failure')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_at', ms, (c) => c.notNull())
    .addColumn('last_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_sso_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('expires_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('at', ms, (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_log_office_at').on('sys_log').columns(['office_id', 'at']).execute();
}
