import type { Kysely } from 'kysely';
import type { Migration } from '../../platform/db/migrate.js';

/**
 * Terminals (docs/terminal-protocol.md): one row per device, found by hardware id, by pairing code
 * while pending, listed by office and name, swept by online state and last-seen time.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('terminal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.references('sys_office.id'))
    .addColumn('hardware_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pairing_code', 'text', (c) => c.unique())
    .addColumn('claim_hash', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text')
    .addColumn('secret_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('player_kind', 'text')
    .addColumn('player_version', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('screen', 'text')
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('socket_id', 'text')
    .addColumn('last_seen_at', ms)
    .addColumn('playing', 'text')
    .addColumn('manifest_version', 'text')
    .addColumn('storage', 'text')
    .addColumn('status_at', ms)
    .addColumn('authorised_at', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('terminal_office_name').on('terminal').columns(['office_id', 'name', 'id']).execute();
  await db.schema.createIndex('terminal_online_seen').on('terminal').columns(['online', 'last_seen_at']).execute();
  await db.schema.createIndex('terminal_state_created').on('terminal').columns(['state', 'created_at']).execute();
}

/**
 * 0032_terminal_groups: named groups of terminals of an office (and its sub-offices); a terminal
 * is in at most one. A group goes with its office; a terminal whose group goes is in none.
 */
async function groups(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('terminal_group')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('terminal_group_office_name')
    .on('terminal_group')
    .columns(['office_id', 'name'])
    .execute();
  await db.schema
    .alterTable('terminal')
    .addColumn('group_id', 'text', (c) => c.references('terminal_group.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('terminal_group_id').on('terminal').column('group_id').execute();
}

export const migrations: readonly Migration[] = [
  { name: '0010_terminals', up },
  { name: '0032_terminal_groups', up: groups },
];
