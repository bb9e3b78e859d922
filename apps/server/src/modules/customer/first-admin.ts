import type { Kysely, Transaction } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/schema.js';
import { isUniqueViolation } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { accessRepo } from '../access/repo.js';
import { auditBy, logRepo } from '../log/repo.js';
import { roleRepo } from '../role/repo.js';
import type { PasswordService } from '../user/passwords.js';
import { userRepo } from '../user/repo.js';

/** The first administrator asked for with a new customer or agent (all empty: none). */
export interface FirstAdminInput {
  adminLoginName: string;
  adminName: string;
  adminPassword: string;
  adminEmail: string;
}

/** A first administrator checked and ready to be written in the transaction of its office. */
export interface PreparedAdmin {
  loginName: string;
  name: string;
  email: string;
  passwordHash: string;
  /** The strength of the password as the policy rates it (the user's userPwdType). */
  userPwdType: string;
  roleId: string;
}

/**
 * Checks a first administrator before the transaction: the password follows the policy like every
 * other new password, the role exists and grants nothing the caller does not hold (no escalation),
 * the e-mail is free; hashes the password. Undefined when none is asked for.
 */
export async function prepareFirstAdmin(
  db: Kysely<Database>,
  passwords: PasswordService,
  input: FirstAdminInput,
  roleCode: string,
  held: Set<string>,
): Promise<PreparedAdmin | undefined> {
  if (!input.adminLoginName) return undefined;
  await passwords.check(input.adminPassword, null, 'adminPassword');
  const roleId = (await roleRepo(db).builtIn(roleCode))?.id;
  if (!roleId) throw new AppError('INTERNAL', { message: `The built-in role ${roleCode} is missing` });
  const grants = await accessRepo(db).grantsOfRoles([roleId]);
  const exceeds = grants.some(
    (g) => g.grantsAll || (g.permission !== null && g.permission !== '*' && !held.has(g.permission)),
  );
  if (exceeds) {
    throw new AppError('NO_PERMISSION', { message: 'You cannot grant a role with permissions you do not hold' });
  }
  if (input.adminEmail && (await userRepo(db).taken({ email: input.adminEmail, phone: '' })).emailTaken) {
    throw new AppError('CONFLICT', {
      message: 'The e-mail belongs to another user',
      fields: [{ field: 'adminEmail', message: 'emailTaken' }],
    });
  }
  const { hash, type } = await passwords.prepare(input.adminPassword);
  return {
    loginName: input.adminLoginName,
    name: input.adminName,
    email: input.adminEmail,
    passwordHash: hash,
    userPwdType: type,
    roleId,
  };
}

/** Writes the prepared administrator into `office` inside the caller's transaction, audited. */
export async function insertFirstAdmin(
  trx: Transaction<Database>,
  p: Principal,
  meta: RequestMeta,
  admin: PreparedAdmin,
  office: { id: string; name: string },
  at: number,
): Promise<string> {
  const id = newId(at);
  await userRepo(trx).insert({
    id,
    officeId: office.id,
    loginName: admin.loginName,
    name: admin.name,
    passwordHash: admin.passwordHash,
    email: admin.email,
    userPwdType: admin.userPwdType,
    at,
  });
  await accessRepo(trx).setRoles(id, [admin.roleId]);
  await logRepo(trx).insert(
    auditBy(p, meta, 'user', 'create', admin.loginName, {
      loginName: { after: admin.loginName },
      name: { after: admin.name },
      email: { after: admin.email },
      office: { after: office.name },
      roleIds: { after: [admin.roleId] },
    }),
  );
  return id;
}

/** A taken login name of a first administrator, as the form shows it. */
export function adminLoginNameTaken(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  return new AppError('CONFLICT', {
    message: 'This login name is taken',
    fields: [{ field: 'adminLoginName', message: 'loginNameTaken' }],
  });
}
