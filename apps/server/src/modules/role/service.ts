import {
  WILDCARD,
  type GrantNode,
  type MenuType,
  type OfficeNode,
  type Page,
  type RoleDetail,
  type RoleListItem,
  type RoleListQuery,
  type RoleSave,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import { pathInRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { accessRepo, type MenuAdminRow } from '../access/repo.js';
import { holdsPermission, type AccessService, type Grants } from '../access/service.js';
import { auditBy, type AuditEntry, type AuditLog } from '../log/audit.js';
import { officeRepo } from '../office/repo.js';
import { officeTreeLevel } from '../office/service.js';
import { withinGrants } from './assignment.js';
import { roleRepo, type RoleRow, type RoleValues } from './repo.js';

/** The menu entries the caller may grant, nested; entries open to everyone are left out (nothing to grant). */
export function grantTree(
  rows: MenuAdminRow[],
  mine: Pick<Grants, 'permissions' | 'grantsAll' | 'platform'>,
): GrantNode[] {
  const holds = (m: MenuAdminRow) => m.permission !== WILDCARD && holdsPermission(mine, m.permission);
  const byParent = new Map<string | null, MenuAdminRow[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parentId: string | null): GrantNode[] =>
    (byParent.get(parentId) ?? []).flatMap((m) => {
      const children = build(m.id);
      if (!holds(m) && children.length === 0) return [];
      return [
        {
          id: m.id,
          name: m.name,
          type: m.type as MenuType,
          permission: m.permission,
          built: m.built,
          custom: m.custom,
          grantable: holds(m),
          children,
        },
      ];
    });
  return build(null);
}

/** Role management within the caller's range, never granting more than the caller holds. */
export function roleService(db: Kysely<Database>, access: AccessService, audit: AuditLog) {
  const repo = roleRepo(db);
  const menus = accessRepo(db);

  /** The entries and permission strings each role grants (the administrator: every one). */
  const grantsOfRoles = async (
    roles: RoleRow[],
  ): Promise<Map<string, { menuIds: string[]; permissions: string[] }>> => {
    const [rows, links] = await Promise.all([menus.menuPermissions(), repo.menuIdsOfRoles(roles.map((r) => r.id))]);
    const permissionOf = new Map(rows.map((m) => [m.id, m.permission]));
    const out = new Map<string, { menuIds: string[]; permissions: string[] }>();
    for (const r of roles) {
      const ids = r.grantsAll
        ? rows.filter((m) => m.permission !== WILDCARD).map((m) => m.id)
        : links.filter((l) => l.roleId === r.id).map((l) => l.menuId);
      out.set(r.id, {
        menuIds: ids.sort(),
        permissions: [...new Set(ids.map((id) => permissionOf.get(id)!))].sort(),
      });
    }
    return out;
  };
  const permissionsOf = async (r: RoleRow) => (await grantsOfRoles([r])).get(r.id)!;

  /** Whether the caller may change a role: custom, of an office in range, granting nothing the caller lacks. */
  const editable = (p: Principal, mine: Grants, r: RoleRow, permissions: string[]) =>
    !r.builtIn && r.officePath !== '' && pathInRange(r.officePath, p.range) && withinGrants(mine, r, permissions);

  const listItem = (r: RoleRow, canEdit: boolean): RoleListItem => ({
    id: r.id,
    code: r.code,
    name: r.name,
    officeId: r.officeId,
    officeName: r.officeName,
    dataScope: r.dataScope,
    remarks: r.remarks,
    builtIn: r.builtIn,
    grantsAll: r.grantsAll,
    users: r.users,
    editable: canEdit,
    updatedAt: r.updatedAt,
  });

  /** The role for a change, refused when the caller may not change it. */
  const mustManage = async (p: Principal, id: string) => {
    const r = await repo.find(id, p.range);
    if (!r) throw new AppError('NOT_FOUND', { message: 'No such role in your range' });
    if (r.builtIn)
      throw new AppError('CONFLICT', {
        message: 'Built-in roles cannot be changed; copy one into a new role instead',
        jsonObject: { builtIn: true },
      });
    if (!pathInRange(r.officePath, p.range)) throw new AppError('NOT_FOUND', { message: 'No such role in your range' });
    const [mine, granted] = await Promise.all([access.grantsOf(p.userId), permissionsOf(r)]);
    if (!withinGrants(mine, r, granted.permissions))
      throw new AppError('NO_PERMISSION', { message: 'This role grants permissions you do not hold' });
    return { role: r, mine, granted };
  };

  /** The menu entries a save may grant: known, and held by the caller; entries open to all are dropped. */
  const checkGrants = async (mine: Grants, menuIds: string[]) => {
    const rows = await menus.menuPermissions();
    const byId = new Map(rows.map((m) => [m.id, m.permission]));
    if (menuIds.some((id) => !byId.has(id)))
      throw new AppError('VALIDATION', { fields: [{ field: 'menuIds', message: 'unknownMenu' }] });
    const ids = menuIds.filter((id) => byId.get(id) !== WILDCARD).sort();
    const permissions = [...new Set(ids.map((id) => byId.get(id)!))].sort();
    const missing = permissions.filter((p) => !holdsPermission(mine, p));
    if (missing.length)
      throw new AppError('NO_PERMISSION', {
        message: `You cannot grant permissions you do not hold: ${missing.join(', ')}`,
        jsonObject: { permissions: missing },
        fields: [{ field: 'menuIds', message: 'notHeld' }],
      });
    return { ids, permissions };
  };

  const codeTaken = () =>
    new AppError('CONFLICT', {
      message: 'This role code is taken',
      fields: [{ field: 'code', message: 'codeTaken' }],
    });
  /**
   * Custom codes are unique per office (the database's index sees to it); a built-in role's code
   * is taken in every office, regardless of case, so that a code alone always names the built-in role.
   */
  const refuseBuiltInCode = async (code: string) => {
    if (await repo.builtIn(code)) throw codeTaken();
  };

  return {
    async list(p: Principal, q: RoleListQuery): Promise<Page<RoleListItem>> {
      const { rows, count } = await repo.page(p.range, q.keyword, (q.pageNo - 1) * q.pageSize, q.pageSize);
      const [mine, grants] = await Promise.all([access.grantsOf(p.userId), grantsOfRoles(rows)]);
      const list = rows.map((r) => listItem(r, editable(p, mine, r, grants.get(r.id)!.permissions)));
      return { list, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async detail(p: Principal, id: string): Promise<RoleDetail> {
      const r = await repo.find(id, p.range);
      if (!r) throw new AppError('NOT_FOUND', { message: 'No such role in your range' });
      const [mine, granted] = await Promise.all([access.grantsOf(p.userId), permissionsOf(r)]);
      return { ...listItem(r, editable(p, mine, r, granted.permissions)), ...granted };
    },

    /** The catalogue as the caller may grant it. */
    async menuTree(p: Principal): Promise<GrantNode[]> {
      const [rows, mine] = await Promise.all([menus.menuAdminRows(), access.grantsOf(p.userId)]);
      return grantTree(rows, mine);
    },

    /** One level of the offices a role may belong to: no id, the root of the caller's range. */
    officeTree: (p: Principal, id: string | undefined): Promise<OfficeNode[]> => officeTreeLevel(db, p.range, id),

    async save(p: Principal, input: RoleSave, meta: RequestMeta): Promise<{ id: string }> {
      const office = await officeRepo(db).find(input.officeId, p.range);
      if (!office) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
      const values: RoleValues = {
        code: input.code,
        name: input.name,
        officeId: office.id,
        dataScope: input.dataScope,
        remarks: input.remarks,
      };
      const at = now();

      if (!input.id) {
        await refuseBuiltInCode(input.code);
        const mine = await access.grantsOf(p.userId);
        const grants = await checkGrants(mine, input.menuIds);
        const id = newId(at);
        try {
          await inTransaction(db, async (trx) => {
            await roleRepo(trx).insert(id, values, at);
            await roleRepo(trx).setGrants(id, grants.ids);
            await audit.record(
              trx,
              auditBy(p, meta, 'role', 'create', input.code, {
                name: { after: input.name },
                code: { after: input.code },
                office: { after: office.name },
                dataScope: { after: input.dataScope },
                remarks: { after: input.remarks },
                grants: { after: grants.permissions },
              }),
            );
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw codeTaken();
          throw err;
        }
        return { id };
      }

      const { role: before, mine, granted } = await mustManage(p, input.id);
      await refuseBuiltInCode(input.code);
      const grants = await checkGrants(mine, input.menuIds);
      if (office.id !== before.officeId) {
        const outside = await repo.holdersOutside(before.id, office.path);
        if (outside > 0)
          throw new AppError('CONFLICT', {
            message: `${outside} user(s) holding the role are outside that office`,
            jsonObject: { users: outside },
            fields: [{ field: 'officeId', message: 'heldOutside' }],
          });
      }
      const old = {
        name: before.name,
        code: before.code,
        office: before.officeName,
        dataScope: before.dataScope,
        remarks: before.remarks,
        grants: granted.permissions,
      };
      const next = { ...old, ...values, office: office.name, grants: grants.permissions };
      const changes: AuditEntry['changes'] = {};
      for (const k of Object.keys(old) as (keyof typeof old)[]) {
        if (JSON.stringify(old[k]) !== JSON.stringify(next[k])) changes[k] = { before: old[k], after: next[k] };
      }
      try {
        await inTransaction(db, async (trx) => {
          await roleRepo(trx).update(before.id, values, at);
          await roleRepo(trx).setGrants(before.id, grants.ids);
          await audit.record(trx, auditBy(p, meta, 'role', 'update', input.code, changes));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw codeTaken();
        throw err;
      }
      return { id: before.id };
    },

    /** Deletes a custom role nobody holds; refused, saying how many hold it, otherwise. */
    async remove(p: Principal, id: string, meta: RequestMeta): Promise<void> {
      const { role, granted } = await mustManage(p, id);
      const held = () =>
        repo.holders(role.id).then(
          (users) =>
            new AppError('CONFLICT', {
              message: `The role is held by ${users} user(s)`,
              jsonObject: { users },
            }),
        );
      if (role.users > 0) throw await held();
      let refused = false;
      await inTransaction(db, async (trx) => {
        // Checked again in the deleting statement: a user given the role meanwhile keeps it.
        if (!(await roleRepo(trx).deleteUnheld(role.id))) {
          refused = true;
          return;
        }
        await audit.record(
          trx,
          auditBy(p, meta, 'role', 'delete', role.code, {
            name: { before: role.name },
            code: { before: role.code },
            office: { before: role.officeName },
            dataScope: { before: role.dataScope },
            grants: { before: granted.permissions },
          }),
        );
      });
      if (refused) throw await held();
    },
  };
}
export type RoleService = ReturnType<typeof roleService>;
