import {
  ErrorCodes,
  deleteMessagesRequest,
  messageListQuery,
  noticeItem,
  updateReadStateQuery,
  type MessageListAnswer,
} from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { NotificationService } from './service.js';

const VIEW = 'sys:messageNotification:view';
const DELETE = 'sys:messageNotification:delete';

export function notificationRoutes(notifications: NotificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/message/list',
      {
        config: access(VIEW),
        schema: {
          tags: ['notification'],
          summary: "A page of the caller's own notices, newest first (userId is ignored: never another user's)",
          description:
            `Items: ${Object.keys(noticeItem.shape).join(', ')} (createDate epoch ms, readState "0" unread, "1" read). ` +
            "The page is in messageList (the spec's name) and in data { list, count, pageNo, pageSize }; " +
            "jsonObject.unreadCount counts all the caller's unread notices, whatever the filter.",
          querystring: messageListQuery,
        },
      },
      async (req): Promise<{ code: number; message: string } & MessageListAnswer> => {
        const { unreadCount, ...page } = await notifications.list(req.principal!, req.query);
        return {
          code: ErrorCodes.OK.code,
          message: ErrorCodes.OK.text,
          messageList: page.list,
          jsonObject: { unreadCount },
          data: page,
        };
      },
    );

    app.get(
      '/a/api/message/updateReadState',
      {
        // A GET because the spec says so; it changes state, so it is checked for same origin like a POST.
        config: { ...access(VIEW), changesState: true },
        schema: {
          tags: ['notification'],
          summary: "Set the read state of the caller's own notices named by id (comma-joined), in one statement",
          description: "Ids that are not the caller's are ignored. jsonObject.count: how many changed.",
          querystring: updateReadStateQuery,
        },
      },
      async (req) => {
        const { id, readState } = req.query;
        return ok({ count: await notifications.setReadState(req.principal!, id, readState, metaOf(req)) });
      },
    );

    app.post(
      '/a/api/message/delete',
      {
        config: access(DELETE),
        schema: {
          tags: ['notification'],
          summary: "Delete the caller's own notices named by ids (comma-joined)",
          description: "Ids that are not the caller's are ignored. jsonObject.count: how many were deleted.",
          body: deleteMessagesRequest,
        },
      },
      async (req) => ok({ count: await notifications.delete(req.principal!, req.body.ids, metaOf(req)) }),
    );
  };
}
