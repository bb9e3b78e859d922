import { playPlanApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { PlanService } from './service.js';

export function planRoutes(plans: PlanService) {
  return [
    route(api.list, async (req) => ({ data: await plans.list(req.principal, req.input) })),
    route(api.detail, async (req) => ({ jsonObject: await plans.detail(req.principal, req.input.id) })),
    route(api.save, async (req) => ({ jsonObject: await plans.save(req.principal, metaOf(req), req.input) })),
    route(api.copy, async (req) => ({ jsonObject: await plans.copy(req.principal, metaOf(req), req.input.id) })),
    route(api.delete, async (req) => {
      await plans.remove(req.principal, metaOf(req), req.input.id);
    }),
  ];
}
