import { officeApi, type InputOf, type OfficeNode, type Permission } from '@apm/contract';
import { call } from '../../api/client';
import { callKey } from '../../api/hooks';

/** The permissions of the page and its buttons (menu catalogue: officeManage). */
export const OFFICE_VIEW: Permission = 'sys:office:view';
export const OFFICE_EDIT: Permission = 'sys:office:edit';
export const OFFICE_DELETE: Permission = 'sys:office:delete';
export const OFFICE_MOVE: Permission = 'sys:office:move';

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

/** The key prefix of every search, and of every figure of either kind. */
export const searchesKey = (userId: string) => callKey(userId, officeApi.searchOffice);
export const figuresKeys = (userId: string) => [
  callKey(userId, officeApi.findInstantStatistics),
  callKey(userId, officeApi.officeDynamicData),
];

/** Creates (no id) or edits an office; answers it as saved. */
export const saveOffice = async (input: InputOf<typeof officeApi.save>): Promise<OfficeNode> =>
  (await call(officeApi.save, input)).jsonObject;

/** Refused (409, jsonObject: what it holds) unless the office is empty. */
export const deleteOffice = async (id: string): Promise<void> => {
  await call(officeApi.deleteOffice, { id });
};

/** Moves an office with its subtree under `parentId`. */
export const moveOffice = async (id: string, parentId: string): Promise<OfficeNode> =>
  (await call(officeApi.moveinstitude, { id, parentId })).jsonObject;
