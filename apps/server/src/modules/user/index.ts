import { columnReference } from '../../platform/storage/references.js';
import type { ServerModule } from '../../platform/module.js';
import { accountService, type AccountService } from './account.js';
import { accountRoutes } from './account-routes.js';
import { avatarService, type AvatarService } from './avatar.js';
import { userManagement, type UserManagement } from './management.js';
import { migrations } from './migration.js';
import { passwordService, type PasswordService } from './passwords.js';
import { registrationService, type RegistrationService } from './registration.js';
import { userRepo } from './repo.js';
import { userRoutes } from './routes.js';
import { userService, type UserService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The signed-in user's info. */
    users: UserService;
    /** User management (list, create, edit, delete, roles). */
    userAdmin: UserManagement;
    /** The password policy: strength, history, expiry. */
    passwords: PasswordService;
    /** A user's own account: profile, password, forgotten password. */
    accounts: AccountService;
    registration: RegistrationService;
    avatars: AvatarService;
  }
}

/** Users: management, the own account, registration, passwords, avatars. */
export const userModule: ServerModule = {
  name: 'user',
  tables,
  migrations,
  blobReferences: [columnReference('user avatars', 'sys_user', 'avatar')],
  officeCounts: async (db, offices) => ({ users: await userRepo(db).countIn(offices) }),
  services: (p, s) => {
    const db = p.db.kysely;
    const passwords = passwordService(db, s.settings);
    return {
      passwords,
      users: userService(db, s.access, p.bus, s.sharedCache),
      userAdmin: userManagement(db, s.access, passwords, s.audit),
      accounts: accountService({ db, verification: s.verification, passwords, audit: s.audit }),
      // Brands are built after users: asked only when someone registers.
      registration: registrationService({
        db,
        verification: s.verification,
        passwords,
        registrationFor: (host) => s.brands.registrationFor(host),
        audit: s.audit,
      }),
      avatars: avatarService(db, p.blobs, s.audit),
    };
  },
  routes: (s) => [
    ...userRoutes(s.users, s.userAdmin),
    ...accountRoutes(s.accounts, s.registration, s.avatars, s.users),
  ],
};
