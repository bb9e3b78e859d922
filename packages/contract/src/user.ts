import { z } from 'zod/mini';
import { line, pageNo, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';
import { userInfo } from './session.js';
import { loginName, password } from './system.js';

export const USER_STATUSES = ['active', 'disabled'] as const;

const id = requiredLine(64);
const commaIds = z.pipe(
  trimmedLine(4000),
  z.transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ]),
);

/** GET /a/api/user/usereList. */
export const userListQuery = z.object({
  pageNo: pageNo(),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
  /** Users of this office and its subtree (inside the caller's range). */
  officeId: z.optional(id),
  name: withDefault(trimmedLine(64), ''),
  loginName: withDefault(trimmedLine(64), ''),
  status: z.optional(z.enum(USER_STATUSES)),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export interface UserListItem {
  id: string;
  loginName: string;
  name: string;
  email: string;
  phone: string;
  officeId: string;
  officeName: string;
  status: (typeof USER_STATUSES)[number];
  roleIds: string[];
  roleNames: string[];
  loginDate: number | null;
  createdAt: number;
}

export const phone = line().check(z.trim(), z.regex(/^\+?[0-9 ()-]{5,20}$/, 'phoneFormat'));

/** POST /a/api/user/save: create (no id; password required) or edit (a password resets it). */
export const userSave = z.object({
  id: z.optional(id),
  officeId: id,
  loginName,
  name: requiredLine(64),
  email: withDefault(z.union([z.literal(''), z.email().check(z.maxLength(128))]), ''),
  phone: withDefault(z.union([z.literal(''), phone]), ''),
  password: withDefault(z.union([z.literal(''), password]), ''),
  status: withDefault(z.enum(USER_STATUSES), 'active'),
  /** Comma-joined role ids. */
  roleIds: withDefault(commaIds, []),
});
export type UserSave = z.infer<typeof userSave>;

export const userIds = z.object({ ids: z.pipe(commaIds, z.array(id).check(z.minLength(1), z.maxLength(200))) });
export const userIdQuery = z.object({ userId: id });
export const phoneOrEmail = z.object({
  id: z.optional(id),
  phone: withDefault(trimmedLine(32), ''),
  email: withDefault(trimmedLine(128), ''),
});

/** A role as the user pages list it. */
export interface RoleItem {
  id: string;
  code: string;
  name: string;
  builtIn: boolean;
}

/** Answers of the user management calls, as the console checks them. */
export const userListItem: z.ZodMiniType<UserListItem> = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  status: z.enum(USER_STATUSES),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()),
  loginDate: z.nullable(z.number()),
  createdAt: z.number(),
});
export const userListPage = pageOf(userListItem);
export const roleItem: z.ZodMiniType<RoleItem> = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
});
/** jsonObject of checkPhoneOrEmail. */
export const contactTaken = z.object({ emailTaken: z.boolean(), phoneTaken: z.boolean() });
export type ContactTaken = z.infer<typeof contactTaken>;

/** The calls of user management (/a/api/user). */
export const userApi = endpoints('user', {
  getUserInfo: {
    method: 'GET',
    path: '/a/api/user/getUserInfo',
    access: 'login',
    summary: 'The signed-in user: profile, permissions [{id, operation}] and roles [{id, operation}]',
    answer: { jsonObject: userInfo },
  },
  usereList: {
    method: 'GET',
    path: '/a/api/user/usereList',
    access: 'sys:user:view',
    summary: 'Users of your range, paged; filter by office (with its subtree), name, login name, status',
    input: userListQuery,
    answer: { data: userListPage },
  },
  save: {
    method: 'POST',
    path: '/a/api/user/save',
    access: 'sys:user:edit',
    summary: 'Create a user (no id) or edit one; a password on edit resets it (needs sys:user:resetPwd)',
    input: userSave,
    answer: { jsonObject: z.object({ id: z.string() }) },
  },
  delete: {
    method: 'POST',
    path: '/a/api/user/delete',
    access: 'sys:user:delete',
    summary: 'Delete users (comma-joined ids) of your range; never yourself',
    input: userIds,
  },
  allRoleList: {
    method: 'GET',
    path: '/a/api/user/allRoleList',
    access: 'sys:user:view',
    summary: 'The roles you may assign (to a user of officeId: those offered there)',
    input: z.object({ officeId: z.optional(id) }),
    answer: { jsonObject: z.array(roleItem) },
  },
  roleListByUserId: {
    method: 'GET',
    path: '/a/api/user/roleListByUserId',
    access: 'sys:user:view',
    summary: 'The roles of a user of your range',
    input: userIdQuery,
    answer: { jsonObject: z.array(roleItem) },
  },
  rolesByUserId: {
    method: 'GET',
    path: '/a/api/user/rolesByUserId',
    access: 'sys:user:view',
    summary: 'The role ids of a user of your range',
    input: userIdQuery,
    answer: { jsonObject: z.array(z.string()) },
  },
  checkPhoneOrEmail: {
    method: 'POST',
    path: '/a/api/user/checkPhoneOrEmail',
    access: 'sys:user:view',
    summary: 'Whether an e-mail or phone belongs to another user than `id`',
    input: phoneOrEmail,
    answer: { jsonObject: contactTaken },
  },
});
