import { announcementApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { AnnouncementService } from './service.js';

export function announcementRoutes(announcements: AnnouncementService) {
  return [
    route(api.announcement, async (req) => ({ jsonObject: await announcements.current(req.principal) })),
    route(api.announcementManager, async (req) => ({ jsonObject: await announcements.own(req.principal) })),
    route(api.announcementManagerSave, async (req) => ({
      jsonObject: await announcements.save(req.principal, req.input, metaOf(req)),
    })),
  ];
}
