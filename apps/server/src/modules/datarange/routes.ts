import { dataRangeApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { DataRangeService } from './service.js';

export function dataRangeRoutes(ranges: DataRangeService) {
  return [
    route(api.updateDefDataRange, async (req) => ({
      jsonObject: await ranges.update(req.principal, req.input.officeId, metaOf(req)),
    })),
    route(api.dataRange, async (req) => ({ jsonObject: await ranges.current(req.principal) })),
    route(api.dataRangeTree, async (req) => ({ jsonObject: await ranges.tree(req.principal, req.input.id) })),
  ];
}
