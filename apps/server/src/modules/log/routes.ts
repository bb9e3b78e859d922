import { logDetailQuery, logExportQuery, logExportRequest, logScrollQuery } from '@apm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/http/access.js';
import { ok, okPage } from '../../platform/http/envelope.js';
import { metaOf } from '../../platform/http/meta.js';
import type { LogExportService } from './export-service.js';
import type { LogService } from './service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function logRoutes(logs: LogService, exports: LogExportService): FastifyPluginAsyncZod {
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
    app.post(
      '/a/sys/log/logExport',
      {
        config: access('sys:log:export'),
        schema: {
          tags: ['log'],
          summary:
            'Starts an .xlsx export of the log rows of your range matching the filters (times in X-Time-Zone); ' +
            'answers the export, whose progress logExportProgress reports',
          body: logExportRequest,
        },
      },
      async (req) => ok(await exports.start(req.principal!, metaOf(req), req.timeZone, req.body)),
    );
    app.get(
      '/a/sys/log/logExportProgress',
      {
        config: access('sys:log:export'),
        schema: { tags: ['log'], summary: 'How far one of your exports is', querystring: logExportQuery },
      },
      async (req) => ok(await exports.progress(req.principal!, req.query.id)),
    );
    app.get(
      '/a/sys/log/logExportFile',
      {
        config: access('sys:log:export'),
        schema: {
          tags: ['log'],
          summary: 'The .xlsx file of one of your finished exports; it can be fetched once',
          querystring: logExportQuery,
        },
      },
      async (req, reply) => {
        const file = await exports.file(req.principal!, req.query.id);
        // The file goes once the answer is over, sent whole or not: it was handed over once.
        reply.raw.once(
          'close',
          () => void file.sent().catch((err: unknown) => req.log.warn({ err }, 'export not removed')),
        );
        return reply
          .header('content-type', XLSX)
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('cache-control', 'no-store')
          .header('content-length', file.size)
          .send(file.stream);
      },
    );
  };
}
