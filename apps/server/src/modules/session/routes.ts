import { loginRequest } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/guard.js';
import { metaOf } from '../../platform/http/meta.js';
import type { UserService } from '../user/service.js';
import { CAPTCHA_TTL_MS, type OpenedSession, type SessionService } from './service.js';

const CAPTCHA_COOKIE = 'captchaId';

/** The answer of a sign-in: the user, and `passwordExpired` when only the forced change is allowed. */
async function signedIn(users: UserService, s: OpenedSession) {
  const info = await users.info(s.userId, s.expiresAt);
  return s.passwordExpired ? { ...info, passwordExpired: true } : info;
}

export function sessionRoutes(sessions: SessionService, users: UserService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/f/common/validateCode',
      {
        config: access('public'),
        schema: { tags: ['session'], summary: 'A new captcha picture (SVG) for the login form' },
      },
      async (req, reply) => {
        const c = await sessions.newCaptcha();
        reply.setCookie(CAPTCHA_COOKIE, c.id, {
          path: '/apm-web',
          httpOnly: true,
          sameSite: 'lax',
          secure: req.protocol === 'https',
          maxAge: CAPTCHA_TTL_MS / 1000,
        });
        return reply.header('cache-control', 'no-store').type('image/svg+xml').send(c.svg);
      },
    );

    app.post(
      '/a/login',
      {
        config: access('public'),
        schema: {
          tags: ['session'],
          summary: 'Sign in; sets the Authorization cookie and answers the user info',
          body: loginRequest,
        },
      },
      async (req, reply) => {
        const meta = metaOf(req);
        const s = await sessions.login(req.body, req.cookies[CAPTCHA_COOKIE], meta);
        setSessionCookie(req, reply, s.token);
        return ok(await signedIn(users, s));
      },
    );

    app.post(
      '/a/logout',
      {
        config: access('public'),
        schema: { tags: ['session'], summary: 'Sign out: ends the session and clears the cookie' },
      },
      async (req, reply) => {
        if (req.principal) await sessions.logout(req.principal, metaOf(req));
        clearSessionCookie(reply);
        return ok();
      },
    );

    app.get(
      '/userVerification/getUserTokenCode',
      {
        config: access('login'),
        schema: {
          tags: ['session'],
          summary: 'A one-time token (valid 60 s) that signs the current user in elsewhere',
        },
      },
      async (req) => ok({ token: await sessions.ssoToken(req.principal!) }),
    );

    app.get(
      '/mini/tokenVerifyLogin',
      {
        config: access('public'),
        schema: {
          tags: ['session'],
          summary: 'Sign in with a single-sign-on token (once); sets the cookie and answers the user info',
          querystring: z.object({ token: z.string().min(1).max(128) }),
        },
      },
      async (req, reply) => {
        const s = await sessions.loginWithSsoToken(req.query.token, metaOf(req));
        setSessionCookie(req, reply, s.token);
        return ok(await signedIn(users, s));
      },
    );

    app.post(
      '/f/common/checkIslogin',
      { config: access('public'), schema: { tags: ['session'], summary: 'Whether the caller has a live session' } },
      async (req) => ok({ isLogin: req.principal !== null }),
    );
  };
}
