import {
  MAIL_SETTING_DEFAULTS,
  SIGN_IN_SETTING_DEFAULTS,
  SMTP_PASSWORD_KEY,
  type FieldError,
  type OutboxDetail,
  type OutboxItem,
  type OutboxQuery,
  type Page,
  type SettingsSave,
  type SignInSettings,
  type TestMailRequest,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { SettingDefinition } from '../../platform/module.js';
import { deliver, MailError, type SmtpConfig } from '../../platform/mail/mailer.js';
import { outboxRepo } from '../../platform/mail/outbox.js';
import { auditBy, type AuditEntry, type AuditLog } from '../log/audit.js';
import { userRepo } from '../user/repo.js';
import { settingsRepo } from './repo.js';

/** The sign-in and password rules of the settings, typed. */
export interface SignInPolicy {
  smsOpen: boolean;
  smtpOpen: boolean;
  secondStep: boolean;
  /** New passwords must meet the strength rule (userPwdType '2'). */
  strong: boolean;
  /** 0: passwords never expire. */
  expireDays: number;
  /** 0: no history is checked. */
  historyCount: number;
}

type EditableKey = Exclude<keyof SettingsSave, 'smtpPassword' | 'smtpPasswordClear'>;
const EDITABLE: readonly EditableKey[] = [
  ...(Object.keys(SIGN_IN_SETTING_DEFAULTS) as (keyof typeof SIGN_IN_SETTING_DEFAULTS)[]),
  ...(Object.keys(MAIL_SETTING_DEFAULTS) as (keyof typeof MAIL_SETTING_DEFAULTS)[]),
  // Review of new materials (CONTENT_KEYS; the material module reads it).
  'audit',
  // Conversions at once (declared and read by the material module: media-settings.ts).
  'transcodeConcurrency',
  // The data sources' providers (declared and read by the dataSource module).
  'weatherUrl',
  'geocodingUrl',
  'exchangeRatesUrl',
  'feedLocalNetwork',
  // Uploads, storage and terminals (CONTENT_KEYS; the material and terminal modules read them).
  'uploadLimitOpen',
  'uploadLimitSize',
  'capacitySetting',
  'terminalAuthorizationFreeAccessManage',
];

const field = (name: string, message: string): FieldError => ({ field: name, message });
const isPlatform = (p: Principal) => p.officePath.split(',').filter(Boolean).length === 1;

/**
 * System settings: the registry of the keys the modules declared (their defaults and who may read
 * them), the typed sign-in policy and SMTP server other modules use, and the audited save of the
 * settings page. `smsAvailable`: whether the server has a text-message provider.
 */
export function settingsService(
  db: Kysely<Database>,
  opts: { smsAvailable: boolean; definitions: readonly SettingDefinition[]; audit: AuditLog },
) {
  const defs = new Map<string, SettingDefinition>();
  for (const d of opts.definitions) {
    if (defs.has(d.key)) throw new Error(`The setting ${d.key} is declared twice`);
    defs.set(d.key, d);
  }

  const values = async (keys: readonly string[]): Promise<Record<string, string>> => {
    const stored = await settingsRepo(db).many(keys);
    return Object.fromEntries(keys.map((k) => [k, stored.get(k) ?? defs.get(k)?.default ?? '']));
  };

  const policyOf = (v: Record<string, string>): SignInPolicy => ({
    smsOpen: v.smsVerifyCodeOpen === 'true',
    smtpOpen: v.smtpVerifyCodeOpen === 'true',
    secondStep: v.loginSecondStep === 'true',
    strong: v.userPwdType === '2',
    expireDays: Number(v.pwdExpireDays) || 0,
    historyCount: Number(v.pwdHistoryCount) || 0,
  });

  const smtpOf = (v: Record<string, string>): SmtpConfig | null =>
    v.smtpHost
      ? {
          host: v.smtpHost,
          port: Number(v.smtpPort) || 587,
          secure: v.smtpSecure === 'true',
          user: v.smtpUser ?? '',
          password: v[SMTP_PASSWORD_KEY] ?? '',
          from: v.smtpFrom ?? '',
        }
      : null;

  const allKeys = () => [...EDITABLE, SMTP_PASSWORD_KEY];

  const form = async (): Promise<SignInSettings> => {
    const v = await values(allKeys());
    return {
      smsVerifyCodeOpen: v.smsVerifyCodeOpen === 'true' ? 'true' : 'false',
      smtpVerifyCodeOpen: v.smtpVerifyCodeOpen === 'true' ? 'true' : 'false',
      loginSecondStep: v.loginSecondStep === 'true' ? 'true' : 'false',
      userPwdType: v.userPwdType === '2' ? '2' : '1',
      pwdExpireDays: v.pwdExpireDays!,
      pwdHistoryCount: v.pwdHistoryCount!,
      landingEncryption: v.landingEncryption === 'true' ? 'true' : 'false',
      smtpHost: v.smtpHost!,
      smtpPort: v.smtpPort!,
      smtpSecure: v.smtpSecure === 'true' ? 'true' : 'false',
      smtpUser: v.smtpUser!,
      smtpFrom: v.smtpFrom!,
      smtpPasswordSet: v[SMTP_PASSWORD_KEY] !== '',
      smsAvailable: opts.smsAvailable,
      audit: v.audit === 'true' ? 'true' : 'false',
      transcodeConcurrency: v.transcodeConcurrency || '1',
      weatherUrl: v.weatherUrl!,
      geocodingUrl: v.geocodingUrl!,
      exchangeRatesUrl: v.exchangeRatesUrl!,
      feedLocalNetwork: v.feedLocalNetwork === 'true' ? 'true' : 'false',
      uploadLimitOpen: v.uploadLimitOpen === 'true' ? 'true' : 'false',
      uploadLimitSize: v.uploadLimitSize!,
      capacitySetting: v.capacitySetting!,
      terminalAuthorizationFreeAccessManage: v.terminalAuthorizationFreeAccessManage === 'true' ? 'true' : 'false',
    };
  };

  /** Refuses settings that cannot work together, or that would lock the caller out. */
  const checkTogether = async (p: Principal, after: Record<string, string>) => {
    if (after.smsVerifyCodeOpen === 'true' && !opts.smsAvailable) throw new AppError('SMS_NOT_CONFIGURED');
    const fields: FieldError[] = [];
    if (after.smtpHost && !after.smtpFrom) fields.push(field('smtpFrom', 'required'));
    if (after.loginSecondStep === 'true') {
      const byMail = after.smtpVerifyCodeOpen === 'true' && after.smtpHost !== '';
      const bySms = after.smsVerifyCodeOpen === 'true' && opts.smsAvailable;
      if (!byMail && !bySms) fields.push(field('loginSecondStep', 'needChannel'));
      else {
        // Whoever switches the second step on must be able to pass it themselves.
        const me = await userRepo(db).findById(p.userId);
        if (!((byMail && me?.email) || (bySms && me?.phone)))
          fields.push(field('loginSecondStep', 'ownContactMissing'));
      }
    }
    if (fields.length) throw new AppError('VALIDATION', { fields });
  };

  return {
    /** Every declared key, for the API description and the tests. */
    definitions: [...defs.values()],

    /** The values of keys (stored, else their default, else ''). */
    values,

    /** getKey/getKeys: readable keys with their value; unknown and private keys answer ''. */
    async readable(keys: readonly string[]): Promise<Record<string, string>> {
      const allowed = keys.filter((k) => defs.get(k)?.readable);
      const v = await values(allowed);
      return Object.fromEntries(keys.map((k) => [k, v[k] ?? '']));
    },

    async policy(): Promise<SignInPolicy> {
      return policyOf(await values(Object.keys(SIGN_IN_SETTING_DEFAULTS)));
    },

    /** The SMTP server, or null when none is configured (mail then goes to the outbox). */
    async smtp(): Promise<SmtpConfig | null> {
      return smtpOf(await values([...Object.keys(MAIL_SETTING_DEFAULTS), SMTP_PASSWORD_KEY]));
    },

    smsAvailable: opts.smsAvailable,

    /** What the settings page edits; the SMTP password only as "set or not". */
    form,

    /** Saves the given keys (one audit row naming each change; the SMTP password only as "changed"). */
    async save(p: Principal, input: SettingsSave, meta: RequestMeta): Promise<SignInSettings> {
      const before = await values(allKeys());
      const after = { ...before };
      for (const k of EDITABLE) {
        const v = input[k];
        if (v !== undefined) after[k] = String(v);
      }
      if (input.smtpPasswordClear === 'true') after[SMTP_PASSWORD_KEY] = '';
      else if (input.smtpPassword) after[SMTP_PASSWORD_KEY] = input.smtpPassword;
      await checkTogether(p, after);

      const changes: AuditEntry['changes'] = {};
      for (const k of EDITABLE) if (before[k] !== after[k]) changes[k] = { before: before[k], after: after[k] };
      const passwordChanged = before[SMTP_PASSWORD_KEY] !== after[SMTP_PASSWORD_KEY];
      if (passwordChanged) changes[SMTP_PASSWORD_KEY] = { after: after[SMTP_PASSWORD_KEY] ? 'changed' : 'cleared' };
      if (Object.keys(changes).length === 0) return form();
      const at = now();
      await inTransaction(db, async (trx) => {
        const repo = settingsRepo(trx);
        for (const k of Object.keys(changes)) await repo.set(k, after[k]!, at);
        await opts.audit.record(trx, auditBy(p, meta, 'setting', 'update', '', changes));
      });
      return form();
    },

    /**
     * Sends a test mail with the saved SMTP server, or with the one given (an empty password then
     * means the saved one); throws MAIL_FAILED with the server's reason in jsonObject.reason.
     */
    async testMail(input: TestMailRequest, lang: { subject: string; text: string }): Promise<void> {
      const saved = await values([...Object.keys(MAIL_SETTING_DEFAULTS), SMTP_PASSWORD_KEY]);
      const merged = { ...saved };
      if (input.smtpHost !== undefined) merged.smtpHost = input.smtpHost;
      if (input.smtpPort !== undefined) merged.smtpPort = String(input.smtpPort);
      if (input.smtpSecure !== undefined) merged.smtpSecure = input.smtpSecure;
      if (input.smtpUser !== undefined) merged.smtpUser = input.smtpUser;
      if (input.smtpPassword) merged[SMTP_PASSWORD_KEY] = input.smtpPassword;
      if (input.smtpFrom !== undefined) merged.smtpFrom = input.smtpFrom;
      const cfg = smtpOf(merged);
      if (!cfg) throw new AppError('VALIDATION', { fields: [field('smtpHost', 'required')] });
      if (!cfg.from) throw new AppError('VALIDATION', { fields: [field('smtpFrom', 'required')] });
      try {
        await deliver(cfg, { to: input.to, subject: lang.subject, text: lang.text });
      } catch (err) {
        const reason = err instanceof MailError ? err.reason : String(err);
        throw new AppError('MAIL_FAILED', {
          message: `The e-mail could not be sent: ${reason}`,
          jsonObject: { reason },
        });
      }
    },

    /** A page of the outbox: mails of offices in the caller's range (and, for the platform, mails for no office). */
    async outbox(p: Principal, q: OutboxQuery): Promise<Page<OutboxItem>> {
      const { rows, count } = await outboxRepo(db).page(q, p.officePath, isPlatform(p));
      return { list: rows, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async outboxMail(p: Principal, id: string): Promise<OutboxDetail> {
      const mail = await outboxRepo(db).find(id, p.officePath, isPlatform(p));
      if (!mail) throw new AppError('NOT_FOUND');
      return mail;
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
