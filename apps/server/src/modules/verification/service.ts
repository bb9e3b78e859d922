import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  CODES_PER_HOUR,
  CODES_PER_IP_HOUR,
  type CodeSent,
  type Language,
  type VerificationWay,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import { newId } from '../../platform/ids.js';
import { MailError, type Mailer } from '../../platform/mail/mailer.js';
import type { SettingsService } from '../settings/service.js';
import { verificationRepo } from './repo.js';
import type { SmsProvider } from './sms.js';
import { codeMail, codeSms, type Purpose } from './texts.js';

const HOUR_MS = 3_600_000;

const hashOf = (id: string, secret: string) => createHash('sha256').update(`${id}:${secret}`).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** An address shown without giving it away: `a***@example.com`, `*******1234`. */
export function maskAddress(way: VerificationWay, address: string): string {
  if (way === 'email') {
    const at = address.lastIndexOf('@');
    if (at < 1) return '***';
    return `${address[0]}***${address.slice(at)}`;
  }
  const digits = address.replace(/[^0-9+]/g, '');
  return `${'*'.repeat(Math.max(3, digits.length - 4))}${digits.slice(-4)}`;
}

/** The form an address is compared and throttled in. */
export const normalAddress = (way: VerificationWay, address: string) =>
  way === 'email' ? address.trim().toLowerCase() : address.replace(/[^0-9+]/g, '');

export interface CodeRequest {
  purpose: Purpose;
  /** What the code proves: a user id, or the address itself (registration). */
  subject: string;
  way: VerificationWay;
  /** Where it goes: an e-mail address or a phone number. */
  address: string;
  /** The office of the person it is for (outbox reading range); null when none yet. */
  officeId: string | null;
  lang: Language;
  ip: string;
}

/**
 * Verification codes: six digits, stored hashed, good for ten minutes and one use, the newest
 * only; one send per address a minute and a few an hour (and a cap per client IP); a few wrong
 * answers spend a code. Codes go by mail (the outbox when no mail server is configured) or by
 * text message through the provider, if there is one.
 */
export function verificationService(deps: {
  db: Kysely<Database>;
  settings: SettingsService;
  mailer: Mailer;
  sms: SmsProvider | null;
}) {
  const repo = verificationRepo(deps.db);

  /** Whether codes may travel this way now; throws the reason when not. */
  const checkWay = async (way: VerificationWay) => {
    const policy = await deps.settings.policy();
    if (way === 'sms') {
      if (!deps.sms) throw new AppError('SMS_NOT_CONFIGURED');
      if (!policy.smsOpen) throw new AppError('CHANNEL_OFF');
    } else if (!policy.smtpOpen) throw new AppError('CHANNEL_OFF');
  };

  const throttle = async (address: string, ip: string, at: number) => {
    const ipKey = `ip:${ip}`;
    const addressKey = `to:${address}`;
    if (!(await repo.take(ipKey, at, 0, CODES_PER_IP_HOUR, HOUR_MS))) {
      const next = await repo.nextAllowed(ipKey, 0, CODES_PER_IP_HOUR, HOUR_MS);
      throw tooSoon(next - at);
    }
    if (!(await repo.take(addressKey, at, CODE_RESEND_MS, CODES_PER_HOUR, HOUR_MS))) {
      const next = await repo.nextAllowed(addressKey, CODE_RESEND_MS, CODES_PER_HOUR, HOUR_MS);
      throw tooSoon(next - at);
    }
  };

  return {
    /** The ways codes can travel now: e-mail when switched on; text messages when on and a provider exists. */
    async ways(): Promise<VerificationWay[]> {
      const p = await deps.settings.policy();
      return [...(p.smtpOpen ? (['email'] as const) : []), ...(p.smsOpen && deps.sms ? (['sms'] as const) : [])];
    },

    checkWay,

    /** Makes a code and sends it; answers how it went (sent, or kept in the outbox). */
    async issue(r: CodeRequest): Promise<CodeSent> {
      await checkWay(r.way);
      const address = normalAddress(r.way, r.address);
      const at = now();
      await throttle(address, r.ip, at);
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const id = newId(at);
      await repo.prune(at - HOUR_MS);
      await repo.supersede(r.purpose, r.subject, at);
      await repo.insert({
        id,
        purpose: r.purpose,
        subject: r.subject,
        destination: address,
        channel: r.way,
        codeHash: hashOf(id, code),
        at,
        expiresAt: at + CODE_TTL_MS,
      });
      const minutes = CODE_TTL_MS / 60_000;
      let delivery: CodeSent['delivery'] = 'sent';
      if (r.way === 'sms') {
        try {
          await deps.sms!.send(address, codeSms(r.lang, code, minutes));
        } catch (err) {
          throw new AppError('INTERNAL', { message: `The text message could not be sent: ${String(err)}` });
        }
      } else {
        try {
          delivery = await deps.mailer.send({
            to: r.address.trim(),
            ...codeMail(r.lang, r.purpose, code, minutes),
            officeId: r.officeId,
          });
        } catch (err) {
          if (err instanceof MailError) throw new AppError('MAIL_FAILED');
          throw err;
        }
      }
      return {
        delivery,
        resendAfter: CODE_RESEND_MS / 1000,
        expiresIn: CODE_TTL_MS / 1000,
        target: maskAddress(r.way, r.address),
      };
    },

    /**
     * Checks and spends the newest code of a purpose and subject. A wrong answer counts; after
     * CODE_MAX_ATTEMPTS the code is spent. Throws VERIFICATION_WRONG with attemptsLeft.
     */
    async verify(purpose: Purpose | 'resetToken', subject: string, answer: string): Promise<void> {
      const at = now();
      const open = await repo.open(purpose, subject, at);
      const wrong = (attemptsLeft: number) => new AppError('VERIFICATION_WRONG', { jsonObject: { attemptsLeft } });
      if (!open) throw wrong(0);
      const attempts = await repo.attempt(open.id, CODE_MAX_ATTEMPTS);
      if (attempts === undefined) throw wrong(0);
      if (!sameHash(hashOf(open.id, answer), open.codeHash)) {
        if (attempts >= CODE_MAX_ATTEMPTS) await repo.spend(open.id, at);
        throw wrong(CODE_MAX_ATTEMPTS - attempts);
      }
      if (!(await repo.spend(open.id, at))) throw wrong(0);
    },

    /** A one-time token (ten minutes) proving a checked code, e.g. to set a new password next. */
    async token(purpose: 'resetToken', subject: string): Promise<string> {
      const at = now();
      const id = newId(at);
      const secret = randomBytes(24).toString('base64url');
      await repo.supersede(purpose, subject, at);
      await repo.insert({
        id,
        purpose,
        subject,
        destination: '',
        channel: 'token',
        codeHash: hashOf(id, secret),
        at,
        expiresAt: at + CODE_TTL_MS,
      });
      return secret;
    },
  };
}
export type VerificationService = ReturnType<typeof verificationService>;

const tooSoon = (waitMs: number) =>
  new AppError('CODE_TOO_SOON', { jsonObject: { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) } });
