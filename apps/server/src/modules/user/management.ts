import type { Page, RoleItem, UserListItem, UserListQuery, UserSave } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { accessRepo } from '../access/repo.js';
import type { AccessService } from '../access/service.js';
import { auditBy, type AuditEntry, type AuditLog } from '../log/audit.js';
import { officeRepo } from '../office/repo.js';
import { roleAssignment } from '../role/assignment.js';
import { roleRepo } from '../role/repo.js';
import { sessionRepo } from '../session/repo.js';
import { userCreation } from './create.js';
import { passwordRepo } from './password-repo.js';
import type { PasswordService } from './passwords.js';
import { userRepo, type UserChanges } from './repo.js';

const RESET_PASSWORD = 'sys:user:resetPwd';

/** User management within the caller's data range: list, create, edit, disable, delete, roles. */
export function userManagement(
  db: Kysely<Database>,
  access: AccessService,
  passwords: PasswordService,
  audit: AuditLog,
) {
  const users = userRepo(db);
  const creation = userCreation(db, passwords);
  const roles = accessRepo(db);
  const assignment = roleAssignment(db, access);

  /** Refuses roles not offered at the office or giving more than the caller holds (no escalation). */
  const checkAssignable = (p: Principal, roleIds: string[], officePath: string) =>
    assignment.check(p, roleIds, officePath);

  /**
   * Whether an e-mail or phone belongs to another user than `exceptId`. An id outside the caller's
   * range excludes nobody, so the answer is the one for a missing id and tells nothing about it.
   */
  const takenFor = async (p: Principal, v: { email: string; phone: string; exceptId?: string }) => {
    const except = v.exceptId && (await users.findInScope(v.exceptId, p.range)) ? v.exceptId : undefined;
    return users.taken({ email: v.email, phone: v.phone, exceptId: except });
  };

  const checkTaken = async (p: Principal, email: string, phone: string, exceptId?: string) => {
    const t = await takenFor(p, { email, phone, exceptId });
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
        const office = await officeRepo(db).find(q.officeId, p.range);
        if (!office) return { list: [], count: 0, pageNo: q.pageNo, pageSize: q.pageSize };
        officePath = office.path;
      }
      const { rows, count } = await users.list(q, p.range, officePath);
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
      const office = await officeRepo(db).find(input.officeId, p.range);
      if (!office) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
      // The user edited must be of the range (else 404, as for a missing one) before anything else is answered.
      const editing = input.id ? await users.findInScope(input.id, p.range) : undefined;
      if (input.id && !editing) throw new AppError('NOT_FOUND', { message: 'No such user in your range' });
      await checkAssignable(p, input.roleIds, office.path);
      await checkTaken(p, input.email, input.phone, input.id);
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
        // New passwords and resets follow the password policy of the system settings.
        const user = await creation.check({
          officeId: office.id,
          loginName: input.loginName,
          name: input.name,
          password: input.password,
          email: input.email,
          phone: input.phone,
          status: input.status,
          roleIds: input.roleIds,
        });
        const id = await inTransaction(db, async (trx) => {
          const made = await creation.create(trx, user, at);
          const changes = Object.fromEntries(
            Object.entries({ ...fields, office: office.name, roleIds: input.roleIds }).map(([k, v]) => [
              k,
              { after: v },
            ]),
          );
          await audit.record(trx, auditBy(p, meta, 'user', 'create', input.loginName, changes));
          return made;
        });
        return { id };
      }

      const before = editing!;
      if (input.password && !held.has(RESET_PASSWORD))
        throw new AppError('NO_PERMISSION', { message: 'You may not reset passwords' });
      if (before.id === p.userId && input.status !== 'active') {
        throw new AppError('CONFLICT', { message: 'You cannot disable your own account' });
      }
      if (input.password) await passwords.check(input.password, before.id, 'password');
      const newPassword = input.password ? await passwords.prepare(input.password) : undefined;
      const beforeRoles = (await roles.rolesOfUsers([before.id])).map((r) => r.id).sort();
      await assignment.checkManageable(p, beforeRoles);
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
      if (newPassword) changes.password = { after: 'reset' };
      try {
        await inTransaction(db, async (trx) => {
          await userRepo(trx).update(before.id, fields, at);
          if (newPassword) await passwordRepo(trx).replace(before.id, newPassword.hash, newPassword.type, at);
          // A disabled user's sessions, and those of a user whose password was reset, end for good
          // with the change (an administrator resetting their own password keeps this session).
          if (input.status !== 'active') await sessionRepo(trx).endForUser(before.id);
          else if (newPassword) await sessionRepo(trx).endForUser(before.id, p.sessionId);
          await roleRepo(trx).setRoles(before.id, input.roleIds);
          await audit.record(trx, auditBy(p, meta, 'user', 'update', before.loginName, changes));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw loginNameTaken();
        throw err;
      }
      return { id: before.id };
    },

    async remove(p: Principal, ids: string[], meta: RequestMeta): Promise<void> {
      if (ids.includes(p.userId)) throw new AppError('CONFLICT', { message: 'You cannot delete your own account' });
      const found = await Promise.all(ids.map((id) => users.findInScope(id, p.range)));
      if (found.some((u) => !u)) throw new AppError('NOT_FOUND', { message: 'No such user in your range' });
      await assignment.checkManageable(p, [...new Set((await roles.rolesOfUsers(ids)).map((r) => r.id))]);
      await inTransaction(db, async (trx) => {
        await userRepo(trx).deleteMany(ids);
        for (const u of found)
          await audit.record(
            trx,
            auditBy(p, meta, 'user', 'delete', u!.loginName, { loginName: { before: u!.loginName } }),
          );
      });
    },

    /**
     * Roles the caller may assign (to a user of `officeId`, else anywhere in range): offered there
     * (custom roles in their office's subtree) and granting nothing the caller lacks.
     */
    async assignableRoles(p: Principal, officeId?: string): Promise<RoleItem[]> {
      if (!officeId) return assignment.assignable(p);
      const office = await officeRepo(db).find(officeId, p.range);
      if (!office) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
      return assignment.assignable(p, office.path);
    },

    async rolesOf(p: Principal, userId: string): Promise<RoleItem[]> {
      const u = await users.findInScope(userId, p.range);
      if (!u) throw new AppError('NOT_FOUND', { message: 'No such user in your range' });
      const ids = new Set((await roles.rolesOfUsers([u.id])).map((r) => r.id));
      return (await roles.roles())
        .filter((r) => ids.has(r.id))
        .map(({ id, code, name, builtIn }) => ({ id, code, name, builtIn }));
    },

    /** Whether an e-mail or phone belongs to another user already (than `exceptId`, a user of the range). */
    taken: takenFor,
  };
}
export type UserManagement = ReturnType<typeof userManagement>;
