import type { Kysely } from 'kysely';
import type { AuditLog } from './modules/log/audit.js';
import { officeRepo } from './modules/office/repo.js';
import { ADMIN_ROLE_ID } from './modules/system/service.js';
import { userCreation, type CheckedUser } from './modules/user/create.js';
import type { PasswordService } from './modules/user/passwords.js';
import { userRepo } from './modules/user/repo.js';
import type { Database } from './platform/db/schema.js';
import { inTransaction } from './platform/db/transaction.js';
import { newId } from './platform/ids.js';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_USERS = [
  { loginName: 'demo.admin', name: 'Demo Administrator', role: ADMIN_ROLE_ID },
  { loginName: 'demo.operator', name: 'Demo Operator', role: 'operator' },
  { loginName: 'demo.reviewer', name: 'Demo Reviewer', role: 'reviewer' },
  // The role the permission demo page (auth/demo) requires.
  { loginName: 'demo.manager', name: 'Demo Manager', role: 'manager' },
] as const;
const DEMO_OFFICE = 'Demo organisation';

/**
 * Adds the demo organisation under the platform office and the demo users missing from it, made
 * like every user (the password policy applies); answers the login names it created.
 */
export async function seedDemo(db: Kysely<Database>, passwords: PasswordService, audit: AuditLog): Promise<string[]> {
  const users = userCreation(db, passwords);
  const platform = await db
    .selectFrom('sys_office')
    .select(['id', 'path'])
    .where('type', '=', 'platform')
    .executeTakeFirstOrThrow();
  const existing = await db.selectFrom('sys_office').select('id').where('name', '=', DEMO_OFFICE).executeTakeFirst();
  const at = Date.now();
  const officeId = existing?.id ?? newId(at);
  const missing: { user: CheckedUser; role: string }[] = [];
  for (const u of DEMO_USERS) {
    if (await userRepo(db).findByLoginName(u.loginName)) continue;
    const user = await users.check({
      officeId,
      loginName: u.loginName,
      name: u.name,
      password: DEMO_PASSWORD,
      email: '',
      roleIds: [u.role],
    });
    missing.push({ user, role: u.role });
  }
  await inTransaction(db, async (trx) => {
    if (!existing) {
      await officeRepo(trx).insert({
        id: officeId,
        parentId: platform.id,
        parentPath: platform.path,
        name: DEMO_OFFICE,
        type: 'office',
        at,
      });
    }
    for (const { user, role } of missing) {
      await users.create(trx, user, at);
      await audit.record(trx, {
        officeId,
        userId: null,
        userName: 'seed:demo',
        at,
        ip: '',
        userAgent: 'seed:demo',
        module: 'user',
        action: 'create',
        target: user.loginName,
        changes: { loginName: { after: user.loginName }, role: { after: role } },
      });
    }
  });
  return missing.map((m) => m.user.loginName);
}
