import { LANGUAGE_COOKIE, secondStepApi as api } from '@apm/contract';
import { AppError } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { SettingsService } from '../settings/service.js';
import type { VerificationService } from '../verification/service.js';
import { languageOf } from '../verification/texts.js';
import type { SessionService } from './service.js';
import { waysOf } from './sign-in-steps.js';

const CAPTCHA_COOKIE = 'captchaId';

/** The second sign-in step (spec 7): whether it is on, and the code after a proven password. */
export function secondStepRoutes(
  sessions: SessionService,
  settings: SettingsService,
  verification: VerificationService,
) {
  return [
    route(api.seniorValidation, async () => ({
      jsonObject: { secondStep: (await settings.policy()).secondStep, ways: await verification.ways() },
    })),
    route(api.loginSendVerificationCode, async (req) => {
      if (!(await settings.policy()).secondStep) {
        throw new AppError('CONFLICT', { message: 'Sign-in asks for no code: the second step is off' });
      }
      const meta = metaOf(req);
      const { user } = await sessions.credentials(req.input, req.cookies[CAPTCHA_COOKIE], meta);
      await verification.checkWay(req.input.way);
      if (!waysOf(user, [req.input.way]).length) throw new AppError('CONTACT_MISSING');
      return {
        jsonObject: await verification.issue({
          purpose: 'login',
          subject: user.id,
          way: req.input.way,
          address: req.input.way === 'email' ? user.email : user.phone,
          officeId: user.officeId,
          lang: languageOf(req.cookies[LANGUAGE_COOKIE]),
          ip: meta.ip,
        }),
      };
    }),
  ];
}
