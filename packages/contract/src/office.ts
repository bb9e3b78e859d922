import { z } from 'zod';

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
  offices: number;
  terminalsOnline: number;
  terminalsTotal: number;
  storageBytes: number;
}

const id = z.string().trim().min(1).max(64);

/** POST /a/api/office/save: create (no id) or rename/re-sort (id). Agents and customers open elsewhere. */
export const officeSave = z.object({
  id: id.optional(),
  parentId: id.optional(),
  name: z.string().trim().min(1).max(100),
  sort: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  remarks: z.string().trim().max(500).optional().default(''),
});
export type OfficeSave = z.infer<typeof officeSave>;

export const officeId = z.object({ id });
export const officeChildren = z.object({ id: id.optional() });
export const officeMove = z.object({ id, parentId: id });
export const officeSearch = z.object({
  name: z.string().trim().max(100).optional().default(''),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
