import type { Kysely } from 'kysely';
import type { Migration } from '../../platform/db/migrate.js';

/**
 * 0036_statistics_widget_events: the widget events terminals report (uses and clicks), one row per
 * terminal and event id. Read by office and time (a tenant's statistics), by program and widget
 * (a widget's uses and clicks), and pruned by time; an office deleted takes its events with it.
 */
async function widgetEvents(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('widget_event')
    .addColumn('terminal_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('publish_id', 'text', (c) => c.notNull())
    .addColumn('program_id', 'text', (c) => c.notNull())
    .addColumn('scene_id', 'text', (c) => c.notNull())
    .addColumn('widget_id', 'text', (c) => c.notNull())
    .addColumn('widget_kind', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('action', 'text')
    .addColumn('at', ms, (c) => c.notNull())
    .addColumn('received_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('widget_event_pk', ['terminal_id', 'id'])
    .execute();
  await db.schema.createIndex('widget_event_office_at').on('widget_event').columns(['office_id', 'at']).execute();
  await db.schema
    .createIndex('widget_event_program_widget')
    .on('widget_event')
    .columns(['program_id', 'widget_id', 'at'])
    .execute();
  await db.schema.createIndex('widget_event_at').on('widget_event').column('at').execute();
}

/** The module's migrations, in the one sequence of names of all modules. */
export const migrations: readonly Migration[] = [{ name: '0036_statistics_widget_events', up: widgetEvents }];
