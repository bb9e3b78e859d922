import { isStrongPassword, passwordProblem, type PasswordType } from '@apm/contract';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import type { SettingsService } from '../settings/service.js';
import { passwordRepo } from './password-repo.js';

const DAY_MS = 86_400_000;

/** A password's type (spec 3 userPwdType) from the strength rule. */
export const passwordTypeOf = (password: string): PasswordType => (isStrongPassword(password) ? '2' : '1');

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
