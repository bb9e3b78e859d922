import type { AuditRecorded, UserInfo } from '@apm/contract';
import type { Kysely } from 'kysely';
import {
  ACCESS_CACHE_TTL_MS,
  dropOnChange,
  expiringCache,
  reachOf,
  type Reach,
} from '../../platform/auth/access-cache.js';
import type { SharedLevels } from '../../platform/auth/shared-level.js';
import type { Bus } from '../../platform/bus/index.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import { toOperationEntries, type AccessService } from '../access/service.js';
import { customerFacts } from '../customer/service.js';
import { avatarUrl } from './avatar.js';
import { userRepo } from './repo.js';

/**
 * Whom a change reaches in getUserInfo's answer: what reaches sessions and grants, and besides the
 * user's own row (a sign-in moves the previous sign-in; the avatar), offices and customers (names,
 * host names, brands).
 */
function infoReach(e: AuditRecorded): Reach {
  const reach = reachOf(e);
  if (reach !== 'none') return reach;
  if (e.module === 'user' || e.module === 'session') return 'actor';
  return ['office', 'agent', 'customer', 'domain'].includes(e.module) ? 'everyone' : 'none';
}

/**
 * Users as the console shows them. getUserInfo's answer is cached per user in the process (and in
 * `shared`, Redis) and dropped by the changes `bus` tells of (platform/auth/access-cache.ts).
 */
export function userService(db: Kysely<Database>, accessSvc: AccessService, bus?: Bus, shared?: SharedLevels) {
  const repo = userRepo(db);
  // Without a bus nothing would tell of changes: every call reads.
  const cache = expiringCache<UserInfo>(bus ? ACCESS_CACHE_TTL_MS : 0, undefined, {
    shared: shared?.level<UserInfo>('user-info', ACCESS_CACHE_TTL_MS),
  });
  if (bus) dropOnChange(bus, cache, infoReach);

  const read = async (userId: string): Promise<UserInfo> => {
    const [u, grants] = await Promise.all([repo.findById(userId), accessSvc.grantsOf(userId)]);
    if (!u) throw new AppError('NOT_FOUND');
    return {
      sessionExpiresAt: 0,
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
      permissions: toOperationEntries(grants.permissions),
      roles: grants.roles.map((r) => ({ id: r.code, operation: r.permissions })),
      roleNames: grants.roles.map((r) => r.name),
      // The user's customer: its first host name, whether it has its own brand, its logo.
      ...(await customerFacts(db, u.officeId)),
    };
  };

  return {
    /** The signed-in user with permissions and roles in the console's check format. */
    async info(userId: string, sessionExpiresAt: number): Promise<UserInfo> {
      return { ...(await cache.get(userId, () => read(userId))), sessionExpiresAt };
    },
  };
}
export type UserService = ReturnType<typeof userService>;
