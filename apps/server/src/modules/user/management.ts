import type { Page, RoleItem, UserListItem, UserListQuery, UserSave } from '@apm/contract';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../platform/auth/password.js';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { accessRepo } from '../access/repo.js';
import type { AccessService } from '../access/service.js';
import { auditBy, logRepo, type AuditEntry } from '../log/repo.js';
import { officeRepo } from '../office/repo.js';
import { userRepo, type UserChanges } from './repo.js';

const RESET_PASSWORD = 'sys:user:resetPwd';

/** User management within the caller's data range: list, create, edit, disable, delete, roles. */
export function userManagement(db: Kysely<Database>, access: AccessService) {
  const users = userRepo(db);
  const roles = accessRepo(db);

  /** Refuses roles that would give more than the caller holds (no escalation through user management). */
  const checkAssignable = async (p: Principal, roleIds: string[]) => {
    if (roleIds.length === 0) return;
    const [mine, granted, known] = await Promise.all([
      access.grantsOf(p.userId),
      roles.grantsOfRoles(roleIds),
      roles.roles(),
    ]);
    const unknown = roleIds.filter((r) => !known.some((k) => k.id === r));
    if (unknown.length) throw new AppError('VALIDATION', { fields: [{ field: 'roleIds', message: 'unknownRole' }] });
    const callerHasAll = known.some((k) => k.grantsAll && mine.roles.some((r) => r.code === k.code));
    const exceeds = granted.some((g) =>
      g.grantsAll
        ? !callerHasAll
        : g.permission !== null && g.permission !== '*' && !mine.permissions.has(g.permission),
    );
    if (exceeds)
      throw new AppError('NO_PERMISSION', { message: 'You cannot grant a role with permissions you do not hold' });
  };

  const checkTaken = async (email: string, phone: string, exceptId?: string) => {
    const t = await users.taken({ email, phone, exceptId });
    const fields = [
      ...(t.emailTaken ? [{ field: 'email', message: 'emailTaken' }] : []),
      ...(t.phoneTaken ? [{ field: 'phone', message: 'phoneTaken' }] : []),
    ];
    if (fields.length)
      throw new AppError('CONFLICT', { message: 'The e-mail or phone belongs to another user', fields });
  };

  const loginNameTaken = () =>
    new AppError('CONFLICT', {
      message: 'This login name is taken',
      fields: [{ field: 'loginName', message: 'loginNameTaken' }],
    });

  return {
    async list(p: Principal, q: UserListQuery): Promise<Page<UserListItem>> {
      let officePath: string | undefined;
      if (q.officeId) {
        const office = await officeRepo(db).find(q.officeId, p.officePath);
        if (!office) return { list: [], count: 0, pageNo: q.pageNo, pageSize: q.pageSize };
        officePath = office.path;
      }
      const { rows, count } = await users.list(q, p.officePath, officePath);
      const assigned = await roles.rolesOfUsers(rows.map((r) => r.id));
      const list = rows.map((r) => {
        const mine = assigned.filter((a) => a.userId === r.id);
        return {
          ...r,
          status: r.status as UserListItem['status'],
          roleIds: mine.map((m) => m.id),
          roleNames: mine.map((m) => m.name),
        };
      });
      return { list, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async save(p: Principal, input: UserSave, meta: RequestMeta, held: Set<string>): Promise<{ id: string }> {
      const office = await officeRepo(db).find(input.officeId, p.officePath);
      if (!office) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
      await checkAssignable(p, input.roleIds);
      await checkTaken(input.email, input.phone, input.id);
      const at = now();
      const fields: UserChanges = {
        officeId: office.id,
        loginName: input.loginName,
        name: input.name,
        email: input.email,
        phone: input.phone,
        status: input.status,
      };

      if (!input.id) {
        if (!input.password) throw new AppError('VALIDATION', { fields: [{ field: 'password', message: 'required' }] });
        const passwordHash = await hashPassword(input.password);
        const id = newId(at);
        try {
          await inTransaction(db, async (trx) => {
            await userRepo(trx).insert({
              id,
              officeId: office.id,
              loginName: input.loginName,
              name: input.name,
              passwordHash,
              email: input.email,
              phone: input.phone,
              userPwdType: '2',
              at,
            });
            if (input.status !== 'active') await userRepo(trx).update(id, fields, at);
            await accessRepo(trx).setRoles(id, input.roleIds);
            const changes = Object.fromEntries(
              Object.entries({ ...fields, office: office.name, roleIds: input.roleIds }).map(([k, v]) => [
                k,
                { after: v },
              ]),
            );
            await logRepo(trx).insert(auditBy(p, meta, 'user', 'create', input.loginName, changes));
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw loginNameTaken();
          throw err;
        }
        return { id };
      }

      const before = await users.findInScope(input.id, p.officePath);
      if (!before) throw new AppError('NOT_FOUND', { message: 'No such user in your range' });
      if (input.password && !held.has(RESET_PASSWORD))
        throw new AppError('NO_PERMISSION', { message: 'You may not reset passwords' });
      if (before.id === p.userId && input.status !== 'active') {
        throw new AppError('CONFLICT', { message: 'You cannot disable your own account' });
      }
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const beforeRoles = (await roles.rolesOfUsers([before.id])).map((r) => r.id).sort();
      const old: UserChanges = {
        officeId: before.officeId,
        loginName: before.loginName,
        name: before.name,
        email: before.email,
        phone: before.phone,
        status: before.status,
      };
      const changes: AuditEntry['changes'] = {};
      for (const k of Object.keys(fields) as (keyof UserChanges)[]) {
        if (old[k] !== fields[k]) changes[k] = { before: old[k], after: fields[k] };
      }
      const afterRoles = [...input.roleIds].sort();
      if (beforeRoles.join() !== afterRoles.join()) changes.roleIds = { before: beforeRoles, after: afterRoles };
      if (passwordHash) changes.password = { after: 'reset' };
      try {
        await inTransaction(db, async (trx) => {
          await userRepo(trx).update(before.id, fields, at);
          if (passwordHash) await userRepo(trx).setPassword(before.id, passwordHash, at);
          await accessRepo(trx).setRoles(before.id, input.roleIds);
          await logRepo(trx).insert(auditBy(p, meta, 'user', 'update', before.loginName, changes));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw loginNameTaken();
        throw err;
      }
      return { id: before.id };
    },

    async remove(p: Principal, ids: string[], meta: RequestMeta): Promise<void> {
      if (ids.includes(p.userId)) throw new AppError('CONFLICT', { message: 'You cannot delete your own account' });
      const found = await Promise.all(ids.map((id) => users.findInScope(id, p.officePath)));
      if (found.some((u) => !u)) throw new AppError('NOT_FOUND', { message: 'No such user in your range' });
      await inTransaction(db, async (trx) => {
        await userRepo(trx).deleteMany(ids);
        for (const u of found)
          await logRepo(trx).insert(
            auditBy(p, meta, 'user', 'delete', u!.loginName, { loginName: { before: u!.loginName } }),
          );
      });
    },

    /** Roles the caller may assign: those whose permissions the caller holds. */
    async assignableRoles(p: Principal): Promise<RoleItem[]> {
      const [mine, all] = await Promise.all([access.grantsOf(p.userId), roles.roles()]);
      const callerHasAll = all.some((k) => k.grantsAll && mine.roles.some((r) => r.code === k.code));
      const grants = await roles.grantsOfRoles(all.map((r) => r.id));
      return all
        .filter((r) =>
          grants
            .filter((g) => g.id === r.id)
            .every((g) =>
              g.grantsAll
                ? callerHasAll
                : g.permission === null || g.permission === '*' || mine.permissions.has(g.permission),
            ),
        )
        .map(({ id, code, name, builtIn }) => ({ id, code, name, builtIn }));
    },

    async rolesOf(p: Principal, userId: string): Promise<RoleItem[]> {
      const u = await users.findInScope(userId, p.officePath);
      if (!u) throw new AppError('NOT_FOUND', { message: 'No such user in your range' });
      const ids = new Set((await roles.rolesOfUsers([u.id])).map((r) => r.id));
      return (await roles.roles())
        .filter((r) => ids.has(r.id))
        .map(({ id, code, name, builtIn }) => ({ id, code, name, builtIn }));
    },

    /** Whether an e-mail or phone belongs to another user already. */
    taken: (v: { email: string; phone: string; exceptId?: string }) => users.taken(v),
  };
}
export type UserManagement = ReturnType<typeof userManagement>;
