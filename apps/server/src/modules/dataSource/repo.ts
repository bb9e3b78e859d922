import type { Executor } from '../../platform/db/transaction.js';

/** A kept answer: its JSON and when it was got. */
export interface Kept {
  value: string;
  fetchedAt: number;
}

/** The providers' kept answers (data_source_cache): the only place that reads or writes them. */
export function dataSourceRepo(db: Executor) {
  return {
    /** The kept answer of a key, marked as asked for at `at` unless null; undefined when none is kept. */
    async read(key: string, at: number | null): Promise<Kept | undefined> {
      const row = await db
        .selectFrom('data_source_cache')
        .select(['value', 'fetched_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      if (at !== null) await db.updateTable('data_source_cache').set({ used_at: at }).where('key', '=', key).execute();
      return { value: row.value, fetchedAt: Number(row.fetched_at) };
    },

    /** Keeps an answer in place of the one kept before. */
    async write(key: string, value: string, fetchedAt: number): Promise<void> {
      await db
        .insertInto('data_source_cache')
        .values({ key, value, fetched_at: fetchedAt, used_at: fetchedAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, fetched_at: fetchedAt, used_at: fetchedAt }))
        .execute();
    },

    /** Forgets the answers nobody asked for since `before`. */
    async sweep(before: number): Promise<void> {
      await db.deleteFrom('data_source_cache').where('used_at', '<', before).execute();
    },
  };
}
