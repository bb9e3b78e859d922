import { officeApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { OfficeService } from './service.js';

export function officeRoutes(offices: OfficeService) {
  return [
    route(api.treeDataNew, async (req) => ({ jsonObject: await offices.tree(req.principal, req.input.id) })),
    route(api.findChild, async (req) => ({ jsonObject: await offices.tree(req.principal, req.input.id) })),
    route(api.searchOffice, async (req) => ({
      data: await offices.search(req.principal, req.input.name, req.input.pageNo, req.input.pageSize),
    })),
    route(api.save, async (req) => ({ jsonObject: await offices.save(req.principal, req.input, metaOf(req)) })),
    route(api.deleteOffice, async (req) => {
      await offices.remove(req.principal, req.input.id, metaOf(req));
    }),
    route(api.moveinstitude, async (req) => ({
      jsonObject: await offices.move(req.principal, req.input.id, req.input.parentId, metaOf(req)),
    })),
    route(api.findInstantStatistics, async (req) => ({
      jsonObject: await offices.figures(req.principal, req.input.id, false),
    })),
    route(api.officeDynamicData, async (req) => ({
      jsonObject: await offices.figures(req.principal, req.input.id, true),
    })),
  ];
}
