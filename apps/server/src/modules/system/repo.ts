import type { Executor } from '../../platform/db/transaction.js';

/** System settings: one text value per key. */
export function settingRepo(db: Executor) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('sys_setting').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    async set(key: string, value: string, at: number): Promise<void> {
      await db
        .insertInto('sys_setting')
        .values({ key, value, updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
        .execute();
    },
    /** Inserts the key; throws a unique violation when it exists (used as a once-only guard). */
    async insert(key: string, value: string, at: number): Promise<void> {
      await db.insertInto('sys_setting').values({ key, value, updated_at: at }).execute();
    },
    async insertIfAbsent(key: string, value: string, at: number): Promise<void> {
      await db
        .insertInto('sys_setting')
        .values({ key, value, updated_at: at })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
  };
}
export type SettingRepo = ReturnType<typeof settingRepo>;
