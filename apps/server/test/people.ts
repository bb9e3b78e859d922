import type { App } from '../src/app.js';
import { roleRepo } from '../src/modules/role/repo.js';
import { userRepo } from '../src/modules/user/repo.js';
import { hashPassword } from '../src/platform/auth/password.js';
import { newId } from '../src/platform/ids.js';
import { ADMIN } from './harness.js';

/**
 * Offices and users for tests that need more than harness.addUser gives (the office and user
 * pages come later): an office anywhere in the tree, a user in any office, with or without a role.
 */

/** The id and path of the platform office that initSystem created. */
export async function platformOffice(app: App): Promise<{ id: string; path: string }> {
  return app.db.kysely
    .selectFrom('sys_office')
    .select(['id', 'path'])
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
}

/** Adds an office under `parent`; returns its id and path. */
export async function addOffice(
  app: App,
  name: string,
  parent: { id: string; path: string },
): Promise<{ id: string; path: string }> {
  const id = newId();
  const path = `${parent.path}${id},`;
  const at = Date.now();
  await app.db.kysely
    .insertInto('sys_office')
    .values({ id, parent_id: parent.id, path, name, type: 'office', created_at: at, updated_at: at })
    .execute();
  return { id, path };
}

/** Adds a user to an office with one built-in role, or none (null); returns the user's id. */
export async function addPerson(
  app: App,
  loginName: string,
  role: string | null,
  officeId: string,
  password = ADMIN.password,
): Promise<string> {
  const id = newId();
  await userRepo(app.db.kysely).insert({
    id,
    officeId,
    loginName,
    name: loginName,
    passwordHash: await hashPassword(password),
    email: '',
    userPwdType: '1',
    at: Date.now(),
  });
  if (role) await roleRepo(app.db.kysely).assignRole(id, role);
  return id;
}
