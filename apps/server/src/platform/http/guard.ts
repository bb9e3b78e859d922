import { SESSION_COOKIE, SESSION_TTL_MS } from '@apm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { AppError } from './envelope.js';
import { readTimeZone } from './time-zone.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The caller's permission strings, loaded once per request. */
    permissions(): Promise<Set<string>>;
  }
}

export interface GuardDeps {
  resolveSession(token: string): Promise<Principal | null>;
  permissionsOf(userId: string): Promise<Set<string>>;
  /** Whether a call may come from where it comes from (same-origin.ts). */
  isSameOrigin(req: FastifyRequest, changesState?: boolean): Promise<boolean>;
}

/** Sets (or renews) the session cookie: HttpOnly, SameSite=Lax, Secure on https, 2 h. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * The onRequest hook of every API route: time zone, same-origin check, session (renewing
 * the cookie) and the route's declared access. Refusals are AppErrors the error handler answers.
 */
export function guard(deps: GuardDeps) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    readTimeZone(req);
    req.principal = null;
    const declared = req.routeOptions.config.access;
    if (declared === undefined) return; // not one of our routes: the not-found handler answers
    if (req.routeOptions.config.device) {
      // A device's call (the terminal protocol) carries no session: nothing to check here.
      req.permissions = () => Promise.resolve(new Set());
      return;
    }
    if (!(await deps.isSameOrigin(req, req.routeOptions.config.changesState))) throw new AppError('DENIED');

    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      req.principal = await deps.resolveSession(token);
      if (req.principal) setSessionCookie(req, reply, token);
      else clearSessionCookie(reply);
    }
    let cached: Promise<Set<string>> | undefined;
    req.permissions = () => {
      if (!req.principal) return Promise.resolve(new Set());
      cached ??= deps.permissionsOf(req.principal.userId);
      return cached;
    };

    if (declared === 'public') return;
    if (!req.principal) throw new AppError('SESSION_EXPIRED');
    // An expired password is changed before anything else (modules/user/account-routes.ts).
    if (req.principal.mustChangePassword && !req.routeOptions.config.allowExpiredPassword) {
      throw new AppError('PASSWORD_EXPIRED');
    }
    if (declared === 'login') return;
    if (!(await req.permissions()).has(declared)) throw new AppError('NO_PERMISSION');
  };
}
