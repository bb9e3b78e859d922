import type { Kysely, Transaction } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { accessRepo } from '../access/repo.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { roleRepo } from '../role/repo.js';
import type { CheckedUser, UserCreation } from './create.js';
import { userRepo } from './repo.js';

/** The first administrator asked for with a new customer or agent (all empty: none). */
export interface FirstAdminInput {
  adminLoginName: string;
  adminName: string;
  adminPassword: string;
  adminEmail: string;
}

/**
 * Checks the first administrator of a new customer or agent (office `officeId`, role `roleCode`)
 * before the transaction of its office: as every new user (users.check: the password policy, the
 * login name, refusals naming the admin… fields), and the role grants nothing the caller does not
 * hold (no escalation), the e-mail is free. Undefined when none is asked for.
 */
export async function checkFirstAdmin(
  db: Kysely<Database>,
  users: UserCreation,
  input: FirstAdminInput,
  officeId: string,
  roleCode: string,
  held: Set<string>,
): Promise<CheckedUser | undefined> {
  if (!input.adminLoginName) return undefined;
  const roleId = (await roleRepo(db).builtIn(roleCode))?.id;
  if (!roleId) throw new AppError('INTERNAL', { message: `The built-in role ${roleCode} is missing` });
  const admin = await users.check(
    {
      officeId,
      loginName: input.adminLoginName,
      name: input.adminName,
      password: input.adminPassword,
      email: input.adminEmail,
      roleIds: [roleId],
    },
    { loginName: 'adminLoginName', password: 'adminPassword' },
  );
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
  return admin;
}

/** Creates the checked administrator in the transaction of its office, audited; answers the user's id. */
export async function createFirstAdmin(
  trx: Transaction<Database>,
  users: UserCreation,
  audit: AuditLog,
  p: Principal,
  meta: RequestMeta,
  admin: CheckedUser,
  officeName: string,
  at: number,
): Promise<string> {
  const id = await users.create(trx, admin, at);
  await audit.record(
    trx,
    auditBy(p, meta, 'user', 'create', admin.loginName, {
      loginName: { after: admin.loginName },
      name: { after: admin.name },
      email: { after: admin.email },
      office: { after: officeName },
      roleIds: { after: admin.roleIds },
    }),
  );
  return id;
}
