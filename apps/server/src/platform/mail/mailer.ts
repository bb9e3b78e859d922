import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { now } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';
import { outboxRepo } from './outbox.js';

/** The SMTP server of the system settings. */
export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when offered. */
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The office of the person the mail is for (who may read it in the outbox); null for none. */
  officeId: string | null;
}

/** A mail the SMTP server did not take; `reason` is the server's (or the network's) own words. */
export class MailError extends Error {
  constructor(readonly reason: string) {
    super(`The e-mail could not be sent: ${reason}`);
  }
}

// Long enough for a slow server, short enough that a request does not hang on a dead one.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Delivers one mail through an SMTP server; throws MailError with the reason when it is refused. */
export async function deliver(cfg: SmtpConfig, mail: Omit<Mail, 'officeId'>): Promise<void> {
  const transport = nodemailer.createTransport({
    host: cfg.host,
    port: cfg.port,
    secure: cfg.secure,
    auth: cfg.user ? { user: cfg.user, pass: cfg.password } : undefined,
    ...TIMEOUTS,
  });
  try {
    await transport.sendMail({ from: cfg.from, to: mail.to, subject: mail.subject, text: mail.text });
  } catch (err) {
    throw new MailError(reasonOf(err));
  } finally {
    transport.close();
  }
}

/** The most useful words of a nodemailer failure: the server's answer, else the error's message. */
function reasonOf(err: unknown): string {
  const e = err as { response?: string; message?: string; code?: string } | null;
  const text = e?.response || e?.message || String(err);
  return e?.code && !text.includes(e.code) ? `${e.code}: ${text}` : text;
}

/**
 * Mail: sent through the SMTP server of the settings; without one the mail is kept in the
 * outbox, and a refused mail is kept there too with the reason, for the administrator to read.
 */
export function mailer(db: Kysely<Database>, smtpConfig: () => Promise<SmtpConfig | null>) {
  const keep = (mail: Mail, status: 'notConfigured' | 'failed', error: string) =>
    outboxRepo(db).insert({
      id: newId(),
      officeId: mail.officeId,
      to: mail.to,
      subject: mail.subject,
      body: mail.text,
      status,
      error,
      at: now(),
    });
  return {
    /** 'sent', or 'outbox' when no mail server is configured; throws MailError (after keeping it) when refused. */
    async send(mail: Mail): Promise<'sent' | 'outbox'> {
      const cfg = await smtpConfig();
      if (!cfg) {
        await keep(mail, 'notConfigured', '');
        return 'outbox';
      }
      try {
        await deliver(cfg, mail);
        return 'sent';
      } catch (err) {
        const reason = err instanceof MailError ? err.reason : String(err);
        await keep(mail, 'failed', reason);
        throw err instanceof MailError ? err : new MailError(reason);
      }
    },
  };
}
export type Mailer = ReturnType<typeof mailer>;
