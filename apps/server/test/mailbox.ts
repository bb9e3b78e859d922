import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as the server received it (headers and body). */
  raw: string;
  subject: string;
}

export interface Mailbox {
  port: number;
  user: string;
  password: string;
  mails: ReceivedMail[];
  /**
   * The six-digit code of the latest mail to `to`, among those that arrived after the first
   * `after` mails (all of them by default); waits up to 15 s for it to arrive.
   */
  codeFor(to: string, after?: number): Promise<string>;
  close(): Promise<void>;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a code and a subject. */
const unQuote = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * A real SMTP server on a free local port that keeps what it receives: plain (no TLS), with
 * a user and password that the product must send. The API tests and the browser journeys
 * (through e2e/support/mailbox.ts) both use this one.
 */
export async function startMailbox(): Promise<Mailbox> {
  const user = 'mailer';
  const password = 'Mail-Pass-1';
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, cb) {
      if (auth.username === user && auth.password === password) cb(null, { user });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = unQuote(Buffer.concat(chunks).toString('utf8'));
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    user,
    password,
    mails,
    async codeFor(to: string, after = 0) {
      for (let i = 0; i < 300; i++) {
        const mail = mails
          .slice(after)
          .reverse()
          .find((m) => m.to.includes(to));
        const code =
          mail &&
          /\b(\d{6})\b/.exec(
            mail.raw
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n'),
          )?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no code arrived for ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
