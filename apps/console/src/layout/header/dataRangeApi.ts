import { dataRangeInfo, officeNode, type DataRangeInfo, type OfficeNode } from '@apm/contract';
import { call } from '../../api/request';

/** Query keys of the data range, under the session (signing out forgets them), per user. */
export const dataRangeKeys = {
  current: (userId: string) => ['session', 'dataRange', userId] as const,
  tree: (userId: string) => ['session', 'dataRangeTree', userId] as const,
};

/** GET /a/api/user/dataRange: the range the user's lists show now. */
export const fetchDataRange = (signal?: AbortSignal): Promise<DataRangeInfo> =>
  call('/a/api/user/dataRange', { signal }, (v) => dataRangeInfo.parse(v));

/** GET /a/api/user/updateDefDataRange: narrows the range to an office of the user's own range; none resets it. */
export const updateDataRange = (officeId: string | undefined): Promise<DataRangeInfo> =>
  call('/a/api/user/updateDefDataRange', { params: { officeId } }, (v) => dataRangeInfo.parse(v));

/** GET /a/api/user/dataRangeTree: one level of the offices the user may choose. */
export const fetchDataRangeLevel = (parentId: string | undefined, signal?: AbortSignal): Promise<OfficeNode[]> =>
  call('/a/api/user/dataRangeTree', { params: { id: parentId }, signal }, (v) => officeNode.array().parse(v));
