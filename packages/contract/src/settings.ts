import { z } from 'zod/mini';
import { line, requiredLine, trimmedLine } from './inputs.js';
import { passwordPolicy } from './account.js';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';

/**
 * System settings of sign-in, verification, mail and the password policy (the system settings
 * page, sys/sysSetting/list). Values are stored as text, as spec 3 reads them ('true'/'false').
 */
export const SIGN_IN_SETTING_DEFAULTS = {
  /** Codes by text message (spec 9: off by default). */
  smsVerifyCodeOpen: 'false',
  /** Codes by e-mail (spec 9: on by default). */
  smtpVerifyCodeOpen: 'true',
  /** Sign-in asks for a code after the password. */
  loginSecondStep: 'false',
  /** '2': new passwords must meet the strength rule; '1': the basic rule only (spec 9 default). */
  userPwdType: '1',
  /** Days a password lives; 0 = it never expires. */
  pwdExpireDays: '0',
  /** How many of a user's latest passwords (the current one included) may not be chosen again; 0 = off. */
  pwdHistoryCount: '0',
  /** 'true': the login page RSA-encrypts user name and password (GET /f/common/getPublishKey). */
  landingEncryption: 'false',
} as const;

export const MAIL_SETTING_DEFAULTS = {
  smtpHost: '',
  smtpPort: '587',
  /** 'true': TLS from the first byte (port 465); 'false': STARTTLS when the server offers it. */
  smtpSecure: 'false',
  smtpUser: '',
  smtpFrom: '',
} as const;

/** Stored, never answered: the console only learns whether it is set. */
export const SMTP_PASSWORD_KEY = 'smtpPassword';

export type SignInSettingKey = keyof typeof SIGN_IN_SETTING_DEFAULTS;
export type MailSettingKey = keyof typeof MAIL_SETTING_DEFAULTS;

/** GET /a/api/sysSetting/getKey. */
export const settingKeyQuery = z.object({ key: requiredLine(100) });
/** GET /a/api/sysSetting/getKeys: comma-joined keys. */
export const settingKeysQuery = z.object({
  keys: z.pipe(
    z.pipe(
      trimmedLine(2000),
      z.transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z.array(line().check(z.maxLength(100))).check(z.minLength(1), z.maxLength(50)),
  ),
});

const flag = z.enum(['true', 'false']);
/** The most conversions (ffmpeg, several cores each) one server process may run at once. */
export const TRANSCODE_CONCURRENCY_MAX = 16;
/** The largest upload limit (uploadLimitSize) and default office storage (capacitySetting) the settings take, in MB. */
export const UPLOAD_LIMIT_SIZE_MAX = 99_999;
export const CAPACITY_SETTING_MAX = 999_999;
const hostName = line().check(
  z.trim(),
  z.maxLength(253),
  z.regex(/^$|^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[[0-9A-Fa-f:.]+\]$/, 'hostName'),
);

/** The address of a data source's provider: http or https, with a host. */
const providerUrl = line().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, 'providerUrl'),
);

/** POST /a/api/sysSetting/save: any subset of the keys; an empty smtpPassword keeps the stored one. */
export const settingsSave = z.object({
  smsVerifyCodeOpen: z.optional(flag),
  smtpVerifyCodeOpen: z.optional(flag),
  loginSecondStep: z.optional(flag),
  userPwdType: z.optional(z.enum(['1', '2'])),
  pwdExpireDays: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(3650))),
  pwdHistoryCount: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(24))),
  landingEncryption: z.optional(flag),
  smtpHost: z.optional(hostName),
  smtpPort: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535))),
  smtpSecure: z.optional(flag),
  smtpUser: z.optional(trimmedLine(254)),
  smtpPassword: z.optional(line().check(z.maxLength(256))),
  /** 'true' removes the stored password. */
  smtpPasswordClear: z.optional(flag),
  smtpFrom: z.optional(z.union([z.literal(''), z.email().check(z.maxLength(254))])),
  /** 'true': new materials wait for review before they may be published (materialReview.ts). */
  audit: z.optional(flag),
  /** How many video or sound conversions one server process runs at once (materialMedia.ts). */
  transcodeConcurrency: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(TRANSCODE_CONCURRENCY_MAX))),
  /** The data sources' providers (dataSource.ts): http or https addresses. */
  weatherUrl: z.optional(providerUrl),
  geocodingUrl: z.optional(providerUrl),
  exchangeRatesUrl: z.optional(providerUrl),
  /** Whether programs' data sources may be read from the server's own network (dataSource.ts). */
  feedLocalNetwork: z.optional(flag),
  /** 'true': an upload may be at most uploadLimitSize MB; otherwise DEFAULT_UPLOAD_LIMIT_MB (spec 9). */
  uploadLimitOpen: z.optional(flag),
  uploadLimitSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(UPLOAD_LIMIT_SIZE_MAX))),
  /** The storage each office may fill, in MB, where it has no quota of its own; 0: no limit (volume.ts). */
  capacitySetting: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(CAPACITY_SETTING_MAX))),
  /** 'true': a device that registers is authorised at once, into the platform office (terminal-protocol.md). */
  terminalAuthorizationFreeAccessManage: z.optional(flag),
});
export type SettingsSave = z.infer<typeof settingsSave>;

/** GET /a/api/sysSetting/signInSettings: what the settings page edits (no password, only whether one is set). */
export const signInSettings = z.object({
  smsVerifyCodeOpen: flag,
  smtpVerifyCodeOpen: flag,
  loginSecondStep: flag,
  userPwdType: z.enum(['1', '2']),
  pwdExpireDays: z.string(),
  pwdHistoryCount: z.string(),
  landingEncryption: flag,
  smtpHost: z.string(),
  smtpPort: z.string(),
  smtpSecure: flag,
  smtpUser: z.string(),
  smtpFrom: z.string(),
  smtpPasswordSet: z.boolean(),
  /** Whether this server has a text-message provider at all. */
  smsAvailable: z.boolean(),
  /** Review of new materials (spec 3 setting `audit`). */
  audit: flag,
  /** Conversions one server process runs at once, 1 to TRANSCODE_CONCURRENCY_MAX. */
  transcodeConcurrency: z.string(),
  /** The data sources' providers (dataSource.ts). */
  weatherUrl: z.string(),
  geocodingUrl: z.string(),
  exchangeRatesUrl: z.string(),
  feedLocalNetwork: flag,
  /** Uploads and storage: the upload limit (MB, while uploadLimitOpen) and each office's default storage (MB, 0: none). */
  uploadLimitOpen: flag,
  uploadLimitSize: z.string(),
  capacitySetting: z.string(),
  /** Whether registering devices are authorised at once. */
  terminalAuthorizationFreeAccessManage: flag,
});
export type SignInSettings = z.infer<typeof signInSettings>;

/** POST /a/api/sysSetting/testMail: sends a test mail with the saved settings, or with the form's when given. */
export const testMailRequest = z.object({
  to: z.email().check(z.maxLength(254)),
  smtpHost: z.optional(hostName),
  smtpPort: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535))),
  smtpSecure: z.optional(flag),
  smtpUser: z.optional(trimmedLine(254)),
  smtpPassword: z.optional(line().check(z.maxLength(256))),
  smtpFrom: z.optional(z.union([z.literal(''), z.email().check(z.maxLength(254))])),
});
export type TestMailRequest = z.infer<typeof testMailRequest>;

/** Why a mail sits in the outbox. */
export const MAIL_STATUSES = ['notConfigured', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const outboxQuery = z.extend(pageQuery, { status: z.optional(z.enum(MAIL_STATUSES)) });
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  status: z.enum(MAIL_STATUSES),
  error: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItem>;
export const outboxPage = pageOf(outboxItem);
export const outboxDetail = z.extend(outboxItem, { body: z.string() });
export type OutboxDetail = z.infer<typeof outboxDetail>;
export const outboxIdQuery = z.object({ id: requiredLine(64) });

/** Setting values by key, as getKey and getKeys answer them. */
export const settingValues = z.record(z.string(), z.string());

/** The calls of system settings: readable keys, the sign-in, mail and password settings, the mail outbox. */
export const settingsApi = endpoints('settings', {
  getKey: {
    method: 'GET',
    path: '/a/api/sysSetting/getKey',
    access: 'login',
    summary: 'One system setting: jsonObject[key]; unknown and private keys answer an empty string',
    input: settingKeyQuery,
    answer: { jsonObject: settingValues },
  },
  getKeys: {
    method: 'GET',
    path: '/a/api/sysSetting/getKeys',
    access: 'login',
    summary: 'Several system settings at once (keys comma-joined): jsonObject { key: value }',
    input: settingKeysQuery,
    answer: { jsonObject: settingValues },
  },
  passwordPolicy: {
    method: 'GET',
    path: '/f/common/passwordPolicy',
    access: 'public',
    summary: 'What new passwords must meet (for the password forms before sign-in)',
    answer: { jsonObject: passwordPolicy },
  },
  signInSettings: {
    method: 'GET',
    path: '/a/api/sysSetting/signInSettings',
    access: 'sys:setting:view',
    summary: 'Sign-in, verification, mail server and password policy settings (no SMTP password)',
    answer: { jsonObject: signInSettings },
  },
  save: {
    method: 'POST',
    path: '/a/api/sysSetting/save',
    access: 'sys:setting:edit',
    summary: 'Save some of the sign-in, mail and password settings; an empty smtpPassword keeps the stored one',
    input: settingsSave,
    answer: { jsonObject: signInSettings },
  },
  testMail: {
    method: 'POST',
    path: '/a/api/sysSetting/testMail',
    access: 'sys:setting:edit',
    summary: "Send a test mail (saved SMTP settings, or the form's); a failure answers the server's reason",
    input: testMailRequest,
  },
  mailOutbox: {
    method: 'GET',
    path: '/a/api/sysSetting/mailOutbox',
    access: 'sys:setting:view',
    summary: 'Mails not delivered (no mail server, or refused), newest first, paged',
    input: outboxQuery,
    answer: { data: outboxPage },
  },
  mailOutboxDetail: {
    method: 'GET',
    path: '/a/api/sysSetting/mailOutboxDetail',
    access: 'sys:setting:view',
    summary: 'One mail of the outbox with its text',
    input: outboxIdQuery,
    answer: { jsonObject: outboxDetail },
  },
});
