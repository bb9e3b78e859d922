import { materialMediaApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { MediaService } from './media-service.js';

/** The media calls: a conversion's progress, cancel and start again (spec 7 convertProgress); web pages. */
export function mediaRoutes(media: MediaService) {
  return [
    route(api.convertProgress, async (req) => ({ jsonObject: await media.progress(req.principal, req.input.id) })),
    route(api.convertCancel, async (req) => ({
      jsonObject: await media.cancel(req.principal, req.input.id, metaOf(req)),
    })),
    route(api.convert, async (req) => ({ jsonObject: await media.convert(req.principal, req.input.id, metaOf(req)) })),
    route(api.addWebPage, async (req) => ({
      jsonObject: await media.addWebPage(req.principal, req.input, metaOf(req)),
    })),
  ];
}
