import type { CodeSent, RegisterRequest, VerificationWay } from '@apm/contract';
import type { Kysely } from 'kysely';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { AuditLog } from '../log/audit.js';
import { roleRepo } from '../role/repo.js';
import { normalAddress, type VerificationService } from '../verification/service.js';
import type { Origin } from './account.js';
import { accountRepo } from './account-repo.js';
import { userCreation } from './create.js';
import type { PasswordService } from './passwords.js';
import { userRepo } from './repo.js';

/**
 * Where registration on a host puts new users, as the brand lookup answers it
 * (BrandService.registrationFor): the customer's office and the code of the role they get;
 * null when the host does not allow registration.
 */
export type RegistrationLookup = (host: string | undefined) => Promise<{ officeId: string; roleCode: string } | null>;

const subjectOf = (way: VerificationWay, address: string) => `${way}:${normalAddress(way, address)}`;

/**
 * Self-registration: only on a host whose brand allows it and belongs to a customer office;
 * the address is proven by a code; the new user lands in that customer's office with its role.
 * Nobody registers into the platform office or an agent.
 */
export function registrationService(deps: {
  db: Kysely<Database>;
  verification: VerificationService;
  passwords: PasswordService;
  registrationFor: RegistrationLookup;
  audit: AuditLog;
}) {
  const { db, verification } = deps;
  const users = userCreation(db, deps.passwords);

  /** The office and role of the host's registration; REGISTRATION_CLOSED when there is none. */
  const target = async (host: string | undefined) => {
    const reg = await deps.registrationFor(host);
    if (!reg) throw new AppError('REGISTRATION_CLOSED');
    const repo = accountRepo(db);
    const [office, role] = await Promise.all([repo.office(reg.officeId), roleRepo(db).builtIn(reg.roleCode)]);
    // Whatever the lookup says: only an existing customer office, never the platform's root.
    if (!office || office.type !== 'customer' || office.parentId === null || !role) {
      throw new AppError('REGISTRATION_CLOSED');
    }
    return { office, role };
  };

  const checkTaken = async (email: string, phone: string, field?: string) => {
    const t = await userRepo(db).taken({ email, phone });
    const fields = [
      ...(t.emailTaken ? [{ field: field ?? 'email', message: 'emailTaken' }] : []),
      ...(t.phoneTaken ? [{ field: field ?? 'phone', message: 'phoneTaken' }] : []),
    ];
    if (fields.length) throw new AppError('CONFLICT', { message: 'The address belongs to another user', fields });
  };

  return {
    /** Sends a registration code to an address no user has yet. */
    async sendCode(host: string | undefined, way: VerificationWay, address: string, origin: Origin): Promise<CodeSent> {
      const { office } = await target(host);
      if (way === 'email' && !/^[^\s@]+@[^\s@]+$/.test(address)) {
        throw new AppError('VALIDATION', { fields: [{ field: 'target', message: 'email' }] });
      }
      if (way === 'sms' && !/^\+?[0-9 ()-]{5,20}$/.test(address)) {
        throw new AppError('VALIDATION', { fields: [{ field: 'target', message: 'phoneFormat' }] });
      }
      await checkTaken(way === 'email' ? address : '', way === 'sms' ? address : '', 'target');
      return verification.issue({
        purpose: 'register',
        subject: subjectOf(way, address),
        way,
        address,
        officeId: office.id,
        lang: origin.lang,
        ip: origin.ip,
      });
    },

    /** Creates the user in the host's customer office with its role; answers the new user's id. */
    async register(host: string | undefined, req: RegisterRequest, meta: RequestMeta): Promise<{ id: string }> {
      const { office, role } = await target(host);
      // Checked before the code is spent, so a refused password or a taken name does not cost the user their code.
      const user = await users.check({
        officeId: office.id,
        loginName: req.loginName,
        name: req.name,
        password: req.password,
        email: req.email,
        phone: req.phone,
        roleIds: [role.id],
      });
      await checkTaken(req.email, req.phone);
      const address = req.way === 'email' ? req.email : req.phone;
      await verification.verify('register', subjectOf(req.way, address), req.code);
      const at = now();
      const id = await inTransaction(db, async (trx) => {
        const made = await users.create(trx, user, at);
        await deps.audit.record(trx, {
          officeId: office.id,
          userId: made,
          userName: req.loginName,
          at,
          ...meta,
          module: 'user',
          action: 'register',
          target: req.loginName,
          changes: {
            loginName: { after: req.loginName },
            name: { after: req.name },
            email: { after: req.email },
            phone: { after: req.phone },
            office: { after: office.name },
            roleIds: { after: [role.id] },
          },
        });
        return made;
      });
      return { id };
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
