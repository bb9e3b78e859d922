import { pageQuery } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import type { AccessService } from './service.js';

export function accessRoutes(accessSvc: AccessService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/routes',
      {
        config: access('login'),
        schema: { tags: ['access'], summary: 'The route tree of the pages the caller may open (built pages only)' },
      },
      async (req) => ok(await accessSvc.routesFor(await req.permissions())),
    );

    app.get(
      '/a/sys/menu/lists',
      {
        config: access('sys:menu:view'),
        schema: { tags: ['access'], summary: 'Every menu and button entry, paged', querystring: pageQuery },
      },
      async (req) => {
        const { pageNo, pageSize } = req.query;
        const page = await accessSvc.menuPage((pageNo - 1) * pageSize, pageSize);
        return okPage({ ...page, pageNo, pageSize });
      },
    );
  };
}
