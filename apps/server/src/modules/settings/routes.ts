import {
  LANGUAGE_COOKIE,
  outboxIdQuery,
  outboxQuery,
  PASSWORD_MIN,
  settingKeyQuery,
  settingKeysQuery,
  settingsSave,
  testMailRequest,
  type PasswordPolicy,
} from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import { languageOf, testMail } from '../verification/texts.js';
import type { SettingsService } from './service.js';

const tags = ['settings'];

export function settingsRoutes(settings: SettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/sysSetting/getKey',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'One system setting: jsonObject[key]; unknown and private keys answer an empty string',
          querystring: settingKeyQuery,
        },
      },
      async (req) => ok(await settings.readable([req.query.key])),
    );

    app.get(
      '/a/api/sysSetting/getKeys',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'Several system settings at once (keys comma-joined): jsonObject { key: value }',
          querystring: settingKeysQuery,
        },
      },
      async (req) => ok(await settings.readable(req.query.keys)),
    );

    app.get(
      '/f/common/passwordPolicy',
      {
        config: access('public'),
        schema: { tags, summary: 'What new passwords must meet (for the password forms before sign-in)' },
      },
      async () => {
        const p = await settings.policy();
        const answer: PasswordPolicy = { userPwdType: p.strong ? '2' : '1', minLength: PASSWORD_MIN };
        return ok(answer);
      },
    );

    app.get(
      '/a/api/sysSetting/signInSettings',
      {
        config: access('sys:setting:view'),
        schema: {
          tags,
          summary: 'Sign-in, verification, mail server and password policy settings (no SMTP password)',
        },
      },
      async () => ok(await settings.form()),
    );

    app.post(
      '/a/api/sysSetting/save',
      {
        config: access('sys:setting:edit'),
        schema: {
          tags,
          summary: 'Save some of the sign-in, mail and password settings; an empty smtpPassword keeps the stored one',
          body: settingsSave,
        },
      },
      async (req) => ok(await settings.save(req.principal!, req.body, metaOf(req))),
    );

    app.post(
      '/a/api/sysSetting/testMail',
      {
        config: access('sys:setting:edit'),
        schema: {
          tags,
          summary: "Send a test mail (saved SMTP settings, or the form's); a failure answers the server's reason",
          body: testMailRequest,
        },
      },
      async (req) => {
        await settings.testMail(req.body, testMail(languageOf(req.cookies[LANGUAGE_COOKIE])));
        return ok();
      },
    );

    app.get(
      '/a/api/sysSetting/mailOutbox',
      {
        config: access('sys:setting:view'),
        schema: {
          tags,
          summary: 'Mails not delivered (no mail server, or refused), newest first, paged',
          querystring: outboxQuery,
        },
      },
      async (req) => okPage(await settings.outbox(req.principal!, req.query)),
    );

    app.get(
      '/a/api/sysSetting/mailOutboxDetail',
      {
        config: access('sys:setting:view'),
        schema: { tags, summary: 'One mail of the outbox with its text', querystring: outboxIdQuery },
      },
      async (req) => ok(await settings.outboxMail(req.principal!, req.query.id)),
    );
  };
}
