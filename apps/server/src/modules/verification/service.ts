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
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { MailError, type Mailer } from '../../platform/mail/mailer.js';
import { recordFailure, type AuditLog } from '../log/audit.js';
import type { SettingsService } from '../settings/service.js';
import { verificationRepo } from './repo.js';
import type { SmsProvider } from './sms.js';
import { codeMail, codeSms, registeredMail, registeredSms, type Purpose } from './texts.js';

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
 * A code asked for by someone who has not proven who they are (forgotten password, registration).
 * The answer must not tell whether the name or address belongs to anyone: the same throttle, the
 * same stored code and the same answer either way, and the delivery happens after the answer.
 */
export interface BlindCodeRequest {
  purpose: 'resetPwd' | 'register';
  subject: string;
  /** The send throttle's key: what the caller named (a login name, an address), whoever it belongs to. */
  throttleKey: string;
  way: VerificationWay;
  lang: Language;
  ip: string;
  /** The answer's target: masked, and only what the caller typed themselves (or '' for none). */
  target: string;
  /**
   * What goes out: the code to `address`; with `registered`, instead of the code, a notice that
   * someone tried to register with an address that has an account; null: nothing (unknown account).
   */
  send: { address: string; officeId: string | null; registered?: boolean } | null;
}

/** Who answered a code, for the audit row of a wrong answer (module session, action codeFailed). */
export interface CodeChecker extends RequestMeta {
  /** The login name or address the code was for. */
  target: string;
  /** The account's office; null for none (the platform's log shows it). */
  officeId: string | null;
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
  audit: AuditLog;
}) {
  const repo = verificationRepo(deps.db);
  // Deliveries made after the answer (blind sends); settled() waits for them (tests, shutdown).
  const pending = new Set<Promise<void>>();
  const later = (work: () => Promise<void>) => {
    // A refused mail stays in the outbox with the reason (mailer.ts); nothing else is left to do with it.
    const p: Promise<void> = work()
      .catch(() => undefined)
      .finally(() => pending.delete(p));
    pending.add(p);
  };

  /** Whether codes may travel this way now; throws the reason when not. */
  const checkWay = async (way: VerificationWay) => {
    const policy = await deps.settings.policy();
    if (way === 'sms') {
      if (!deps.sms) throw new AppError('SMS_NOT_CONFIGURED');
      if (!policy.smsOpen) throw new AppError('CHANNEL_OFF');
    } else if (!policy.smtpOpen) throw new AppError('CHANNEL_OFF');
  };

  const throttle = async (addressKey: string, ip: string, at: number) => {
    const ipKey = `ip:${ip}`;
    if (!(await repo.take(ipKey, at, 0, CODES_PER_IP_HOUR, HOUR_MS))) {
      const next = await repo.nextAllowed(ipKey, 0, CODES_PER_IP_HOUR, HOUR_MS);
      throw tooSoon(next - at);
    }
    if (!(await repo.take(addressKey, at, CODE_RESEND_MS, CODES_PER_HOUR, HOUR_MS))) {
      const next = await repo.nextAllowed(addressKey, CODE_RESEND_MS, CODES_PER_HOUR, HOUR_MS);
      throw tooSoon(next - at);
    }
  };

  /** Makes a code and stores it (hashed), the only open one of its purpose and subject; answers the code. */
  const store = async (purpose: Purpose, subject: string, way: VerificationWay, destination: string, at: number) => {
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const id = newId(at);
    await repo.prune(at - HOUR_MS);
    await repo.supersede(purpose, subject, at);
    await repo.insert({
      id,
      purpose,
      subject,
      destination,
      channel: way,
      codeHash: hashOf(id, code),
      at,
      expiresAt: at + CODE_TTL_MS,
    });
    return code;
  };

  /** A blind send's mail or text message: the code, or the notice that the address is registered already. */
  const deliver = async (r: BlindCodeRequest, to: NonNullable<BlindCodeRequest['send']>, code: string) => {
    const minutes = CODE_TTL_MS / 60_000;
    if (r.way === 'sms') {
      await deps.sms?.send(
        normalAddress('sms', to.address),
        to.registered ? registeredSms(r.lang) : codeSms(r.lang, code, minutes),
      );
      return;
    }
    const mail = to.registered ? registeredMail(r.lang) : codeMail(r.lang, r.purpose, code, minutes);
    await deps.mailer.send({ to: to.address.trim(), ...mail, officeId: to.officeId });
  };

  async function check(
    purpose: Purpose | 'resetToken',
    subject: string,
    answer: string,
    who?: CodeChecker,
  ): Promise<string> {
    const at = now();
    const open = await repo.open(purpose, subject, at);
    if (!open) throw wrong(0);
    const attempts = await repo.attempt(open.id, CODE_MAX_ATTEMPTS);
    if (attempts === undefined) throw wrong(0);
    if (!sameHash(hashOf(open.id, answer), open.codeHash)) {
      if (attempts >= CODE_MAX_ATTEMPTS) await repo.spend(open.id, at);
      // Only answers that were counted: at most CODE_MAX_ATTEMPTS rows per code sent.
      if (who) {
        await recordFailure(deps.db, deps.audit, {
          kind: { module: 'session', action: 'codeFailed' },
          officeId: who.officeId,
          target: who.target,
          meta: who,
          changes: { purpose: { after: purpose }, attemptsLeft: { after: CODE_MAX_ATTEMPTS - attempts } },
        });
      }
      throw wrong(CODE_MAX_ATTEMPTS - attempts);
    }
    return open.id;
  }

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
      await throttle(`to:${address}`, r.ip, at);
      const code = await store(r.purpose, r.subject, r.way, address, at);
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
      return answer(delivery, maskAddress(r.way, r.address));
    },

    /**
     * A code for someone not signed in (BlindCodeRequest): the same work and the same answer
     * whether or not anything goes out; the mail or text message leaves after the answer.
     */
    async issueBlind(r: BlindCodeRequest): Promise<CodeSent> {
      await checkWay(r.way);
      const at = now();
      await throttle(r.throttleKey, r.ip, at);
      const to = r.send;
      const code = await store(r.purpose, r.subject, r.way, to ? normalAddress(r.way, to.address) : '', at);
      if (to) later(() => deliver(r, to, code));
      const delivery = r.way === 'email' && !(await deps.settings.smtp()) ? 'outbox' : 'sent';
      return answer(delivery, r.target);
    },

    /** Resolves once every delivery made after its answer has finished. */
    async settled(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },

    /**
     * Checks and spends the newest code of a purpose and subject. A wrong answer counts; after
     * CODE_MAX_ATTEMPTS the code is spent. Throws VERIFICATION_WRONG with attemptsLeft.
     */
    async verify(purpose: Purpose | 'resetToken', subject: string, answer: string, who?: CodeChecker): Promise<void> {
      const id = await check(purpose, subject, answer, who);
      if (!(await repo.spend(id, now()))) throw wrong(0);
    },

    /**
     * Checks the newest code as verify does (the answer counts as one of its attempts) but does
     * not spend it: the caller spends it with `spend` in the transaction of what it allows, so a
     * refusal after the check leaves the code for another try. Answers the code's id.
     */
    check,

    /** Spends a checked code in `trx`; throws VERIFICATION_WRONG when another request spent it first. */
    async spend(trx: Executor, id: string): Promise<void> {
      if (!(await verificationRepo(trx).spend(id, now()))) throw wrong(0);
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

const wrong = (attemptsLeft: number) => new AppError('VERIFICATION_WRONG', { jsonObject: { attemptsLeft } });

const answer = (delivery: CodeSent['delivery'], target: string): CodeSent => ({
  delivery,
  resendAfter: CODE_RESEND_MS / 1000,
  expiresIn: CODE_TTL_MS / 1000,
  target,
});

const tooSoon = (waitMs: number) =>
  new AppError('CODE_TOO_SOON', { jsonObject: { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) } });
