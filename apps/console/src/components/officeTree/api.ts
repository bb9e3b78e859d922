import { officeApi, type Permission } from '@apm/contract';
import { call } from '../../api/client';
import { callKey } from '../../api/hooks';

/** The permission the tree's reads need (menu catalogue: officeManage); without it a page shows no tree. */
export const OFFICE_VIEW: Permission = 'sys:office:view';

/** The parent id under which the root of the caller's range is listed (treeDataNew without id). */
export const ROOT = '';

const childrenOf = (parentId: string) => ({ id: parentId || undefined });

/**
 * The query key of an office's children list (ROOT: the root of the range). Both the institution
 * page and the user page read the same lists, so a change on one shows on the other.
 */
export const childrenKey = (userId: string, parentId: string) =>
  callKey(userId, officeApi.treeDataNew, childrenOf(parentId));

/** Without a parent, the root of the caller's range; with one, its children. */
export const fetchOfficeChildren = (parentId: string, signal?: AbortSignal) =>
  call(officeApi.treeDataNew, childrenOf(parentId), { signal });
