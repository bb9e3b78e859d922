import { programApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { ProgramService } from './service.js';

export function programRoutes(programs: ProgramService) {
  return [
    route(api.list, async (req) => ({ data: await programs.list(req.principal, req.input) })),
    route(api.detail, async (req) => ({ jsonObject: await programs.detail(req.principal, req.input.id) })),
    route(api.cover, async (req) => ({ jsonObject: await programs.cover(req.principal, req.input.id) })),
    route(api.save, async (req) => ({ jsonObject: await programs.save(req.principal, metaOf(req), req.input) })),
    route(api.versions, async (req) => ({ data: await programs.versions(req.principal, req.input) })),
    route(api.version, async (req) => ({
      jsonObject: await programs.version(req.principal, req.input.id, req.input.version),
    })),
    route(api.restore, async (req) => ({ jsonObject: await programs.restore(req.principal, metaOf(req), req.input) })),
    route(api.copy, async (req) => ({ jsonObject: await programs.copy(req.principal, metaOf(req), req.input.id) })),
    route(api.delete, async (req) => {
      await programs.remove(req.principal, metaOf(req), req.input.id);
    }),
  ];
}
