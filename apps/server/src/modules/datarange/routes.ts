import { dataRangeTreeQuery, updateDataRangeQuery } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { DataRangeService } from './service.js';

const tags = ['user'];

export function dataRangeRoutes(ranges: DataRangeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/user/updateDefDataRange',
      {
        config: { ...access('login'), changesState: true },
        schema: {
          tags,
          summary:
            'Narrow your default data range to an office of your range (officeId), or reset it (no officeId); answers the range',
          querystring: updateDataRangeQuery,
        },
      },
      async (req) => ok(await ranges.update(req.principal!, req.query.officeId, metaOf(req))),
    );

    app.get(
      '/a/api/user/dataRange',
      { config: access('login'), schema: { tags, summary: 'The data range your lists show now' } },
      async (req) => ok(await ranges.current(req.principal!)),
    );

    app.get(
      '/a/api/user/dataRangeTree',
      {
        config: access('login'),
        schema: {
          tags,
          summary: 'One level of the offices you may choose as data range (no id: your own office)',
          querystring: dataRangeTreeQuery,
        },
      },
      async (req) => ok(await ranges.tree(req.principal!, req.query.id)),
    );
  };
}
