import { isStrongPassword, passwordProblem, type PasswordType } from '@apm/contract';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { Database } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import { newId } from '../../platform/ids.js';
import type { SettingsService } from '../settings/service.js';

/** History rows kept per user: the most the policy can ask for. */
const HISTORY_KEPT = 24;
const DAY_MS = 86_400_000;

/** A password's type (spec 3 userPwdType) from the strength rule. */
export const passwordTypeOf = (password: string): PasswordType => (isStrongPassword(password) ? '2' : '1');

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

/**
 * The password policy of the settings: the strength rule for new passwords (docs/password-policy.md),
 * expiry, and the history of earlier passwords that may not be chosen again.
 */
export function passwordService(db: Kysely<Database>, settings: SettingsService) {
  const repo = passwordRepo(db);
  return {
    /**
     * Checks a new password against the policy; for an existing user also against the history
     * (the current password and the earlier ones, `pwdHistoryCount` in all). Throws VALIDATION
     * naming `field` with `tooShort`, `passwordWeak`, `passwordReused` ...
     */
    async check(password: string, userId: string | null, field = 'newPassword'): Promise<void> {
      const policy = await settings.policy();
      const problem = passwordProblem(password, policy.strong);
      if (problem) throw new AppError('VALIDATION', { fields: [{ field, message: problem }] });
      if (!userId || policy.historyCount <= 0) return;
      const current = await repo.current(userId);
      const hashes = [...(current ? [current.hash] : []), ...(await repo.history(userId, policy.historyCount - 1))];
      for (const h of hashes) {
        if (await verifyPassword(h, password)) {
          throw new AppError('VALIDATION', {
            message: `The password was one of the last ${policy.historyCount}: choose another`,
            fields: [{ field, message: 'passwordReused' }],
          });
        }
      }
    },

    /** The hash and type to store for a password that passed `check`. */
    async prepare(password: string): Promise<{ hash: string; type: PasswordType }> {
      return { hash: await hashPassword(password), type: passwordTypeOf(password) };
    },

    /** Whether the user's password is older than the policy allows. */
    async expired(userId: string, at: number): Promise<boolean> {
      const { expireDays } = await settings.policy();
      if (expireDays <= 0) return false;
      const current = await repo.current(userId);
      if (!current) return false;
      return (current.changedAt ?? current.createdAt) + expireDays * DAY_MS <= at;
    },
  };
}
export type PasswordService = ReturnType<typeof passwordService>;
