import { mailer } from '../../platform/mail/mailer.js';
import type { ServerModule } from '../../platform/module.js';
import { verificationService, type VerificationService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Verification codes by e-mail (the outbox without a mail server) or text message. */
    verification: VerificationService;
  }
}

/** Verification codes: sent, throttled, checked once (used by sign-in, accounts and registration). */
export const verificationModule: ServerModule = {
  name: 'verification',
  tables,
  // Codes and notices sent after their answer leave before the database closes.
  preClose: (s) => s.verification.settled(),
  services: (p, s) => ({
    verification: verificationService({
      db: p.db.kysely,
      settings: s.settings,
      mailer: mailer(p.db.kysely, () => s.settings.smtp()),
      sms: null,
      audit: s.audit,
    }),
  }),
};
