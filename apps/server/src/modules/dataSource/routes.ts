import { dataSourceApi as api } from '@apm/contract';
import { route } from '../../platform/http/route.js';
import type { DataSourceService } from './service.js';

/** The data sources: weather and exchange rates, from the server's kept answers or its providers. */
export function dataSourceRoutes(sources: DataSourceService) {
  return [
    route(api.weather, async (req) => ({ jsonObject: await sources.weather(req.input) })),
    route(api.rates, async (req) => ({ jsonObject: await sources.rates(req.input) })),
    route(api.feed, async (req) => ({ jsonObject: await sources.feed(req.input) })),
  ];
}
