import { programApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { ProgramService } from './service.js';

export function programRoutes(programs: ProgramService) {
  return [
    route(api.list, async (req) => ({ data: await programs.list(req.principal, req.input) })),
    route(api.detail, async (req) => ({ jsonObject: await programs.detail(req.principal, req.input.id) })),
    route(api.save, async (req) => ({ jsonObject: await programs.save(req.principal, metaOf(req), req.input) })),
    route(api.delete, async (req) => {
      await programs.remove(req.principal, metaOf(req), req.input.id);
    }),
  ];
}
