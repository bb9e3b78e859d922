import type { MessageListAnswer, NoticeItem } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import {
  BELL_QUERY,
  afterMarkedRead,
  bellView,
  deleteParams,
  pageAfterDelete,
  readStateParams,
  unreadIds,
} from './rules';

const item = (id: string, readState: '0' | '1'): NoticeItem => ({
  id,
  createDate: 1_700_000_000_000,
  contentCn: `通知 ${id}`,
  contentEn: `Notice ${id}`,
  readState,
  kind: 'reviewRequested',
  link: '',
});

const answer = (items: NoticeItem[], unreadCount: number): MessageListAnswer => ({
  messageList: items,
  jsonObject: { unreadCount },
  data: { list: items, count: items.length, pageNo: 1, pageSize: 10 },
});

describe('the bell', () => {
  it('asks for page 1 of 10 (spec 9)', () => {
    expect(BELL_QUERY).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('marks exactly the listed unread notices, comma-joined in one id parameter with readState 1', () => {
    const items = [item('a', '0'), item('b', '1'), item('c', '0')];
    expect(unreadIds(items)).toEqual(['a', 'c']);
    expect(readStateParams(unreadIds(items))).toEqual({ id: 'a,c', readState: '1' });
    expect(unreadIds([item('b', '1')])).toEqual([]);
  });

  it('after marking, shows those notices read and the count 0, leaving the others as they were', () => {
    const before = answer([item('a', '0'), item('b', '0'), item('c', '1')], 14);
    const after = afterMarkedRead(before, ['a']);
    expect(after.jsonObject.unreadCount).toBe(0);
    expect(after.messageList.map((n) => n.readState)).toEqual(['1', '0', '1']);
    expect(after.data.list.map((n) => n.readState)).toEqual(['1', '0', '1']);
    expect(before.messageList[0]!.readState).toBe('0');
  });

  it('fills the list and the count only from an answer that succeeded (spec 8)', () => {
    const ok = answer([item('a', '0')], 3);
    expect(bellView(ok, false)).toEqual({ items: ok.messageList, unreadCount: 3 });
    expect(bellView(ok, true)).toEqual({ items: [], unreadCount: 0 });
    expect(bellView(undefined, false)).toEqual({ items: [], unreadCount: 0 });
  });
});

describe('the notifications page', () => {
  it('joins the ids to delete', () => {
    expect(deleteParams(['a', 'b'])).toEqual({ ids: 'a,b' });
  });

  it('steps back a page when a delete empties the last one', () => {
    expect(pageAfterDelete(21, 1, 3, 10)).toBe(2);
    expect(pageAfterDelete(25, 5, 3, 10)).toBe(2);
    expect(pageAfterDelete(25, 2, 3, 10)).toBe(3);
    expect(pageAfterDelete(25, 10, 1, 10)).toBe(1);
    expect(pageAfterDelete(3, 3, 1, 10)).toBe(1);
  });
});
