import type { Executor } from '../../platform/db/transaction.js';

/**
 * System settings rows: one text value per key. The only writer of sys_setting: other modules
 * (system initialisation, the login key) keep their keys through it, in their own transaction.
 */
export function settingsRepo(db: Executor) {
  return {
    /** The stored value of a key; undefined when it has none. */
    async get(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('sys_setting').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    /** The stored values of the keys that have one. */
    async many(keys: readonly string[]): Promise<Map<string, string>> {
      if (keys.length === 0) return new Map();
      const rows = await db.selectFrom('sys_setting').select(['key', 'value']).where('key', 'in', keys).execute();
      return new Map(rows.map((r) => [r.key, r.value]));
    },
    async set(key: string, value: string, at: number): Promise<void> {
      await db
        .insertInto('sys_setting')
        .values({ key, value, updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
        .execute();
    },
    /** Inserts the key; throws a unique violation when it exists (a once-only guard). */
    async insert(key: string, value: string, at: number): Promise<void> {
      await db.insertInto('sys_setting').values({ key, value, updated_at: at }).execute();
    },
    async remove(key: string): Promise<void> {
      await db.deleteFrom('sys_setting').where('key', '=', key).execute();
    },
  };
}
