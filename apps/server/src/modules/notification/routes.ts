import { notificationApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { NotificationService } from './service.js';

export function notificationRoutes(notifications: NotificationService) {
  return [
    route(api.list, async (req) => {
      const { unreadCount, ...page } = await notifications.list(req.principal, req.input);
      return { messageList: page.list, jsonObject: { unreadCount }, data: page };
    }),
    route(api.updateReadState, async (req) => {
      const { id, readState } = req.input;
      return { jsonObject: { count: await notifications.setReadState(req.principal, id, readState, metaOf(req)) } };
    }),
    route(api.delete, async (req) => ({
      jsonObject: { count: await notifications.delete(req.principal, req.input.ids, metaOf(req)) },
    })),
  ];
}
