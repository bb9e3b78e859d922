import { accessApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { MenuManagement } from './menus.js';
import type { AccessService } from './service.js';

export function accessRoutes(accessSvc: AccessService, menus: MenuManagement) {
  return [
    route(api.routes, async (req) => ({ jsonObject: await accessSvc.routesFor(req.principal.userId) })),
    route(api.lists, async (req) => {
      const { pageNo, pageSize } = req.input;
      const page = await accessSvc.menuPage((pageNo - 1) * pageSize, pageSize);
      return { data: { ...page, pageNo, pageSize } };
    }),
    route(api.tree, async () => ({ jsonObject: await menus.tree() })),
    route(api.save, async (req) => ({ jsonObject: await menus.save(req.principal, req.input, metaOf(req)) })),
    route(api.reset, async (req) => {
      await menus.reset(req.principal, req.input.id, metaOf(req));
    }),
    route(api.delete, async (req) => {
      await menus.remove(req.principal, req.input.id, metaOf(req));
    }),
  ];
}
