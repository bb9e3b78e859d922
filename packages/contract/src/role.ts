import { z } from 'zod/mini';
import { line, requiredLine, text, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import type { MenuType } from './menu.js';
import { officeNode } from './office.js';

/**
 * Role management (GET/POST /a/api/role/...). A custom role belongs to an office: it is offered
 * to the users of that office's subtree. Built-in roles belong to none and are offered everywhere.
 */

/** Data scope of a role: the user's office and everything under it, or the user's own office only. */
export const DATA_SCOPES = ['subtree', 'office'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const ROLE_NAME_MAX = 64;
export const ROLE_REMARKS_MAX = 500;

const id = requiredLine(64);

/** Comma-joined ids, de-duplicated. */
const commaIds = z.pipe(
  trimmedLine(20_000),
  z.transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ]),
);

/** GET /a/api/role/list: roles of the caller's range, paged; `keyword` matches name or code. */
export const roleListQuery = z.extend(pageQuery, {
  keyword: withDefault(trimmedLine(64), ''),
});
export type RoleListQuery = z.infer<typeof roleListQuery>;

/**
 * A role code: a letter, then letters, digits, '_' or '-'. Unique in its office regardless of case;
 * a built-in role's code is taken in every office.
 */
export const roleCode = line().check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9_-]{1,39}$/, 'roleCodeFormat'));

/** POST /a/api/role/save: create (no id) or edit a custom role. */
export const roleSave = z.object({
  id: z.optional(id),
  name: requiredLine(ROLE_NAME_MAX),
  code: roleCode,
  /** The office the role belongs to (in the caller's range). */
  officeId: id,
  dataScope: withDefault(z.enum(DATA_SCOPES), 'subtree'),
  remarks: withDefault(text().check(z.trim(), z.maxLength(ROLE_REMARKS_MAX)), ''),
  /** Comma-joined menu entry ids the role grants (pages and buttons). */
  menuIds: withDefault(z.pipe(commaIds, z.array(id).check(z.maxLength(2000))), []),
});
export type RoleSave = z.infer<typeof roleSave>;

export const roleIdQuery = z.object({ id });

/** GET /a/api/role/officeTree: one level of the offices a role may belong to (no id: the root). */
export const roleOfficeQuery = z.object({ id: z.optional(id) });

/** A role as the role list shows it. */
export const roleListItem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** null for a built-in role (offered everywhere). */
  officeId: z.nullable(z.string()),
  officeName: z.string(),
  dataScope: z.enum(DATA_SCOPES),
  remarks: z.string(),
  builtIn: z.boolean(),
  /** The administrator role: every permission, also of entries added later. */
  grantsAll: z.boolean(),
  /** How many users hold the role. */
  users: z.number(),
  /** Whether the caller may edit and delete it: custom, of an office in range, granting nothing the caller lacks. */
  editable: z.boolean(),
  updatedAt: z.number(),
});
export type RoleListItem = z.infer<typeof roleListItem>;

export const rolePage = pageOf(roleListItem);

/** GET /a/api/role/detail: the role and the menu entries it grants. */
export const roleDetail = z.extend(roleListItem, {
  menuIds: z.array(z.string()),
  /** The permission strings those entries carry. */
  permissions: z.array(z.string()),
});
export type RoleDetail = z.infer<typeof roleDetail>;

/** A node of GET /a/api/role/menuTree: the catalogue as the caller may grant it. */
export interface GrantNode {
  id: string;
  name: string;
  type: MenuType;
  permission: string;
  /** Whether the page works yet (false: granted now, shown in the menu once it is built). */
  built: boolean;
  custom: boolean;
  /** Whether the entry itself can be granted (false: a group, or an entry shown for what lies under it). */
  grantable: boolean;
  children: GrantNode[];
}
export const grantNode: z.ZodMiniType<GrantNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['group', 'page', 'button', 'link']),
    permission: z.string(),
    built: z.boolean(),
    custom: z.boolean(),
    grantable: z.boolean(),
    children: z.array(grantNode),
  }),
);

/** Why a role save or delete is refused (data.fields messages the console translates). */
export type RoleProblem = 'codeTaken' | 'roleCodeFormat' | 'unknownMenu' | 'notHeld' | 'heldOutside';

/** The calls of role management (/a/api/role). */
export const roleApi = endpoints('role', {
  list: {
    method: 'GET',
    path: '/a/api/role/list',
    access: 'sys:role:view',
    summary: 'Roles of your range (built-in ones, those of offices in range or above it), paged; keyword: name or code',
    input: roleListQuery,
    answer: { data: rolePage },
  },
  detail: {
    method: 'GET',
    path: '/a/api/role/detail',
    access: 'sys:role:view',
    summary: 'A role with the menu entries and permissions it grants',
    input: roleIdQuery,
    answer: { jsonObject: roleDetail },
  },
  menuTree: {
    method: 'GET',
    path: '/a/api/role/menuTree',
    access: 'sys:role:view',
    summary: 'The menu and button tree you may grant (the permissions you hold)',
    answer: { jsonObject: z.array(grantNode) },
  },
  officeTree: {
    method: 'GET',
    path: '/a/api/role/officeTree',
    access: 'sys:role:view',
    summary: 'One level of the offices a role may belong to (no id: the root of your range)',
    input: roleOfficeQuery,
    answer: { jsonObject: z.array(officeNode) },
  },
  save: {
    method: 'POST',
    path: '/a/api/role/save',
    access: 'sys:role:edit',
    summary: 'Create (no id) or edit a custom role: name, code, office, data scope, remarks, menu entries',
    input: roleSave,
    answer: { jsonObject: z.object({ id: z.string() }) },
  },
  delete: {
    method: 'POST',
    path: '/a/api/role/delete',
    access: 'sys:role:delete',
    summary: 'Delete a custom role nobody holds',
    input: roleIdQuery,
  },
});
