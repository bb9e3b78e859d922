import {
  READ_STATE_READ,
  READ_STATE_UNREAD,
  type MessageListAnswer,
  type NoticeItem,
  type ReadState,
} from '@apm/contract';

/** Spec 9: the bell's dropdown lists page 1 of 10. */
export const BELL_QUERY = { pageNo: 1, pageSize: 10 } as const;
/** How often the bell asks for new notices while the console is open. */
export const BELL_REFRESH_MS = 60_000;

/** The ids of the unread notices among `items`, in their order. */
export function unreadIds(items: readonly NoticeItem[]): string[] {
  return items.filter((n) => n.readState === READ_STATE_UNREAD).map((n) => n.id);
}

/** Parameters of updateReadState: the ids comma-joined in one `id` (spec 7), and the state. */
export function readStateParams(ids: readonly string[], readState: ReadState = READ_STATE_READ) {
  return { id: ids.join(','), readState };
}

/** Parameters of delete: the ids comma-joined. */
export function deleteParams(ids: readonly string[]) {
  return { ids: ids.join(',') };
}

/** What the bell shows: the list only from an answer that succeeded (spec 8), else nothing. */
export interface BellView {
  items: NoticeItem[];
  unreadCount: number;
}

export function bellView(answer: MessageListAnswer | undefined, failed: boolean): BellView {
  if (failed || !answer) return { items: [], unreadCount: 0 };
  return { items: answer.messageList, unreadCount: answer.jsonObject.unreadCount };
}

/**
 * The bell's answer once the listed unread notices are marked read on opening (spec 2): those
 * notices read, and the unread count reset to 0.
 */
export function afterMarkedRead(answer: MessageListAnswer, ids: readonly string[]): MessageListAnswer {
  const marked = new Set(ids);
  const mark = (n: NoticeItem): NoticeItem => (marked.has(n.id) ? { ...n, readState: READ_STATE_READ } : n);
  const list = answer.data.list.map(mark);
  return {
    ...answer,
    messageList: answer.messageList.map(mark),
    data: { ...answer.data, list },
    jsonObject: { unreadCount: 0 },
  };
}

/** The page to show after deleting `removed` of `count` notices while on `pageNo`: the last one left when it ran out. */
export function pageAfterDelete(count: number, removed: number, pageNo: number, pageSize: number): number {
  const lastPage = Math.max(1, Math.ceil((count - removed) / pageSize));
  return Math.min(pageNo, lastPage);
}
