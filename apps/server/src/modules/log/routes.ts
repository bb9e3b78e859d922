import { logDetailQuery, logScrollQuery } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import type { LogService } from './service.js';

export function logRoutes(logs: LogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/a/api/log/ajaxScrollLog',
      {
        config: access('sys:log:view'),
        schema: {
          tags: ['log'],
          summary: 'The audit log of your range, newest first; pass `next` of a page as `cursor` for the following one',
          querystring: logScrollQuery,
        },
      },
      async (req) => okPage(await logs.scroll(req.principal!, req.query)),
    );
    app.get(
      '/a/api/log/detailsFunc',
      {
        config: access('sys:log:view'),
        schema: { tags: ['log'], summary: 'One audit-log row with its changed fields', querystring: logDetailQuery },
      },
      async (req) => ok(await logs.detail(req.principal!, req.query.id)),
    );
  };
}
