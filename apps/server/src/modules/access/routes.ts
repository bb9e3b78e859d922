import { menuIdBody, menuSave, pageQuery } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { MenuManagement } from './menus.js';
import type { AccessService } from './service.js';

const tags = ['access'];

export function accessRoutes(accessSvc: AccessService, menus: MenuManagement): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/routes',
      {
        config: access('login'),
        schema: { tags, summary: 'The route tree of the pages the caller may open (built pages only)' },
      },
      async (req) => ok(await accessSvc.routesFor(await req.permissions())),
    );

    app.get(
      '/a/sys/menu/lists',
      {
        config: access('sys:menu:view'),
        schema: { tags, summary: 'Every menu and button entry as it is now, paged', querystring: pageQuery },
      },
      async (req) => {
        const { pageNo, pageSize } = req.query;
        const page = await accessSvc.menuPage((pageNo - 1) * pageSize, pageSize);
        return okPage({ ...page, pageNo, pageSize });
      },
    );

    app.get(
      '/a/sys/menu/tree',
      {
        config: access('sys:menu:view'),
        schema: {
          tags,
          summary: 'Every entry nested, with the catalogue values of the entries an administrator changed',
        },
      },
      async () => ok(await menus.tree()),
    );

    app.post(
      '/a/sys/menu/save',
      {
        config: access('sys:menu:edit'),
        schema: {
          tags,
          summary:
            'Edit an entry (catalogue entries: name, icon, sort, invisible) or, without id, add a button under a page or a link',
          body: menuSave,
        },
      },
      async (req) => ok(await menus.save(req.principal!, req.body, metaOf(req))),
    );

    app.post(
      '/a/sys/menu/reset',
      {
        config: access('sys:menu:edit'),
        schema: { tags, summary: "Restore a catalogue entry's name, icon, sort and visibility", body: menuIdBody },
      },
      async (req) => {
        await menus.reset(req.principal!, req.body.id, metaOf(req));
        return ok();
      },
    );

    app.post(
      '/a/sys/menu/delete',
      {
        config: access('sys:menu:delete'),
        schema: {
          tags,
          summary: 'Delete an entry an administrator added (catalogue entries are hidden instead)',
          body: menuIdBody,
        },
      },
      async (req) => {
        await menus.remove(req.principal!, req.body.id, metaOf(req));
        return ok();
      },
    );
  };
}
