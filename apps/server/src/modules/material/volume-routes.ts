import { volumeApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { VolumeService } from './volumes.js';

/** The volume calls (spec 7 /a/api/vol/) and setting an office's own quota. */
export function volumeRoutes(volumes: VolumeService) {
  return [
    route(api.getVolMsg, async (req) => ({ jsonObject: await volumes.office(req.principal, req.input.officeId) })),
    route(api.getVolMsgByType, async (req) => ({
      jsonObject: await volumes.byKind(req.principal, req.input.officeId),
    })),
    route(api.volList, async (req) => ({ data: await volumes.list(req.principal, req.input) })),
    route(api.setQuota, async (req) => ({
      jsonObject: await volumes.setQuota(req.principal, req.input, metaOf(req)),
    })),
  ];
}
