import { notificationApi, type MessageListAnswer, type Permission, type ReadState } from '@apm/contract';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/client';
import { callKey, tagKey, useCall } from '../api/hooks';
import { useSession } from '../session/SessionContext';
import { BELL_QUERY, BELL_REFRESH_MS, afterMarkedRead, readStateParams } from './rules';

/** The permission of the bell, the notifications page and their calls. */
export const NOTICE_VIEW: Permission = 'sys:messageNotification:view';
export const NOTICE_DELETE: Permission = 'sys:messageNotification:delete';
/** Where the bell's "View all" leads (spec 2). */
export const NOTICES_PATH = '/sysManage/messageNotification';

export interface NoticeQuery {
  pageNo: number;
  pageSize: number;
  /** '' for all. */
  readState?: ReadState | '';
}

/** The bell's notices: the latest page of 10, asked again every minute. */
export const useBellNotices = () =>
  // A failed poll only leaves the bell empty (spec 8): no toast every minute while the server is away.
  useCall(notificationApi.list, BELL_QUERY, { refetchInterval: BELL_REFRESH_MS, quiet: true });

/**
 * Marks the bell's notices read in one call. The bell's count then stays at 0 (spec 2: opening it
 * resets the count, older unread notices or not), so only the other reads of notices are asked again.
 */
export function useMarkBellRead() {
  const { user } = useSession();
  const client = useQueryClient();
  const bell = callKey(user.id, notificationApi.list, BELL_QUERY);
  return useMutation({
    mutationFn: (ids: string[]) => call(notificationApi.updateReadState, readStateParams(ids)),
    onSuccess: (_answer, ids) => {
      client.setQueryData<MessageListAnswer>(bell, (a) => a && afterMarkedRead(a, ids));
      void client.invalidateQueries({
        queryKey: tagKey(user.id, notificationApi.list.tag),
        predicate: (q) => q.queryHash !== hashKey(bell),
      });
    },
  });
}

/** Resets the bell's count to 0 when nothing listed is unread (older ones may be): no call to make. */
export function useResetBellCount() {
  const { user } = useSession();
  const client = useQueryClient();
  const bell = callKey(user.id, notificationApi.list, BELL_QUERY);
  return () => client.setQueryData<MessageListAnswer>(bell, (a) => a && afterMarkedRead(a, []));
}
