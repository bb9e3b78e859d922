import type { Kysely } from 'kysely';
import type { Migration } from '../../platform/db/migrate.js';

/** 0033_data_source_cache: the providers' last answers (weather by place, exchange rates), kept by the server. */
async function cache(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_source_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .execute();
  // Rows nobody asked for in a long time are swept by this order.
  await db.schema.createIndex('data_source_cache_used').on('data_source_cache').column('used_at').execute();
}

/** The module's migrations, in the one sequence of names of all modules. */
export const migrations: readonly Migration[] = [{ name: '0033_data_source_cache', up: cache }];
