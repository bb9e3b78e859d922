import { dataRangeApi, type Answer, type OfficeNode } from '@apm/contract';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { callKey, useCall } from '../../api/hooks';
import { useSession } from '../../session/SessionContext';

/** The range the user's lists show now. */
export function useDataRange() {
  const answer = useCall(dataRangeApi.dataRange, undefined, { quiet: true });
  return { ...answer, data: answer.data?.jsonObject };
}

/** Narrows the range to an office of the user's own range; none resets it. Answers the range now. */
export const updateDataRange = async (officeId: string | undefined) =>
  (await call(dataRangeApi.updateDefDataRange, { officeId })).jsonObject;

/** One level of the offices the user may choose. */
export const fetchDataRangeLevel = async (parentId: string | undefined, signal?: AbortSignal): Promise<OfficeNode[]> =>
  (await call(dataRangeApi.dataRangeTree, { id: parentId }, { signal })).jsonObject;

/** The key under which the office choice keeps its levels. */
export const dataRangeTreeKey = (userId: string) => callKey(userId, dataRangeApi.dataRangeTree);

/**
 * After the range changed: the header shows the new one at once, and every other read of the
 * console (every list shows the range) is asked again.
 */
export function useRangeChanged() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const rangeKey = callKey(user.id, dataRangeApi.dataRange);
  return async (range: Answer<typeof dataRangeApi.dataRange>['jsonObject']) => {
    queryClient.setQueryData<Answer<typeof dataRangeApi.dataRange>>(rangeKey, { jsonObject: range, data: undefined });
    await queryClient.invalidateQueries({ predicate: (q) => q.queryHash !== hashKey(rangeKey) });
  };
}
