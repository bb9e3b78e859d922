import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX, announcement, announcementSaveRequest } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { AnnouncementService } from './service.js';

const fields = `jsonObject: ${Object.keys(announcement.shape).join(', ')} (window in epoch seconds, '' when not set)`;

export function announcementRoutes(announcements: AnnouncementService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/sysSetting/announcement',
      {
        config: access('login'),
        schema: {
          tags: ['announcement'],
          summary: "The announcement for the caller: the nearest enabled one of the caller's office and its ancestors",
          description: `${fields}. With none, colseTipOn is "0" and every field is empty.`,
        },
      },
      async (req) => ok(await announcements.current(req.principal!)),
    );

    app.get(
      '/a/api/sysSetting/announcementManager',
      {
        config: access('sys:announcement:view'),
        schema: {
          tags: ['announcement'],
          summary: "The announcement the caller's own office set (enabled or not), for editing",
          description: `${fields}, updateDate (epoch ms of the last save, null when none).`,
        },
      },
      async (req) => ok(await announcements.own(req.principal!)),
    );

    app.post(
      '/a/api/sysSetting/announcementManagerSave',
      {
        config: access('sys:announcement:edit'),
        schema: {
          tags: ['announcement'],
          summary: "Save the announcement of the caller's office (replaces the previous one)",
          description:
            'Window in epoch seconds: the end must come after the start; an enabled announcement needs an end. ' +
            `Titles up to ${ANNOUNCEMENT_TITLE_MAX} characters, contents up to ${ANNOUNCEMENT_CONTENT_MAX}, plain text.`,
          body: announcementSaveRequest,
        },
      },
      async (req) => ok(await announcements.save(req.principal!, req.body, metaOf(req))),
    );
  };
}
