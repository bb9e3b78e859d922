import { LANGUAGE_COOKIE, loginSendCodeRequest, type SeniorValidation } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { AppError, ok } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { SettingsService } from '../settings/service.js';
import type { VerificationService } from '../verification/service.js';
import { languageOf } from '../verification/texts.js';
import type { SessionService } from './service.js';
import { waysOf } from './sign-in-steps.js';

const tags = ['session'];
const CAPTCHA_COOKIE = 'captchaId';

/** The second sign-in step (spec 7): whether it is on, and the code after a proven password. */
export function secondStepRoutes(
  sessions: SessionService,
  settings: SettingsService,
  verification: VerificationService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/seniorValidation',
      {
        config: access('public'),
        schema: {
          tags,
          summary: 'Whether sign-in asks for a code after the password, and the ways codes can travel',
        },
      },
      async () => {
        const answer: SeniorValidation = {
          secondStep: (await settings.policy()).secondStep,
          ways: await verification.ways(),
        };
        return ok(answer);
      },
    );

    app.post(
      '/a/api/user/loginSendVerificationCode',
      {
        config: access('public'),
        schema: {
          tags,
          summary: "Prove user name and password (as sign-in does), then send the second step's code",
          body: loginSendCodeRequest,
        },
      },
      async (req) => {
        if (!(await settings.policy()).secondStep) {
          throw new AppError('CONFLICT', { message: 'Sign-in asks for no code: the second step is off' });
        }
        const meta = metaOf(req);
        const { user } = await sessions.credentials(req.body, req.cookies[CAPTCHA_COOKIE], meta);
        await verification.checkWay(req.body.way);
        if (!waysOf(user, [req.body.way]).length) throw new AppError('CONTACT_MISSING');
        return ok(
          await verification.issue({
            purpose: 'login',
            subject: user.id,
            way: req.body.way,
            address: req.body.way === 'email' ? user.email : user.phone,
            officeId: user.officeId,
            lang: languageOf(req.cookies[LANGUAGE_COOKIE]),
            ip: meta.ip,
          }),
        );
      },
    );
  };
}
