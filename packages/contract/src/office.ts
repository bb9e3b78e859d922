import { z } from 'zod/mini';
import { pageNo, requiredLine, text, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';

export const OFFICE_TYPES = ['platform', 'agent', 'customer', 'office'] as const;
export type OfficeType = (typeof OFFICE_TYPES)[number];

/** A node of the institution tree, as the lazy tree loads it. */
export interface OfficeNode {
  id: string;
  parentId: string | null;
  name: string;
  type: OfficeType;
  sort: number;
  remarks: string;
  hasChildren: boolean;
  createdAt: number;
  updatedAt: number;
}

/** An office found by search, with the names of its ancestors inside the caller's range. */
export interface OfficeHit extends OfficeNode {
  pathNames: string[];
}

/** Live figures of an office (and, for officeDynamicData, its whole subtree). */
export interface OfficeFigures {
  officeId: string;
  users: number;
  /** Alone: its direct sub-offices; with its subtree: the offices below it at all levels. */
  offices: number;
  /** Terminals authorised into the office(s), and those of them online now. */
  terminalsOnline: number;
  terminalsTotal: number;
  /** The sizes of the office(s)' materials, summed. */
  storageBytes: number;
}

const id = requiredLine(64);

/** POST /a/api/office/save: create (no id) or rename/re-sort (id). Agents and customers open elsewhere. */
export const officeSave = z.object({
  id: z.optional(id),
  parentId: z.optional(id),
  name: requiredLine(100),
  sort: withDefault(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  remarks: withDefault(text().check(z.trim(), z.maxLength(500)), ''),
});
export type OfficeSave = z.infer<typeof officeSave>;

export const officeId = z.object({ id });
export const officeChildren = z.object({ id: z.optional(id) });
export const officeMove = z.object({ id, parentId: id });

/**
 * Why the office tree refused a move or an edit (409, `data.fields[].message`, on field `id` or
 * `parentId`): the platform and the root of the caller's range stay put; nothing moves into its
 * own subtree; agents stay directly under the platform, customers directly under an agent or the
 * platform; saving never moves an office.
 */
export const OFFICE_TREE_REASONS = [
  'platformFixed',
  'ownOffice',
  'intoItself',
  'agentUnderPlatform',
  'customerUnderAgent',
  'moveSeparately',
] as const;
export type OfficeTreeReason = (typeof OFFICE_TREE_REASONS)[number];
export const officeSearch = z.object({
  name: withDefault(trimmedLine(100), ''),
  pageNo: pageNo(),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
});

/** Answers of the office calls, as the console checks them. */
export const officeNode: z.ZodMiniType<OfficeNode> = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  name: z.string(),
  type: z.enum(OFFICE_TYPES),
  sort: z.number(),
  remarks: z.string(),
  hasChildren: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const officeHit: z.ZodMiniType<OfficeHit> = z.intersection(
  officeNode,
  z.object({ pathNames: z.array(z.string()) }),
);
export const officeHitPage = pageOf(officeHit);
export const officeFigures: z.ZodMiniType<OfficeFigures> = z.object({
  officeId: z.string(),
  users: z.int().check(z.nonnegative()),
  offices: z.int().check(z.nonnegative()),
  terminalsOnline: z.int().check(z.nonnegative()),
  terminalsTotal: z.int().check(z.nonnegative()),
  storageBytes: z.number().check(z.nonnegative()),
});
/**
 * jsonObject of a refused deleteOffice: what the office's subtree still holds, to be moved or
 * deleted first (users, offices below it, custom roles belonging to its offices, their terminals in
 * any state, materials and programs). Its publications are its history and go with it.
 */
export const officeHoldings = z.object({
  users: z.int().check(z.nonnegative()),
  offices: z.int().check(z.nonnegative()),
  roles: z.int().check(z.nonnegative()),
  terminals: z.int().check(z.nonnegative()),
  materials: z.int().check(z.nonnegative()),
  programs: z.int().check(z.nonnegative()),
});
export type OfficeHoldings = z.infer<typeof officeHoldings>;

/** The calls of the institution tree (/a/api/office). */
export const officeApi = endpoints('office', {
  treeDataNew: {
    method: 'GET',
    path: '/a/api/office/treeDataNew',
    access: 'sys:office:view',
    summary: 'The institution tree, lazily: the root of your range, or the children of `id`',
    input: officeChildren,
    answer: { jsonObject: z.array(officeNode) },
  },
  findChild: {
    method: 'GET',
    path: '/a/api/office/findChild',
    access: 'sys:office:view',
    summary: 'The children of office `id`',
    input: officeId,
    answer: { jsonObject: z.array(officeNode) },
  },
  searchOffice: {
    method: 'GET',
    path: '/a/api/office/searchOffice',
    access: 'sys:office:view',
    summary: 'Offices of your range whose name contains `name`, paged, with their path',
    input: officeSearch,
    answer: { data: officeHitPage },
  },
  save: {
    method: 'POST',
    path: '/a/api/office/save',
    access: 'sys:office:edit',
    summary: 'Create an office (no id) under `parentId`, or edit one',
    input: officeSave,
    answer: { jsonObject: officeNode },
  },
  deleteOffice: {
    method: 'POST',
    path: '/a/api/office/deleteOffice',
    access: 'sys:office:delete',
    summary:
      'Delete an office; refused (409, what it holds) while its subtree holds users, sub-offices, custom roles, ' +
      'terminals, materials or programs',
    input: officeId,
  },
  moveinstitude: {
    method: 'POST',
    path: '/a/api/office/moveinstitude',
    access: 'sys:office:move',
    summary: 'Move an office and its subtree under `parentId`',
    input: officeMove,
    answer: { jsonObject: officeNode },
  },
  findInstantStatistics: {
    method: 'GET',
    path: '/a/api/office/findInstantStatistics',
    access: 'sys:office:view',
    summary: 'Figures of the office alone: users, sub-offices, terminals, storage',
    input: officeId,
    answer: { jsonObject: officeFigures },
  },
  officeDynamicData: {
    method: 'GET',
    path: '/a/api/office/officeDynamicData',
    access: 'sys:office:view',
    summary: 'Figures of the office with its whole subtree',
    input: officeId,
    answer: { jsonObject: officeFigures },
  },
});
