import fastifyMultipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  changePasswordRequest,
  checkCodeQuery,
  confirmOldPasswordQuery,
  contactSendCodeRequest,
  forgetPwdWayQuery,
  LANGUAGE_COOKIE,
  mobileRegisterSendCodeRequest,
  registerRequest,
  registerSendCodeRequest,
  resetPasswordRequest,
  resetSendCodeRequest,
  saveUserInfoRequest,
} from '@apm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import { uploadedFile } from '../../platform/http/upload.js';
import { languageOf } from '../verification/texts.js';
import type { AccountService, Origin } from './account.js';
import type { AvatarService } from './avatar.js';
import type { RegistrationService } from './registration.js';
import type { UserService } from './service.js';

const tags = ['account'];

const originOf = (req: FastifyRequest): Origin => ({ ...metaOf(req), lang: languageOf(req.cookies[LANGUAGE_COOKIE]) });

/**
 * The calls of a user's own account (spec 7, Users): forgotten password, registration, the
 * personal center (profile, avatar, password) and the forced change of an expired password.
 */
export function accountRoutes(
  accounts: AccountService,
  registration: RegistrationService,
  avatars: AvatarService,
  users: UserService,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4 } });

    // Forgotten password: the ways, a code, the checked code's token, the new password.
    app.get(
      '/a/forgetPwdWay',
      {
        config: access('public'),
        schema: {
          tags,
          summary: 'How a user can get a password-reset code: e-mail and/or phone, masked',
          querystring: forgetPwdWayQuery,
        },
      },
      async (req) => ok(await accounts.resetWays(req.query.loginName)),
    );

    app.post(
      '/a/api/user/sendVerificationCode',
      {
        config: access('public'),
        schema: {
          tags,
          summary: "Send a password-reset code to the account's e-mail or phone",
          body: resetSendCodeRequest,
        },
      },
      async (req) => ok(await accounts.sendResetCode(req.body.loginName, req.body.way, originOf(req))),
    );

    app.get(
      '/a/api/user/checkVerificationCode',
      {
        config: access('public'),
        schema: {
          tags,
          summary: 'Check (and spend) a password-reset code; answers a one-time token for modifyPwd',
          querystring: checkCodeQuery,
        },
      },
      async (req) => ok(await accounts.checkResetCode(req.query.loginName, req.query.code)),
    );

    app.post(
      '/a/api/user/modifyPwd',
      {
        config: access('public'),
        schema: {
          tags,
          summary: 'Set a new password with the token of a checked code; every session of the user ends',
          body: resetPasswordRequest,
        },
      },
      async (req) => {
        await accounts.resetPassword(req.body.loginName, req.body.resetToken, req.body.newPassword, metaOf(req));
        return ok();
      },
    );

    // Registration on a customer's host.
    app.post(
      '/a/api/user/sendVerificationCodeNotHaveToRegister',
      {
        config: access('public'),
        schema: {
          tags,
          summary: 'Send a registration code to an e-mail or phone no user has (only where registration is open)',
          body: registerSendCodeRequest,
        },
      },
      async (req) => ok(await registration.sendCode(req.headers.host, req.body.way, req.body.target, originOf(req))),
    );

    app.post(
      '/m/mobile/sendRegisterVerificationCode',
      {
        config: access('public'),
        schema: {
          tags,
          summary: 'Send a registration code by text message (the mobile app; only where registration is open)',
          body: mobileRegisterSendCodeRequest,
        },
      },
      async (req) => ok(await registration.sendCode(req.headers.host, 'sms', req.body.phone, originOf(req))),
    );

    app.post(
      '/a/api/user/register',
      {
        config: access('public'),
        schema: {
          tags,
          summary: "Register in the customer office of this host's brand, with the address proven by its code",
          body: registerRequest,
        },
      },
      async (req) => ok(await registration.register(req.headers.host, req.body, metaOf(req))),
    );

    // The personal center.
    app.post(
      '/a/api/user/sendContactVerificationCode',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'Send a code to a new e-mail or phone of your own (to change it with saveUserInfo)',
          body: contactSendCodeRequest,
        },
      },
      async (req) => ok(await accounts.sendContactCode(req.principal!, req.body.way, req.body.target, originOf(req))),
    );

    app.post(
      '/a/api/user/saveUserInfo',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'Change your name, e-mail and phone; a new address needs the code sent to it',
          body: saveUserInfoRequest,
        },
      },
      async (req) => {
        await accounts.saveProfile(req.principal!, req.body, metaOf(req));
        return ok(await users.info(req.principal!.userId, req.principal!.expiresAt));
      },
    );

    app.get(
      '/a/api/user/ConfirmOldpwd',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'Whether your current password is right (wrong answers count as failed sign-ins)',
          querystring: confirmOldPasswordQuery,
        },
      },
      async (req) => ok(await accounts.confirmOldPassword(req.principal!, req.query.oldPassword)),
    );

    app.post(
      '/a/api/user/modifyPassword',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'Change your password (current one, then the new one by the policy); your other sessions end',
          body: changePasswordRequest,
        },
      },
      async (req) => {
        await accounts.changePassword(req.principal!, req.body, metaOf(req));
        return ok();
      },
    );

    app.post(
      '/a/api/user/pwdPastDueModify',
      {
        config: { ...access('login'), allowExpiredPassword: true },
        schema: {
          tags,
          summary: 'Change an expired password; until then every other call answers code 1100',
          body: changePasswordRequest,
        },
      },
      async (req) => {
        await accounts.changeExpiredPassword(req.principal!, req.body, metaOf(req));
        return ok(await users.info(req.principal!.userId, req.principal!.expiresAt));
      },
    );

    app.post(
      '/a/api/user/uploadAvatar',
      {
        config: access('login'),
        schema: {
          tags,
          summary: `Your avatar: multipart, one PNG, JPEG, GIF or WebP picture up to ${AVATAR_MAX_BYTES / 1024 / 1024} MB`,
          consumes: ['multipart/form-data'],
        },
      },
      async (req) => ok(await avatars.upload(req.principal!, await uploadedFile(req), metaOf(req))),
    );

    app.get(
      '/a/api/user/avatar',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'The avatar picture of a user: your own, or of a user within your range',
          querystring: z.object({ id: z.string().trim().min(1).max(64), v: z.string().max(64).optional() }),
        },
      },
      async (req, reply) => {
        const a = await avatars.read(req.principal!, req.query.id);
        // The address carries the content's MD5, so an address with it never changes.
        const cache = req.query.v === a.md5 ? 'private, max-age=31536000, immutable' : 'private, no-cache';
        return reply
          .header('cache-control', cache)
          .header('etag', `"${a.md5}"`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .type(a.type)
          .send(a.bytes);
      },
    );
  };
}
