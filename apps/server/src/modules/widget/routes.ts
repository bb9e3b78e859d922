import { widgetApi as api } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { WidgetService } from './service.js';

export function widgetRoutes(widgets: WidgetService) {
  return [
    route(api.list, async () => ({ jsonObject: await widgets.list() })),
    route(api.save, async (req) => ({ jsonObject: await widgets.saveKind(req.principal, req.input, metaOf(req)) })),
    route(api.officeList, async (req) => ({ data: await widgets.offices(req.principal, req.input) })),
    route(api.officeDetail, async (req) => ({ jsonObject: await widgets.office(req.principal, req.input.id) })),
    route(api.officeSave, async (req) => ({
      jsonObject: await widgets.saveOffice(req.principal, req.input, metaOf(req)),
    })),
    route(api.officeInherit, async (req) => ({
      jsonObject: await widgets.inherit(req.principal, req.input.id, metaOf(req)),
    })),
    route(api.allowed, async (req) => ({ jsonObject: await widgets.allowed(req.principal) })),
  ];
}
