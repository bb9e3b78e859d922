import { z } from 'zod';
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
export const messageListQuery = pageQuery.extend({
  userId: z.string().max(64).optional(),
  readState: z.union([readState, z.literal('')]).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** jsonObject of the list answer: the caller's unread notices in all, whatever the filter. */
export const messageListSummary = z.object({ unreadCount: z.number().int().nonnegative() });

/** The list answer: the page under the spec's name `messageList` and under the standard `data`. */
export const messageListAnswer = z.object({
  messageList: z.array(noticeItem),
  jsonObject: messageListSummary,
  data: z.object({
    list: z.array(noticeItem),
    count: z.number().int().nonnegative(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type MessageListAnswer = z.infer<typeof messageListAnswer>;

/** Comma-joined ids ("a,b,c"), as the spec sends them: trimmed, deduplicated, at most NOTIFICATION_IDS_MAX. */
export const commaIds = z
  .string()
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(64)).min(1).max(NOTIFICATION_IDS_MAX));

/** GET /a/api/message/updateReadState: `id` is the comma-joined ids. */
export const updateReadStateQuery = z.object({ id: commaIds, readState });

/** POST /a/api/message/delete (form): `ids` is the comma-joined ids. */
export const deleteMessagesRequest = z.object({ ids: commaIds });

/** jsonObject of mark-read and delete: how many of the caller's notices changed. */
export const changedCount = z.object({ count: z.number().int().nonnegative() });
