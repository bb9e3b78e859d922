import type { UserInfo } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import { toOperationEntries, type AccessService } from '../access/service.js';
import { customerFacts } from '../customer/service.js';
import { avatarUrl } from './avatar.js';
import { userRepo } from './repo.js';

/** Users as the console shows them. */
export function userService(db: Kysely<Database>, accessSvc: AccessService) {
  const repo = userRepo(db);
  return {
    /** The signed-in user with permissions and roles in the console's check format. */
    async info(userId: string, sessionExpiresAt: number): Promise<UserInfo> {
      const [u, grants] = await Promise.all([repo.findById(userId), accessSvc.grantsOf(userId)]);
      if (!u) throw new AppError('NOT_FOUND');
      return {
        id: u.id,
        loginName: u.loginName,
        name: u.name,
        avatar: avatarUrl(u.id, u.avatar),
        email: u.email,
        phone: u.phone,
        userPwdType: u.userPwdType,
        officeId: u.officeId,
        officeName: u.officeName,
        lastLoginDate: u.prevLoginDate,
        lastLoginIp: u.prevLoginIp,
        sessionExpiresAt,
        permissions: toOperationEntries(grants.permissions),
        roles: grants.roles.map((r) => ({ id: r.code, operation: r.permissions })),
        roleNames: grants.roles.map((r) => r.name),
        // The user's customer: its first host name, whether it has its own brand, its logo.
        ...(await customerFacts(db, u.officeId)),
      };
    },
  };
}
export type UserService = ReturnType<typeof userService>;
