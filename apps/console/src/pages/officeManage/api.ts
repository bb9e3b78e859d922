import { officeApi, type InputOf, type OfficeNode, type Permission } from '@apm/contract';
import { call } from '../../api/client';
import { callKey } from '../../api/hooks';

/** The permissions of the page's buttons (menu catalogue: officeManage); the tree itself needs OFFICE_VIEW. */
export const OFFICE_EDIT: Permission = 'sys:office:edit';
export const OFFICE_DELETE: Permission = 'sys:office:delete';
export const OFFICE_MOVE: Permission = 'sys:office:move';

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
