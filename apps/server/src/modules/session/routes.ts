import { sessionApi as api } from '@apm/contract';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/guard.js';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { UserService } from '../user/service.js';
import { CAPTCHA_TTL_MS, type OpenedSession, type SessionService } from './service.js';

const CAPTCHA_COOKIE = 'captchaId';

/** The answer of a sign-in: the user, and `passwordExpired` when only the forced change is allowed. */
async function signedIn(users: UserService, s: OpenedSession) {
  const info = await users.info(s.userId, s.expiresAt);
  return s.passwordExpired ? { ...info, passwordExpired: true } : info;
}

/** Captcha, sign-in and sign-out, single sign-on, and whether a session is live. */
export function sessionRoutes(sessions: SessionService, users: UserService) {
  return [
    route(api.validateCode, async (req, reply) => {
      const c = await sessions.newCaptcha();
      reply.setCookie(CAPTCHA_COOKIE, c.id, {
        path: '/apm-web',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        maxAge: CAPTCHA_TTL_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(c.svg);
    }),
    route(api.login, async (req, reply) => {
      const s = await sessions.login(req.input, req.cookies[CAPTCHA_COOKIE], metaOf(req));
      setSessionCookie(req, reply, s.token);
      return { jsonObject: await signedIn(users, s) };
    }),
    route(api.logout, async (req, reply) => {
      if (req.principal) await sessions.logout(req.principal, metaOf(req));
      clearSessionCookie(reply);
    }),
    route(api.getUserTokenCode, async (req) => ({ jsonObject: { token: await sessions.ssoToken(req.principal) } })),
    route(api.tokenVerifyLogin, async (req, reply) => {
      const s = await sessions.loginWithSsoToken(req.input.token, metaOf(req));
      setSessionCookie(req, reply, s.token);
      return { jsonObject: await signedIn(users, s) };
    }),
    route(api.checkIslogin, async (req) => ({ jsonObject: { isLogin: req.principal !== null } })),
  ];
}
