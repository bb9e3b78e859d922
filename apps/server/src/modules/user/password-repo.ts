import type { PasswordType } from '@apm/contract';
import type { Executor } from '../../platform/db/transaction.js';
import { newId } from '../../platform/ids.js';

/** History rows kept per user: the most the policy can ask for. */
const HISTORY_KEPT = 24;

/** Where passwords are stored: the user's hash, when it was set, its type, and the history. */
export function passwordRepo(db: Executor) {
  return {
    /** The user's current hash and when it was set (creation when never changed). */
    current(userId: string) {
      return db
        .selectFrom('sys_user')
        .select(['password_hash as hash', 'pwd_changed_at as changedAt', 'created_at as createdAt'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },
    /** The latest `n` earlier hashes, newest first. */
    async history(userId: string, n: number): Promise<string[]> {
      if (n <= 0) return [];
      const rows = await db
        .selectFrom('sys_password_history')
        .select('password_hash')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(n)
        .execute();
      return rows.map((r) => r.password_hash);
    },
    /** Replaces the password; the old hash joins the history (kept to HISTORY_KEPT). */
    async replace(userId: string, hash: string, type: PasswordType, at: number): Promise<void> {
      const old = await this.current(userId);
      if (old) {
        await db
          .insertInto('sys_password_history')
          .values({ id: newId(at), user_id: userId, password_hash: old.hash, created_at: at })
          .execute();
        const keep = await db
          .selectFrom('sys_password_history')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(HISTORY_KEPT)
          .execute();
        await db
          .deleteFrom('sys_password_history')
          .where('user_id', '=', userId)
          .where(
            'id',
            'not in',
            keep.map((k) => k.id),
          )
          .execute();
      }
      await db
        .updateTable('sys_user')
        .set({ password_hash: hash, pwd_changed_at: at, user_pwd_type: type, updated_at: at })
        .where('id', '=', userId)
        .execute();
    },
  };
}
