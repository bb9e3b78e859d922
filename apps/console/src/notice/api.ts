import {
  ErrorCodes,
  READ_STATE_READ,
  changedCount,
  messageListAnswer,
  type MessageListAnswer,
  type ReadState,
} from '@apm/contract';
import { ApiError } from '../api/ApiError';
import { call, request } from '../api/request';
import { deleteParams, readStateParams } from './rules';

/** The permission of the bell, the notifications page and their calls. */
export const NOTICE_VIEW = 'sys:messageNotification:view';
export const NOTICE_DELETE = 'sys:messageNotification:delete';
/** Where the bell's "View all" leads (spec 2). */
export const NOTICES_PATH = '/sysManage/messageNotification';

export interface NoticeQuery {
  pageNo: number;
  pageSize: number;
  /** '' for all. */
  readState?: ReadState | '';
}

/** Query keys: under the session (signing out forgets them), per user; `noticeKeys.all` covers both lists. */
export const noticeKeys = {
  all: (userId: string) => ['session', 'notices', userId] as const,
  bell: (userId: string) => ['session', 'notices', userId, 'bell'] as const,
  pages: (userId: string) => ['session', 'notices', userId, 'page'] as const,
  page: (userId: string, q: NoticeQuery) => ['session', 'notices', userId, 'page', q] as const,
};

/** GET /a/api/message/list: a page of the user's notices and their unread count. */
export async function fetchNotices(q: NoticeQuery, signal?: AbortSignal): Promise<MessageListAnswer> {
  const envelope = await request('/a/api/message/list', {
    params: { ...q, readState: q.readState || undefined },
    signal,
  });
  const parsed = messageListAnswer.safeParse(envelope);
  if (parsed.success) return parsed.data;
  // The server broke the contract: a server error, as the request layer reports it for other calls.
  console.error('Unexpected answer from /a/api/message/list', parsed.error);
  throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, 200);
}

/** GET /a/api/message/updateReadState: sets the read state of notices in one call; answers how many changed. */
export const markNotices = (ids: readonly string[], readState: ReadState = READ_STATE_READ): Promise<number> =>
  call(
    '/a/api/message/updateReadState',
    { params: readStateParams(ids, readState) },
    (v) => changedCount.parse(v).count,
  );

/** POST /a/api/message/delete: deletes notices; answers how many. */
export const deleteNotices = (ids: readonly string[]): Promise<number> =>
  call('/a/api/message/delete', { method: 'POST', params: deleteParams(ids) }, (v) => changedCount.parse(v).count);
