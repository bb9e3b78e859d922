import { roleApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { RoleService } from './service.js';

export function roleRoutes(roles: RoleService) {
  return [
    route(api.list, async (req) => ({ data: await roles.list(req.principal, req.input) })),
    route(api.detail, async (req) => ({ jsonObject: await roles.detail(req.principal, req.input.id) })),
    route(api.menuTree, async (req) => ({ jsonObject: await roles.menuTree(req.principal) })),
    route(api.officeTree, async (req) => ({ jsonObject: await roles.officeTree(req.principal, req.input.id) })),
    route(api.save, async (req) => ({ jsonObject: await roles.save(req.principal, req.input, metaOf(req)) })),
    route(api.delete, async (req) => {
      await roles.remove(req.principal, req.input.id, metaOf(req));
    }),
  ];
}
