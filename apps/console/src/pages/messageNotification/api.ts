import { notificationApi } from '@apm/contract';
import { useCall, useChange } from '../../api/hooks';
import type { NoticeQuery } from '../../notice/api';

/**
 * A page of the signed-in user's notices; the previous page stays on screen while the next loads.
 * `readState` travels even when '' (all), which also keeps the page's reads apart from the bell's.
 */
export const useNoticePage = (query: Required<NoticeQuery>) =>
  useCall(notificationApi.list, query, { keepPrevious: true });

/** Marks notices read in one call; the pages and the bell's count are asked again. */
export const useMarkNoticesRead = () => useChange(notificationApi.updateReadState);

/** Deletes notices; the pages and the bell's count are asked again. */
export const useDeleteNotices = () => useChange(notificationApi.delete);
