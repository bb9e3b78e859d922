import type {
  AuditAction,
  ChangePasswordRequest,
  CodeSent,
  ForgetPwdWays,
  Language,
  SaveUserInfoRequest,
  VerificationWay,
} from '@apm/contract';
import type { Kysely, Transaction } from 'kysely';
import { verifyPassword } from '../../platform/auth/password.js';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { auditBy, type AuditEntry, type AuditLog } from '../log/audit.js';
import { failureLimiter } from '../session/failures.js';
import { sessionRepo } from '../session/repo.js';
import { accountKey, FAILURE_WINDOW_MS, LOCK_ACCOUNT_AFTER } from '../session/service.js';
import { normalAddress, type VerificationService } from '../verification/service.js';
import { accountRepo } from './account-repo.js';
import { passwordRepo } from './password-repo.js';
import type { PasswordService } from './passwords.js';
import { userRepo, type UserRow } from './repo.js';

/** Where a request came from and in which language its mails go. */
export interface Origin extends RequestMeta {
  lang: Language;
}

const addressOf = (u: Pick<UserRow, 'email' | 'phone'>, way: VerificationWay) => (way === 'email' ? u.email : u.phone);
const contactSubject = (userId: string, way: VerificationWay, address: string) =>
  `${userId}:${way}:${normalAddress(way, address)}`;
/**
 * A reset code belongs to the login name asked for, not to a user: a name without an account (or
 * without an address on that way) gets a code that goes nowhere, so sending and checking answer
 * the same for every name (docs/decisions.md, "No account enumeration").
 */
const resetSubject = (loginName: string) => `name:${loginName.toLowerCase()}`;

/**
 * What users do about their own account: forgotten passwords (a code to their address, then a
 * one-time token, then a new password), the personal center (profile with confirmed addresses,
 * password change) and the forced change of an expired password.
 */
export function accountService(deps: {
  db: Kysely<Database>;
  verification: VerificationService;
  passwords: PasswordService;
  audit: AuditLog;
}) {
  const { db, verification, passwords } = deps;
  const users = userRepo(db);
  const limiter = failureLimiter(db, FAILURE_WINDOW_MS);

  /** An audit row for a change by the user themselves, outside a session (reset). */
  const selfAudit = (
    u: UserRow,
    meta: RequestMeta,
    action: AuditAction<'user'>,
    changes: AuditEntry['changes'],
  ): AuditEntry => ({
    officeId: u.officeId,
    userId: u.id,
    userName: u.loginName,
    at: now(),
    ...meta,
    module: 'user',
    action,
    target: u.loginName,
    changes,
  });

  /**
   * Checks the signed-in user's current password; a wrong one counts as a failed sign-in of the
   * account, so it cannot be guessed here either (locked with 429 like sign-in).
   */
  const proveOldPassword = async (p: Principal, password: string): Promise<UserRow> => {
    // Reserved before the check, as at sign-in: parallel guesses never exceed the limit.
    const limits = [{ key: accountKey(p.loginName), lockAfter: LOCK_ACCOUNT_AFTER }];
    return limiter.attempt(
      limits,
      now(),
      () => new AppError('TOO_MANY_ATTEMPTS'),
      async ({ wrong }) => {
        const user = await users.findById(p.userId);
        if (!user) throw new AppError('SESSION_EXPIRED');
        if (!(await verifyPassword(user.passwordHash, password))) {
          throw wrong(
            new AppError('VALIDATION', {
              message: 'The current password is wrong',
              fields: [{ field: 'oldPassword', message: 'wrongPassword' }],
            }),
          );
        }
        return user;
      },
    );
  };

  /** Sets a new password that passed the policy, in one transaction with the audit row. */
  const storePassword = async (
    user: UserRow,
    password: string,
    audit: AuditEntry,
    after: (trx: Transaction<Database>) => Promise<void>,
  ) => {
    const { hash, type } = await passwords.prepare(password);
    await inTransaction(db, async (trx) => {
      await passwordRepo(trx).replace(user.id, hash, type, audit.at);
      await after(trx);
      await deps.audit.record(trx, audit);
    });
  };

  /** A self-service password change: old password, policy, new one; other sessions end. */
  const change = async (p: Principal, req: ChangePasswordRequest, meta: RequestMeta, action: AuditAction<'user'>) => {
    const user = await proveOldPassword(p, req.oldPassword);
    if (await verifyPassword(user.passwordHash, req.newPassword)) {
      throw new AppError('VALIDATION', {
        message: 'The new password is the current one',
        fields: [{ field: 'newPassword', message: 'passwordReused' }],
      });
    }
    await passwords.check(req.newPassword, user.id);
    await storePassword(
      user,
      req.newPassword,
      auditBy(p, meta, 'user', action, user.loginName, { password: { after: 'changed' } }),
      async (trx) => {
        await sessionRepo(trx).endForUser(user.id, p.sessionId);
        await sessionRepo(trx).releaseForUser(user.id);
        await sessionRepo(trx).clearFailures(accountKey(user.loginName));
      },
    );
  };

  return {
    /**
     * GET /a/forgetPwdWay: the ways reset codes travel now, the same for every name (an account
     * or not, with an address on that way or not); no address is ever told, masked or not.
     */
    async resetWays(): Promise<ForgetPwdWays> {
      return { ways: (await verification.ways()).map((way) => ({ way })) };
    },

    /**
     * POST /a/api/user/sendVerificationCode: a reset code to the account's own address, if the name
     * is an active account's with an address on that way. The answer, the throttle and the work are
     * the same either way; the code leaves after the answer (docs/decisions.md).
     */
    async sendResetCode(loginName: string, way: VerificationWay, origin: Origin): Promise<CodeSent> {
      const user = await users.findByLoginName(loginName);
      const address = user && user.status === 'active' ? addressOf(user, way) : '';
      return verification.issueBlind({
        purpose: 'resetPwd',
        subject: resetSubject(loginName),
        throttleKey: `reset:${loginName.toLowerCase()}`,
        way,
        lang: origin.lang,
        ip: origin.ip,
        target: '',
        send: user && address ? { address, officeId: user.officeId } : null,
      });
    },

    /**
     * GET /a/api/user/checkVerificationCode: spends the reset code, answers a one-time token. A wrong
     * answer counts (and is audited) the same for every name, an account's or not.
     */
    async checkResetCode(loginName: string, code: string, meta: RequestMeta): Promise<{ resetToken: string }> {
      const user = await users.findByLoginName(loginName);
      await verification.verify('resetPwd', resetSubject(loginName), code, {
        ...meta,
        target: loginName,
        officeId: user?.officeId ?? null,
      });
      // Only the code that went to an active account's address can be right (others went nowhere).
      if (!user || user.status !== 'active')
        throw new AppError('VERIFICATION_WRONG', { jsonObject: { attemptsLeft: 0 } });
      return { resetToken: await verification.token('resetToken', user.id) };
    },

    /** POST /a/api/user/modifyPwd: the new password with the token of a checked code; every session ends. */
    async resetPassword(loginName: string, token: string, password: string, meta: RequestMeta): Promise<void> {
      // The policy without the history first, for every name alike; then the token, before anything
      // that tells of the account (its earlier passwords). A refused password leaves the token usable.
      await passwords.check(password, null);
      const user = await users.findByLoginName(loginName);
      // The same lookup for every name (no token is ever held under a name's subject).
      const held = await verification.check('resetToken', user?.id ?? resetSubject(loginName), token);
      if (!user || user.status !== 'active') {
        throw new AppError('VERIFICATION_WRONG', { jsonObject: { attemptsLeft: 0 } });
      }
      await passwords.check(password, user.id);
      await storePassword(
        user,
        password,
        selfAudit(user, meta, 'resetPassword', { password: { after: 'reset' } }),
        async (trx) => {
          await verification.spend(trx, held);
          await sessionRepo(trx).endForUser(user.id);
          await sessionRepo(trx).clearFailures(accountKey(user.loginName));
        },
      );
    },

    /** POST /a/api/user/sendContactVerificationCode: a code to a new e-mail or phone of the caller. */
    async sendContactCode(p: Principal, way: VerificationWay, target: string, origin: Origin): Promise<CodeSent> {
      const user = await users.findById(p.userId);
      if (!user) throw new AppError('SESSION_EXPIRED');
      if (normalAddress(way, target) === normalAddress(way, addressOf(user, way))) {
        throw new AppError('VALIDATION', { fields: [{ field: 'target', message: 'sameAddress' }] });
      }
      const taken = await users.taken({
        email: way === 'email' ? target : '',
        phone: way === 'sms' ? target : '',
        exceptId: user.id,
      });
      if (taken.emailTaken || taken.phoneTaken) {
        throw new AppError('CONFLICT', {
          message: 'The address belongs to another user',
          fields: [{ field: 'target', message: way === 'email' ? 'emailTaken' : 'phoneTaken' }],
        });
      }
      return verification.issue({
        purpose: 'contact',
        subject: contactSubject(user.id, way, target),
        way,
        address: target,
        officeId: user.officeId,
        lang: origin.lang,
        ip: origin.ip,
      });
    },

    /** POST /a/api/user/saveUserInfo: own name, e-mail and phone; each new address with its code. */
    async saveProfile(p: Principal, req: SaveUserInfoRequest, meta: RequestMeta): Promise<void> {
      const user = await users.findById(p.userId);
      if (!user) throw new AppError('SESSION_EXPIRED');
      const emailChanged = normalAddress('email', req.email) !== normalAddress('email', user.email);
      const phoneChanged = normalAddress('sms', req.phone) !== normalAddress('sms', user.phone);
      const taken = await users.taken({
        email: emailChanged ? req.email : '',
        phone: phoneChanged ? req.phone : '',
        exceptId: user.id,
      });
      const fields = [
        ...(taken.emailTaken ? [{ field: 'email', message: 'emailTaken' }] : []),
        ...(taken.phoneTaken ? [{ field: 'phone', message: 'phoneTaken' }] : []),
      ];
      if (fields.length) throw new AppError('CONFLICT', { message: 'The address belongs to another user', fields });
      // A new address proves itself with the code sent to it; removing one needs none.
      if (emailChanged && req.email) {
        if (!req.emailCode) throw new AppError('VERIFICATION_REQUIRED', { jsonObject: { field: 'email' } });
        await verification.verify('contact', contactSubject(user.id, 'email', req.email), req.emailCode);
      }
      if (phoneChanged && req.phone) {
        if (!req.phoneCode) throw new AppError('VERIFICATION_REQUIRED', { jsonObject: { field: 'phone' } });
        await verification.verify('contact', contactSubject(user.id, 'sms', req.phone), req.phoneCode);
      }
      const changes: AuditEntry['changes'] = {};
      if (req.name !== user.name) changes.name = { before: user.name, after: req.name };
      if (emailChanged) changes.email = { before: user.email, after: req.email };
      if (phoneChanged) changes.phone = { before: user.phone, after: req.phone };
      if (Object.keys(changes).length === 0) return;
      const at = now();
      await inTransaction(db, async (trx) => {
        await accountRepo(trx).updateProfile(user.id, { name: req.name, email: req.email, phone: req.phone }, at);
        await deps.audit.record(trx, auditBy(p, meta, 'user', 'updateProfile', user.loginName, changes));
      });
    },

    /** GET /a/api/user/ConfirmOldpwd: whether the current password is right (wrong ones count as failures). */
    async confirmOldPassword(p: Principal, password: string): Promise<{ correct: boolean }> {
      try {
        await proveOldPassword(p, password);
        return { correct: true };
      } catch (err) {
        if (err instanceof AppError && err.kind === 'VALIDATION') return { correct: false };
        throw err;
      }
    },

    /** POST /a/api/user/modifyPassword: the personal center's password change. */
    changePassword: (p: Principal, req: ChangePasswordRequest, meta: RequestMeta) =>
      change(p, req, meta, 'changePassword'),

    /** POST /a/api/user/pwdPastDueModify: the forced change of an expired password; the session is released. */
    changeExpiredPassword: (p: Principal, req: ChangePasswordRequest, meta: RequestMeta) =>
      change(p, req, meta, 'changeExpiredPassword'),
  };
}
export type AccountService = ReturnType<typeof accountService>;
