import { z } from 'zod';
import { line, pageNo } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';
import { userInfo } from './session.js';
import { loginName, password } from './system.js';

export const USER_STATUSES = ['active', 'disabled'] as const;

const id = line().trim().min(1).max(64);
const commaIds = line()
  .trim()
  .max(4000)
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ]);

/** GET /a/api/user/usereList. */
export const userListQuery = z.object({
  pageNo: pageNo(),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  /** Users of this office and its subtree (inside the caller's range). */
  officeId: id.optional(),
  name: line().trim().max(64).optional().default(''),
  loginName: line().trim().max(64).optional().default(''),
  status: z.enum(USER_STATUSES).optional(),
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

export const phone = line()
  .trim()
  .regex(/^\+?[0-9 ()-]{5,20}$/, 'phoneFormat');

/** POST /a/api/user/save: create (no id; password required) or edit (a password resets it). */
export const userSave = z.object({
  id: id.optional(),
  officeId: id,
  loginName,
  name: line().trim().min(1).max(64),
  email: z
    .union([z.literal(''), z.email().max(128)])
    .optional()
    .default(''),
  phone: z
    .union([z.literal(''), phone])
    .optional()
    .default(''),
  password: z
    .union([z.literal(''), password])
    .optional()
    .default(''),
  status: z.enum(USER_STATUSES).optional().default('active'),
  /** Comma-joined role ids. */
  roleIds: commaIds.optional().default([]),
});
export type UserSave = z.infer<typeof userSave>;

export const userIds = z.object({ ids: commaIds.pipe(z.array(id).min(1).max(200)) });
export const userIdQuery = z.object({ userId: id });
export const phoneOrEmail = z.object({
  id: id.optional(),
  phone: line().trim().max(32).optional().default(''),
  email: line().trim().max(128).optional().default(''),
});

/** A role as the user pages list it. */
export interface RoleItem {
  id: string;
  code: string;
  name: string;
  builtIn: boolean;
}

/** Answers of the user management calls, as the console checks them. */
export const userListItem: z.ZodType<UserListItem> = z.object({
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
  loginDate: z.number().nullable(),
  createdAt: z.number(),
});
export const userListPage = pageOf(userListItem);
export const roleItem: z.ZodType<RoleItem> = z.object({
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
    input: z.object({ officeId: id.optional() }),
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
