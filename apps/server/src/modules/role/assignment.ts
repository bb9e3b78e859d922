import { WILDCARD, type RoleItem } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/schema.js';
import { pathInRange } from '../../platform/db/range.js';
import { AppError } from '../../platform/http/envelope.js';
import { accessRepo } from '../access/repo.js';
import { holdsPermission, type AccessService, type Grants } from '../access/service.js';
import { roleRepo, type RoleRow } from './repo.js';

/** Whether a caller holding `mine` may hand out a role granting `granted` (no escalation). */
export function withinGrants(
  mine: Pick<Grants, 'permissions' | 'grantsAll' | 'platform'>,
  role: { grantsAll: boolean },
  granted: (string | null)[],
): boolean {
  if (mine.grantsAll && mine.platform) return true;
  // Outside the platform a grants-all role gives what the caller's gives: its users are in the
  // caller's range, never in the platform office, so they hold no platform-only permission either.
  if (role.grantsAll) return mine.grantsAll;
  return granted.every((p) => p === null || p === WILDCARD || holdsPermission(mine, p));
}

const item = ({ id, code, name, builtIn }: RoleRow): RoleItem => ({ id, code, name, builtIn });

/**
 * Which roles a user may give to users (user management's allRoleList and save): the roles
 * offered at the user's office (built-in ones everywhere, a custom one in its office's subtree)
 * that grant nothing the caller lacks.
 */
export function roleAssignment(db: Kysely<Database>, access: AccessService) {
  const roles = roleRepo(db);

  /** The roles of `rows` the caller may hand out. */
  const grantable = async (p: Principal, rows: RoleRow[]): Promise<RoleRow[]> => {
    const [mine, granted] = await Promise.all([
      access.grantsOf(p.userId),
      accessRepo(db).grantsOfRoles(rows.map((r) => r.id)),
    ]);
    return rows.filter((r) =>
      withinGrants(
        mine,
        r,
        granted.filter((g) => g.id === r.id).map((g) => g.permission),
      ),
    );
  };

  return {
    /** The roles the caller may assign to a user of the office at `officePath` (none given: anywhere in range). */
    async assignable(p: Principal, officePath?: string): Promise<RoleItem[]> {
      return (await grantable(p, await roles.offered(p.range, officePath))).map(item);
    },

    /** Refuses unknown roles, roles not offered at the office, and roles granting more than the caller holds. */
    async check(p: Principal, roleIds: string[], officePath: string): Promise<void> {
      if (roleIds.length === 0) return;
      // A custom role of an office neither in the caller's range nor above it is unknown to the
      // caller: answered like a missing one, never named (it belongs to another tenant).
      const found = (await roles.byIds(roleIds)).filter(
        (r) =>
          r.builtIn ||
          (r.officePath !== '' && (pathInRange(r.officePath, p.range) || p.range.path.startsWith(r.officePath))),
      );
      if (found.length !== roleIds.length)
        throw new AppError('VALIDATION', { fields: [{ field: 'roleIds', message: 'unknownRole' }] });
      const notOffered = found.filter((r) => !r.builtIn && !officePath.startsWith(r.officePath || '\u0000'));
      if (notOffered.length)
        throw new AppError('VALIDATION', {
          message: `The role ${notOffered[0]!.name} is not offered in this office`,
          fields: [{ field: 'roleIds', message: 'roleNotOffered' }],
        });
      if ((await grantable(p, found)).length !== found.length)
        throw new AppError('NO_PERMISSION', { message: 'You cannot grant a role with permissions you do not hold' });
    },

    /** Refuses managing (editing, deleting) a user who holds a role granting more than the caller holds. */
    async checkManageable(p: Principal, heldRoleIds: string[]): Promise<void> {
      if (heldRoleIds.length === 0) return;
      const held = await roles.byIds(heldRoleIds);
      if ((await grantable(p, held)).length !== held.length)
        throw new AppError('NO_PERMISSION', { message: 'This user holds a role with permissions you do not hold' });
    },
  };
}
export type RoleAssignment = ReturnType<typeof roleAssignment>;
