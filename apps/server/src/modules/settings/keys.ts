import {
  MAIL_SETTING_DEFAULTS,
  SETTING_LANDING_ENCRYPTION,
  SIGN_IN_SETTING_DEFAULTS,
  SMTP_PASSWORD_KEY,
} from '@apm/contract';
import { z } from 'zod';
import type { SettingDefinition } from '../../platform/module.js';

const flag = z.enum(['true', 'false']);
const count = z.string().regex(/^\d{1,6}$/);
const text = z.string().max(2000);

/** The keys of the system settings page: sign-in, verification, the password policy and the mail server. */
export const SETTINGS_PAGE_KEYS: readonly SettingDefinition[] = [
  {
    key: 'smsVerifyCodeOpen',
    default: SIGN_IN_SETTING_DEFAULTS.smsVerifyCodeOpen,
    readable: true,
    schema: flag,
    summary: 'Verification codes by text message (spec 9: off)',
  },
  {
    key: 'smtpVerifyCodeOpen',
    default: SIGN_IN_SETTING_DEFAULTS.smtpVerifyCodeOpen,
    readable: true,
    schema: flag,
    summary: 'Verification codes by e-mail (spec 9: on)',
  },
  {
    key: 'loginSecondStep',
    default: SIGN_IN_SETTING_DEFAULTS.loginSecondStep,
    readable: true,
    schema: flag,
    summary: 'Sign-in asks for a code after the password',
  },
  {
    key: 'userPwdType',
    default: SIGN_IN_SETTING_DEFAULTS.userPwdType,
    readable: true,
    schema: z.enum(['1', '2']),
    summary: "'2': new passwords must meet the strength rule; '1': the basic rule",
  },
  {
    key: 'pwdExpireDays',
    default: SIGN_IN_SETTING_DEFAULTS.pwdExpireDays,
    readable: true,
    schema: count,
    summary: 'Days a password lives; 0: it never expires',
  },
  {
    key: 'pwdHistoryCount',
    default: SIGN_IN_SETTING_DEFAULTS.pwdHistoryCount,
    readable: true,
    schema: count,
    summary: "How many of a user's latest passwords may not be chosen again; 0: off",
  },
  {
    key: SETTING_LANDING_ENCRYPTION,
    default: SIGN_IN_SETTING_DEFAULTS.landingEncryption,
    readable: true,
    schema: flag,
    summary: "'true': the login page RSA-encrypts user name and password (getPublishKey)",
  },
  { key: 'smtpHost', default: MAIL_SETTING_DEFAULTS.smtpHost, readable: false, schema: text, summary: 'Mail server' },
  { key: 'smtpPort', default: MAIL_SETTING_DEFAULTS.smtpPort, readable: false, schema: count, summary: 'Its port' },
  {
    key: 'smtpSecure',
    default: MAIL_SETTING_DEFAULTS.smtpSecure,
    readable: false,
    schema: flag,
    summary: "'true': TLS from the first byte (port 465); 'false': STARTTLS when offered",
  },
  { key: 'smtpUser', default: MAIL_SETTING_DEFAULTS.smtpUser, readable: false, schema: text, summary: 'Mail account' },
  {
    key: 'smtpFrom',
    default: MAIL_SETTING_DEFAULTS.smtpFrom,
    readable: false,
    schema: text,
    summary: 'Sender address',
  },
  {
    key: SMTP_PASSWORD_KEY,
    default: '',
    readable: false,
    schema: text,
    summary: 'Mail account password: stored, never answered',
  },
];

/**
 * Keys spec 3 says the console reads, for the content side: registered here, with their defaults,
 * until the modules that act on them (materials, review, terminals) exist and take them over.
 */
export const CONTENT_KEYS: readonly SettingDefinition[] = [
  {
    key: 'capacitySetting',
    default: '0',
    readable: true,
    schema: count,
    summary: 'Storage each office may fill with materials, in MB; 0: no limit',
  },
  {
    key: 'uploadLimitOpen',
    default: 'false',
    readable: true,
    schema: flag,
    summary: "'true': an upload may be at most uploadLimitSize MB; otherwise at most 10240 MB (spec 9)",
  },
  {
    key: 'uploadLimitSize',
    default: '400',
    readable: true,
    schema: z.string().regex(/^[1-9]\d{0,4}$/),
    summary: 'The upload limit in MB while uploadLimitOpen is on (spec 9: starts at 400)',
  },
  {
    key: 'audit',
    default: 'false',
    readable: true,
    schema: flag,
    summary: "'true': materials, programs, plans and messages are reviewed before they reach terminals",
  },
  {
    key: 'terminalAuthorizationFreeAccessManage',
    default: 'false',
    readable: true,
    schema: flag,
    summary: "'true': a terminal that registers is authorised at once, without an administrator",
  },
  {
    key: 'debugTypes',
    default: '',
    readable: true,
    schema: z.string().regex(/^[A-Za-z0-9_,-]*$/),
    summary: 'The kinds of terminal debugging offered, comma-separated',
  },
];
