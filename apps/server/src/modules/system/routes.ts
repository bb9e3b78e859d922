import { INITIALISED, NOT_INITIALISED, systemApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { SystemService } from './service.js';

/** The first start (is it done, do it) and the key sign-in fields are encrypted with. */
export function systemRoutes(system: SystemService) {
  return [
    route(api.isSysInit, async () => ({
      jsonObject: (await system.isInitialised()) ? INITIALISED : NOT_INITIALISED,
    })),
    route(api.sysInit, async (req) => ({ jsonObject: await system.initialise(req.input, metaOf(req)) })),
    route(api.getPublishKey, async () => ({ jsonObject: await system.publishKey() })),
  ];
}
