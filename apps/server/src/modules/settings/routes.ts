import { LANGUAGE_COOKIE, PASSWORD_MIN, settingsApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import { languageOf, testMail } from '../verification/texts.js';
import type { SettingsService } from './service.js';

/** System settings: readable keys, the sign-in, mail and password settings, and the mail outbox. */
export function settingsRoutes(settings: SettingsService) {
  return [
    route(api.getKey, async (req) => ({ jsonObject: await settings.readable([req.input.key]) })),
    route(api.getKeys, async (req) => ({ jsonObject: await settings.readable(req.input.keys) })),
    route(api.passwordPolicy, async () => {
      const strong = (await settings.policy()).strong;
      return { jsonObject: { userPwdType: strong ? ('2' as const) : ('1' as const), minLength: PASSWORD_MIN } };
    }),
    route(api.signInSettings, async () => ({ jsonObject: await settings.form() })),
    route(api.save, async (req) => ({ jsonObject: await settings.save(req.principal, req.input, metaOf(req)) })),
    route(api.testMail, async (req) => {
      await settings.testMail(req.input, testMail(languageOf(req.cookies[LANGUAGE_COOKIE])));
    }),
    route(api.mailOutbox, async (req) => ({ data: await settings.outbox(req.principal, req.input) })),
    route(api.mailOutboxDetail, async (req) => ({
      jsonObject: await settings.outboxMail(req.principal, req.input.id),
    })),
  ];
}
