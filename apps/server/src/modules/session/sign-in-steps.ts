import type { VerificationWay } from '@apm/contract';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { SettingsService } from '../settings/service.js';
import type { PasswordService } from '../user/passwords.js';
import type { UserRow } from '../user/repo.js';
import type { VerificationService } from '../verification/service.js';

/** What sign-in asks besides the password: the second step's code, and whether the password expired. */
export interface SignInSteps {
  /**
   * With the second step on: throws VERIFICATION_REQUIRED without a code, VERIFICATION_WRONG for a
   * wrong one (audited with the caller's `meta`).
   */
  secondStep(user: UserRow, code: string, meta: RequestMeta): Promise<void>;
  expired(userId: string, at: number): Promise<boolean>;
}

/** The ways a user can receive a code: the ways switched on for which the user has an address. */
export function waysOf(user: Pick<UserRow, 'email' | 'phone'>, open: VerificationWay[]): VerificationWay[] {
  return open.filter((w) => (w === 'email' ? user.email !== '' : user.phone !== ''));
}

export function signInSteps(deps: {
  settings: SettingsService;
  verification: VerificationService;
  passwords: PasswordService;
}): SignInSteps {
  return {
    async secondStep(user, code, meta) {
      if (!(await deps.settings.policy()).secondStep) return;
      if (!code) {
        const ways = waysOf(user, await deps.verification.ways());
        throw new AppError('VERIFICATION_REQUIRED', { jsonObject: { ways } });
      }
      await deps.verification.verify('login', user.id, code, {
        ...meta,
        target: user.loginName,
        officeId: user.officeId,
      });
    },
    expired: (userId, at) => deps.passwords.expired(userId, at),
  };
}
