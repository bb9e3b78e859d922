import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../platform/db/migrate.js';

/** 0012_publishing: publications of programs and their deliveries to terminals. */
async function publishing(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('publish')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('program_id', 'text', (c) => c.notNull())
    .addColumn('program_name', 'text', (c) => c.notNull())
    .addColumn('program_version', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('file_count', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('terminal_count', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  // The records page reads an office's publications newest first; a program's by its id.
  await db.schema.createIndex('publish_office_created').on('publish').columns(['office_id', 'created_at']).execute();
  await db.schema.createIndex('publish_program').on('publish').column('program_id').execute();

  await db.schema
    .createTable('delivery')
    .addColumn('publish_id', 'text', (c) => c.notNull().references('publish.id').onDelete('cascade'))
    // A deleted terminal's deliveries go with it.
    .addColumn('terminal_id', 'text', (c) => c.notNull().references('terminal.id').onDelete('cascade'))
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('terminal_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('reason', 'text')
    .addColumn('queued_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_pk', ['publish_id', 'terminal_id'])
    .execute();
  // What a terminal plays: its most recently queued delivery. The counts of a record: by state.
  await db.schema
    .createIndex('delivery_terminal_queued')
    .on('delivery')
    .columns(['terminal_id', 'queued_at'])
    .execute();
  await db.schema.createIndex('delivery_publish_state').on('delivery').columns(['publish_id', 'state']).execute();
}

/**
 * 0026_publish_plans: a publication sends a program or a play plan (its subject). Its programs'
 * documents move to publish_document (a plan's are several); a terminal holds the latest delivery
 * of each slot: one for programs, one per plan.
 */
async function plans(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publish').renameColumn('program_id', 'subject_id').execute();
  await db.schema.alterTable('publish').renameColumn('program_name', 'subject_name').execute();
  await db.schema.alterTable('publish').renameColumn('program_version', 'subject_version').execute();
  await db.schema
    .alterTable('publish')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('program'))
    .execute();
  await db.schema.alterTable('publish').addColumn('plan', 'text').execute();
  await db.schema.dropIndex('publish_program').execute();
  await db.schema.createIndex('publish_subject').on('publish').column('subject_id').execute();

  await db.schema
    .createTable('publish_document')
    .addColumn('publish_id', 'text', (c) => c.notNull().references('publish.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('program_id', 'text', (c) => c.notNull())
    .addColumn('program_name', 'text', (c) => c.notNull())
    .addColumn('program_version', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('publish_document_pk', ['publish_id', 'program_id'])
    .execute();
  await sql`insert into publish_document (publish_id, position, program_id, program_name, program_version, width, height, document)
    select id, 0, subject_id, subject_name, subject_version, width, height, document from publish`.execute(db);
  await db.schema.alterTable('publish').dropColumn('document').execute();

  await db.schema
    .alterTable('delivery')
    .addColumn('slot', 'text', (c) => c.notNull().defaultTo('program'))
    .execute();
}

/**
 * 0028_publish_messages: publications of messages (their message as sent, JSON) and the stopping
 * of a publication (its terminals drop it).
 */
async function messages(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publish').addColumn('message', 'text').execute();
  await db.schema.alterTable('publish').addColumn('stopped_at', 'bigint').execute();
  await db.schema.alterTable('publish').addColumn('stopped_by_name', 'text').execute();
}

/**
 * 0029_publish_review: with the `audit` setting on, a publication waits for a reviewer before it
 * is sent: its review state and note, who decided when, the publisher's note, and the terminals it
 * goes to once approved (JSON ids).
 */
async function review(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publish')
    .addColumn('review_state', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema.alterTable('publish').addColumn('review_note', 'text').execute();
  await db.schema.alterTable('publish').addColumn('reviewed_by_name', 'text').execute();
  await db.schema.alterTable('publish').addColumn('reviewed_at', 'bigint').execute();
  await db.schema.alterTable('publish').addColumn('submit_note', 'text').execute();
  await db.schema.alterTable('publish').addColumn('terminal_ids', 'text').execute();
  // The review pages read a kind's publications by state.
  await db.schema.createIndex('publish_review').on('publish').columns(['kind', 'review_state', 'created_at']).execute();
}

/** 0030_publish_play_now: a program played now for a while: its window, `{ from, to }` (JSON). */
async function playNow(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publish').addColumn('play_now', 'text').execute();
}

export const migrations: readonly Migration[] = [
  { name: '0012_publishing', up: publishing },
  { name: '0026_publish_plans', up: plans },
  { name: '0028_publish_messages', up: messages },
  { name: '0029_publish_review', up: review },
  { name: '0030_publish_play_now', up: playNow },
];
