import { publishMessageApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { MessageService } from './service.js';

/** The message records' calls; sending, deliveries and stopping are the publish module's routes. */
export function messageRoutes(messages: MessageService) {
  return [
    route(api.list, async (req) => ({ data: await messages.list(req.principal, req.input) })),
    route(api.getPublishMessage, async (req) => ({ jsonObject: await messages.get(req.principal, req.input.id) })),
    route(api.ajaxSave, async (req) => ({ jsonObject: await messages.save(req.principal, metaOf(req), req.input) })),
    route(api.messagePreview, (req) => Promise.resolve({ jsonObject: messages.preview(req.input) })),
    route(api.ajaxDelete, async (req) => {
      await messages.softDelete(req.principal, metaOf(req), req.input.id);
    }),
    route(api.restore, async (req) => {
      await messages.restore(req.principal, metaOf(req), req.input.id);
    }),
    route(api.delete, async (req) => {
      await messages.remove(req.principal, metaOf(req), req.input.id);
    }),
  ];
}
