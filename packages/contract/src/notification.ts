import { z } from 'zod/mini';
import { commaIdList, line } from './inputs.js';
import { endpoints, pageOf, type Answer } from './endpoint.js';
import { pageQuery } from './envelope.js';

/**
 * Notifications (spec 3 "notice item"): short texts in Chinese and English addressed to one
 * user, listed by the notice bell and the notifications page. readState "0" unread, "1" read.
 */
export const READ_STATE_UNREAD = '0';
export const READ_STATE_READ = '1';
export const readState = z.enum([READ_STATE_UNREAD, READ_STATE_READ]);
export type ReadState = z.infer<typeof readState>;

/** What a notification is about; the modules that raise them name themselves here. */
export const NOTIFICATION_KINDS = ['reviewRequested', 'reviewResult', 'terminalAlarm', 'system'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CONTENT_MAX = 2000;
/** How many ids one mark-read or delete call may name (a page holds at most this many too). */
export const NOTIFICATION_IDS_MAX = 200;

/** One notice item as the console lists it. */
export const noticeItem = z.object({
  id: z.string(),
  /** Epoch ms. */
  createDate: z.number(),
  contentCn: z.string(),
  contentEn: z.string(),
  readState,
  kind: z.enum(NOTIFICATION_KINDS),
  /** A console path the notice is about ('' when none), e.g. the review page of a plan. */
  link: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

/**
 * GET /a/api/message/list. `userId` is accepted because the spec sends it, but every caller
 * only ever gets their own notices. readState filters ('' or absent: all).
 */
export const messageListQuery = z.extend(pageQuery, {
  userId: z.optional(line().check(z.maxLength(64))),
  readState: z.optional(z.union([readState, z.literal('')])),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** jsonObject of the list answer: the caller's unread notices in all, whatever the filter. */
export const messageListSummary = z.object({ unreadCount: z.int().check(z.nonnegative()) });

/** Comma-joined ids ("a,b,c"), as the spec sends them: trimmed, deduplicated, at most NOTIFICATION_IDS_MAX. */
export const commaIds = commaIdList(z.minLength(1), z.maxLength(NOTIFICATION_IDS_MAX));

/** GET /a/api/message/updateReadState: `id` is the comma-joined ids. */
export const updateReadStateQuery = z.object({ id: commaIds, readState });

/** POST /a/api/message/delete (form): `ids` is the comma-joined ids. */
export const deleteMessagesRequest = z.object({ ids: commaIds });

/** jsonObject of mark-read and delete: how many of the caller's notices changed. */
export const changedCount = z.object({ count: z.int().check(z.nonnegative()) });

export const notificationApi = endpoints('notification', {
  list: {
    method: 'GET',
    path: '/a/api/message/list',
    access: 'sys:messageNotification:view',
    summary: "A page of the caller's own notices, newest first (userId is ignored: never another user's)",
    description:
      `Items: ${Object.keys(noticeItem.shape).join(', ')} (createDate epoch ms, readState "0" unread, "1" read). ` +
      "The page is in messageList (the spec's name) and in data { list, count, pageNo, pageSize }; " +
      "jsonObject.unreadCount counts all the caller's unread notices, whatever the filter.",
    input: messageListQuery,
    // The page under the spec's name `messageList` and under the standard `data`.
    answer: { jsonObject: messageListSummary, data: pageOf(noticeItem), extra: { messageList: z.array(noticeItem) } },
  },
  updateReadState: {
    method: 'GET',
    path: '/a/api/message/updateReadState',
    access: 'sys:messageNotification:view',
    summary: "Set the read state of the caller's own notices named by id (comma-joined), in one statement",
    description: "Ids that are not the caller's are ignored. jsonObject.count: how many changed.",
    input: updateReadStateQuery,
    answer: { jsonObject: changedCount },
    // A GET because the spec says so; it changes state, so it is checked for same origin like a POST.
    changesState: true,
  },
  delete: {
    method: 'POST',
    path: '/a/api/message/delete',
    access: 'sys:messageNotification:delete',
    summary: "Delete the caller's own notices named by ids (comma-joined)",
    description: "Ids that are not the caller's are ignored. jsonObject.count: how many were deleted.",
    input: deleteMessagesRequest,
    answer: { jsonObject: changedCount },
  },
});

/** The list answer: the page under the spec's name `messageList` and under the standard `data`. */
export type MessageListAnswer = Answer<typeof notificationApi.list>;
