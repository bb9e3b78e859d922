import type { CodeSent, RegisterRequest, VerificationWay } from '@apm/contract';
import type { Kysely } from 'kysely';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { AuditLog } from '../log/audit.js';
import { roleRepo } from '../role/repo.js';
import { maskAddress, normalAddress, type VerificationService } from '../verification/service.js';
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

  const checkTaken = async (email: string, phone: string) => {
    const t = await userRepo(db).taken({ email, phone });
    const fields = [
      ...(t.emailTaken ? [{ field: 'email', message: 'emailTaken' }] : []),
      ...(t.phoneTaken ? [{ field: 'phone', message: 'phoneTaken' }] : []),
    ];
    if (fields.length) throw new AppError('CONFLICT', { message: 'The address belongs to another user', fields });
  };

  return {
    /**
     * Sends a registration code to the address; an address that has an account gets, instead, a
     * notice that someone tried to register with it. The answer is the same either way.
     */
    async sendCode(host: string | undefined, way: VerificationWay, address: string, origin: Origin): Promise<CodeSent> {
      const { office } = await target(host);
      if (way === 'email' && !/^[^\s@]+@[^\s@]+$/.test(address)) {
        throw new AppError('VALIDATION', { fields: [{ field: 'target', message: 'email' }] });
      }
      if (way === 'sms' && !/^\+?[0-9 ()-]{5,20}$/.test(address)) {
        throw new AppError('VALIDATION', { fields: [{ field: 'target', message: 'phoneFormat' }] });
      }
      const owner = await accountRepo(db).ownerOf(way, address);
      return verification.issueBlind({
        purpose: 'register',
        subject: subjectOf(way, address),
        throttleKey: `to:${normalAddress(way, address)}`,
        way,
        lang: origin.lang,
        ip: origin.ip,
        target: maskAddress(way, address),
        // The notice is the owner's mail: their office's outbox keeps it, not the registering customer's.
        send: owner
          ? { address: way === 'email' ? owner.email : owner.phone, officeId: owner.officeId, registered: true }
          : { address, officeId: office.id },
      });
    },

    /** Creates the user in the host's customer office with its role; answers the new user's id. */
    async register(host: string | undefined, req: RegisterRequest, meta: RequestMeta): Promise<{ id: string }> {
      const { office, role } = await target(host);
      // Only the address the code proves is kept: the other would be an unproven claim, and refusing
      // it as taken would tell who has it. It can be added in the personal center, with its own code.
      const email = req.way === 'email' ? req.email : '';
      const phone = req.way === 'sms' ? req.phone : '';
      const address = req.way === 'email' ? email : phone;
      // The code first: nothing is said of login names or addresses to someone who has not proven
      // an address. It is not spent yet, so a refused password or a taken name leaves it for another
      // try, but each try counts as one of its attempts: a code tells of at most a few login names.
      const held = await verification.check('register', subjectOf(req.way, address), req.code, {
        ...meta,
        target: address,
        officeId: office.id,
      });
      const user = await users.check({
        officeId: office.id,
        loginName: req.loginName,
        name: req.name,
        password: req.password,
        email,
        phone,
        roleIds: [role.id],
      });
      // A taken address got a notice, not a code: this is for one taken since, by its proven owner.
      await checkTaken(email, phone);
      const at = now();
      const id = await inTransaction(db, async (trx) => {
        await verification.spend(trx, held);
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
            email: { after: email },
            phone: { after: phone },
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
