import { SESSION_TTL_MS, type AuditAction, type LoginRequest } from '@apm/contract';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { ACCESS_CACHE_TTL_MS, dropOnChange, expiringCache } from '../../platform/auth/access-cache.js';
import { verifyPassword } from '../../platform/auth/password.js';
import type { DataRange, Principal } from '../../platform/auth/principal.js';
import { newToken, tokenId } from '../../platform/auth/token.js';
import type { SharedLevels } from '../../platform/auth/shared-level.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { recordFailure, type AuditLog } from '../log/audit.js';
import type { SystemService } from '../system/service.js';
import { userRepo, type UserRow } from '../user/repo.js';
import { failureLimiter } from './failures.js';
import { sessionRepo, type SessionRepo, type SessionRow } from './repo.js';
import type { SignInSteps } from './sign-in-steps.js';

/** Failures (per account or per IP) after which the captcha is asked for. */
export const CAPTCHA_AFTER = 3;
/** Failures after which an account, or an IP, is refused until the window has passed. */
export const LOCK_ACCOUNT_AFTER = 10;
export const LOCK_IP_AFTER = 50;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** How long a single-sign-on token may wait to be used. */
export const SSO_TOKEN_TTL_MS = 60_000;
/** A session is written back at most this often; the cookie is renewed on every call. */
export const RENEW_EVERY_MS = 60_000;

/** The failure-count key of an account (other checks of a password count there too). */
export const accountKey = (name: string) => `account:${name.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export interface OpenedSession {
  token: string;
  userId: string;
  expiresAt: number;
  /** The password has expired: the session allows only the forced change (and sign-out). */
  passwordExpired: boolean;
}

/** A session as read, kept by the id of its token (platform/auth/access-cache.ts). */
interface CachedSession {
  principal: Principal;
  active: boolean;
  renewedAt: number;
  expiresAt: number;
}

/** The principal a session row gives. */
function toCached(s: SessionRow): CachedSession {
  // Data scope 'office' only when every role of the user says so; then no narrowing applies.
  const dataScope = Number(s.roleCount) > 0 && Number(s.subtreeRoles) === 0 ? 'office' : 'subtree';
  const range: DataRange =
    dataScope === 'office'
      ? { officeId: s.officeId, path: s.officePath, subtree: false }
      : { officeId: s.rangeOfficeId ?? s.officeId, path: s.rangePath ?? s.officePath, subtree: true };
  return {
    principal: {
      sessionId: s.id,
      userId: s.userId,
      loginName: s.loginName,
      name: s.name,
      officeId: s.officeId,
      officePath: s.officePath,
      dataScope,
      range,
      expiresAt: s.expiresAt,
      mustChangePassword: s.mustChangePwd === 1,
    },
    active: s.status === 'active',
    renewedAt: s.renewedAt,
    expiresAt: s.expiresAt,
  };
}

/**
 * Sign-in, sign-out, sessions, login throttling and the captcha. Resolved sessions are cached in
 * the process (and in `shared`, Redis) and dropped by the changes `bus` tells of
 * (platform/auth/access-cache.ts).
 */
export function sessionService(
  db: Kysely<Database>,
  system: SystemService,
  audit: AuditLog,
  steps?: SignInSteps,
  bus?: Bus,
  shared?: SharedLevels,
) {
  const repo = sessionRepo(db);
  const limiter = failureLimiter(db, FAILURE_WINDOW_MS);
  // Without a bus nothing would tell of changes: every call reads the session.
  const cache = expiringCache<CachedSession | undefined>(bus ? ACCESS_CACHE_TTL_MS : 0, undefined, {
    owner: (_key, s) => s?.principal.userId,
    shared: shared?.level<CachedSession | undefined>('sessions', ACCESS_CACHE_TTL_MS),
  });
  if (bus) dropOnChange(bus, cache);

  /** Opens a session for a user who proved who they are, recording the sign-in. */
  const openSession = async (
    user: UserRow,
    meta: RequestMeta,
    action: AuditAction<'session'>,
    alsoInTransaction?: (r: SessionRepo) => Promise<void>,
  ): Promise<OpenedSession> => {
    const token = newToken();
    const at = now();
    const expiresAt = at + SESSION_TTL_MS;
    const passwordExpired = (await steps?.expired(user.id, at)) ?? false;
    await inTransaction(db, async (trx) => {
      const r = sessionRepo(trx);
      await alsoInTransaction?.(r);
      await r.deleteExpired(at);
      await r.insert({ id: tokenId(token), userId: user.id, at, expiresAt, ...meta, mustChangePwd: passwordExpired });
      await userRepo(trx).recordLogin(user.id, meta.ip, at);
      await audit.record(trx, {
        officeId: user.officeId,
        userId: user.id,
        userName: user.loginName,
        at,
        ...meta,
        module: 'session',
        action,
        target: user.loginName,
      });
    });
    return { token, userId: user.id, expiresAt, passwordExpired };
  };

  /** Failure count of a key within the current window. */
  const failures = (key: string, at: number): Promise<number> => limiter.count(key, at);

  const checkCaptcha = async (captchaId: string | undefined, answer: string, at: number) => {
    if (!answer) throw new AppError('CAPTCHA_REQUIRED', { jsonObject: { needCaptcha: true } });
    const stored = captchaId ? await repo.takeCaptcha(captchaId) : undefined;
    if (!stored || stored.expiresAt < at || stored.answer.toLowerCase() !== answer.toLowerCase()) {
      throw new AppError('CAPTCHA_WRONG', { jsonObject: { needCaptcha: true } });
    }
  };

  /**
   * Proves user name and password: decrypts the fields when landing encryption is on, applies
   * throttling and the captcha, and counts a failure (reserved before the password is checked,
   * given back unless it was wrong). Answers the user and the plain user name.
   */
  const credentials = async (
    req: Pick<LoginRequest, 'username' | 'password' | 'validateCode'>,
    captchaId: string | undefined,
    meta: RequestMeta,
  ): Promise<{ user: UserRow; username: string }> => {
    let { username, password } = req;
    if (await system.landingEncryption()) {
      const u = await system.decrypt(username);
      const p = await system.decrypt(password);
      if (u === null || p === null) throw new AppError('BAD_ENCRYPTION');
      [username, password] = [u.trim(), p];
    }
    const at = now();
    // The failure is reserved before the password is checked: parallel attempts never exceed the limits.
    const limits = [
      { key: accountKey(username), lockAfter: LOCK_ACCOUNT_AFTER },
      { key: ipKey(meta.ip), lockAfter: LOCK_IP_AFTER },
    ];
    const tooMany = () => new AppError('TOO_MANY_ATTEMPTS', { jsonObject: { needCaptcha: true } });
    // A checked wrong password, known or unknown name alike: the failure's audit row, written after the limiter.
    let failed: { officeId: string | null } | undefined;
    const user = await limiter
      .attempt(limits, at, tooMany, async ({ before, wrong }) => {
        if (before.some((n) => n >= CAPTCHA_AFTER)) await checkCaptcha(captchaId, req.validateCode, at);
        const found = await userRepo(db).findByLoginName(username);
        if (!(await verifyPassword(found?.passwordHash, password)) || !found) {
          const needCaptcha = before.some((n) => n + 1 >= CAPTCHA_AFTER);
          failed = { officeId: found?.officeId ?? null };
          throw wrong(new AppError('BAD_CREDENTIALS', { jsonObject: { needCaptcha } }));
        }
        return found;
      })
      .catch(async (err: unknown) => {
        // Only checked passwords get here, so the lock-out bounds these rows (per account and per IP).
        if (failed) {
          const kind = { module: 'session', action: 'loginFailed' } as const;
          await recordFailure(db, audit, { kind, officeId: failed.officeId, target: username, meta });
        }
        throw err;
      });
    if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    return { user, username };
  };

  return {
    /** A new captcha: the SVG to show and the id the browser keeps in a cookie. */
    async newCaptcha(): Promise<{ id: string; svg: string }> {
      const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f5f7fa' });
      const id = newId();
      await repo.insertCaptcha(id, c.text, now() + CAPTCHA_TTL_MS);
      return { id, svg: c.data };
    },

    /** Whether the next login from this account or IP must answer the captcha. */
    async needsCaptcha(loginName: string, ip: string): Promise<boolean> {
      const at = now();
      const [a, i] = await Promise.all([failures(accountKey(loginName), at), failures(ipKey(ip), at)]);
      return a >= CAPTCHA_AFTER || i >= CAPTCHA_AFTER;
    },

    /**
     * Signs in: decrypts the fields when landing encryption is on, applies throttling and the
     * captcha, checks the password, and opens a session. Returns the cookie token.
     */
    async login(req: LoginRequest, captchaId: string | undefined, meta: RequestMeta): Promise<OpenedSession> {
      const { user, username } = await credentials(req, captchaId, meta);
      // With the second step on, a right password alone opens no session.
      await steps?.secondStep(user, req.verificationCode, meta);
      return openSession(user, meta, 'login', (r) => r.clearFailures(accountKey(username)));
    },

    /** The user behind a user name and password, checked as a sign-in is (for the second step's code). */
    credentials,

    /** A one-time token that signs the current user in elsewhere (GET /mini/tokenVerifyLogin). */
    async ssoToken(p: Principal): Promise<string> {
      const token = newToken();
      await repo.insertSsoToken(tokenId(token), p.userId, now() + SSO_TOKEN_TTL_MS);
      return token;
    },

    /** Signs in with a single-sign-on token; a used, expired or unknown token is refused. */
    async loginWithSsoToken(token: string, meta: RequestMeta): Promise<OpenedSession> {
      const t = await repo.takeSsoToken(tokenId(token));
      const user = t && t.expiresAt > now() ? await userRepo(db).findById(t.userId) : undefined;
      if (!user) throw new AppError('BAD_CREDENTIALS', { message: 'The sign-on link is used or expired' });
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      return openSession(user, meta, 'sso-login');
    },

    /**
     * The principal of a cookie token, renewing the session (sliding expiry); null when the
     * session is missing, expired or its user disabled.
     */
    async resolve(token: string): Promise<Principal | null> {
      const id = tokenId(token);
      const s = await cache.get(id, () => repo.find(id).then((row) => row && toCached(row)), Boolean);
      const at = now();
      if (!s || s.expiresAt <= at || !s.active) return null;
      if (at - s.renewedAt >= RENEW_EVERY_MS) {
        // Written at most every RENEW_EVERY_MS; the calls meanwhile see the renewed expiry at once.
        s.renewedAt = at;
        s.expiresAt = at + SESSION_TTL_MS;
        if (!(await repo.renew(id, at, s.expiresAt))) {
          // Ended in another process whose event has not come yet.
          cache.drop({ key: id });
          return null;
        }
      }
      return { ...s.principal, expiresAt: s.expiresAt };
    },

    async logout(p: Principal, meta: RequestMeta): Promise<void> {
      await inTransaction(db, async (trx) => {
        await sessionRepo(trx).delete(p.sessionId);
        await audit.record(trx, {
          officeId: p.officeId,
          userId: p.userId,
          userName: p.loginName,
          at: now(),
          ...meta,
          module: 'session',
          action: 'logout',
          target: p.loginName,
        });
      });
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
