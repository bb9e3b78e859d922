import type { Kysely } from 'kysely';

/**
 * Sign-in steps and the password policy: verification codes and their send throttle, the mail
 * outbox, password history, when a password was set, and sessions held until a forced change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;

  // Codes are kept hashed; `subject` is what a code proves (a user id, or an address for
  // registration), `destination` where it went (the throttle counts by destination).
  await db.schema
    .createTable('sys_verification_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    .addColumn('used_at', ms)
    .execute();
  await db.schema
    .createIndex('sys_verification_code_subject')
    .on('sys_verification_code')
    .columns(['purpose', 'subject', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sys_verification_code_expires')
    .on('sys_verification_code')
    .column('expires_at')
    .execute();

  // One row per destination (and per client IP): last send and the hour's count, updated in one
  // statement so that two requests at once cannot both pass.
  await db.schema
    .createTable('sys_code_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('last_at', ms, (c) => c.notNull())
    .addColumn('window_start', ms, (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  // Mails that were not delivered: no mail server configured, or the server refused them.
  await db.schema
    .createTable('sys_mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text')
    .addColumn('to_addr', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_mail_outbox_at').on('sys_mail_outbox').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('sys_mail_outbox_status_at')
    .on('sys_mail_outbox')
    .columns(['status', 'created_at'])
    .execute();

  // The hashes of a user's earlier passwords, newest first by created_at.
  await db.schema
    .createTable('sys_password_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sys_password_history_user')
    .on('sys_password_history')
    .columns(['user_id', 'created_at'])
    .execute();

  // When the password was set (null: at creation, created_at); expiry counts from it.
  await db.schema.alterTable('sys_user').addColumn('pwd_changed_at', ms).execute();
  // A session whose user must change an expired password before any other call.
  await db.schema
    .alterTable('sys_session')
    .addColumn('must_change_pwd', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
