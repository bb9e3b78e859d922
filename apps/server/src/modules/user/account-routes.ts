import { accountApi as api, LANGUAGE_COOKIE } from '@apm/contract';
import type { FastifyRequest } from 'fastify';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import { uploadedFile } from '../../platform/http/upload.js';
import { languageOf } from '../verification/texts.js';
import type { AccountService, Origin } from './account.js';
import type { AvatarService } from './avatar.js';
import type { RegistrationService } from './registration.js';
import type { UserService } from './service.js';

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
) {
  return [
    // Forgotten password: the ways, a code, the checked code's token, the new password.
    // The login name is asked for (spec) but changes nothing: the answer is the same for every name.
    route(api.forgetPwdWay, async () => ({ jsonObject: await accounts.resetWays() })),
    route(api.sendVerificationCode, async (req) => ({
      jsonObject: await accounts.sendResetCode(req.input.loginName, req.input.way, originOf(req)),
    })),
    route(api.checkVerificationCode, async (req) => ({
      jsonObject: await accounts.checkResetCode(req.input.loginName, req.input.code, metaOf(req)),
    })),
    route(api.modifyPwd, async (req) => {
      await accounts.resetPassword(req.input.loginName, req.input.resetToken, req.input.newPassword, metaOf(req));
    }),

    // Registration on a customer's host.
    route(api.sendVerificationCodeNotHaveToRegister, async (req) => ({
      jsonObject: await registration.sendCode(req.headers.host, req.input.way, req.input.target, originOf(req)),
    })),
    route(api.sendRegisterVerificationCode, async (req) => ({
      jsonObject: await registration.sendCode(req.headers.host, 'sms', req.input.phone, originOf(req)),
    })),
    route(api.register, async (req) => ({
      jsonObject: await registration.register(req.headers.host, req.input, metaOf(req)),
    })),

    // The personal center.
    route(api.sendContactVerificationCode, async (req) => ({
      jsonObject: await accounts.sendContactCode(req.principal, req.input.way, req.input.target, originOf(req)),
    })),
    route(api.saveUserInfo, async (req) => {
      await accounts.saveProfile(req.principal, req.input, metaOf(req));
      return { jsonObject: await users.info(req.principal.userId, req.principal.expiresAt) };
    }),
    route(api.ConfirmOldpwd, async (req) => ({
      jsonObject: await accounts.confirmOldPassword(req.principal, req.input.oldPassword),
    })),
    route(api.modifyPassword, async (req) => {
      await accounts.changePassword(req.principal, req.input, metaOf(req));
    }),
    route(api.pwdPastDueModify, async (req) => {
      await accounts.changeExpiredPassword(req.principal, req.input, metaOf(req));
      return { jsonObject: await users.info(req.principal.userId, req.principal.expiresAt) };
    }),
    route(api.uploadAvatar, async (req) => ({
      jsonObject: await avatars.upload(req.principal, await uploadedFile(req), metaOf(req)),
    })),
    route(api.avatar, async (req, reply) => {
      const a = await avatars.read(req.principal, req.input.id);
      // The address carries the content's MD5, so an address with it never changes.
      const cache = req.input.v === a.md5 ? 'private, max-age=31536000, immutable' : 'private, no-cache';
      return reply
        .header('cache-control', cache)
        .header('etag', `"${a.md5}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .type(a.type)
        .send(a.bytes);
    }),
  ];
}
