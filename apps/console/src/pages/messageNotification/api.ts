import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteNotices, fetchNotices, markNotices, noticeKeys, type NoticeQuery } from '../../notice/api';
import { useSession } from '../../session/SessionContext';

/** A page of the signed-in user's notices; the previous page stays on screen while the next loads. */
export function useNoticePage(query: NoticeQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: noticeKeys.page(user.id, query),
    queryFn: ({ signal }) => fetchNotices(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a change the pages and the bell's count are asked again. */
function useRefreshNotices() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: noticeKeys.all(user.id) });
}

/** Marks notices read in one call. */
export function useMarkNoticesRead() {
  const refresh = useRefreshNotices();
  return useMutation({ mutationFn: (ids: string[]) => markNotices(ids), onSuccess: refresh });
}

export function useDeleteNotices() {
  const refresh = useRefreshNotices();
  return useMutation({ mutationFn: (ids: string[]) => deleteNotices(ids), onSuccess: refresh });
}
