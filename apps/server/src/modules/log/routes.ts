import { logApi as api, XLSX_CONTENT_TYPE } from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { LogExportService } from './export-service.js';
import type { LogService } from './service.js';

export function logRoutes(logs: LogService, exports: LogExportService) {
  return [
    route(api.ajaxScrollLog, async (req) => ({ data: await logs.scroll(req.principal, req.input) })),
    route(api.detailsFunc, async (req) => ({ jsonObject: await logs.detail(req.principal, req.input.id) })),
    route(api.logExport, async (req) => ({
      jsonObject: await exports.start(req.principal, metaOf(req), req.timeZone, req.input),
    })),
    route(api.logExportProgress, async (req) => ({
      jsonObject: await exports.progress(req.principal, req.input.id),
    })),
    route(api.logExportCancel, async (req) => ({
      jsonObject: await exports.cancel(req.principal, req.input.id),
    })),
    route(api.logExportFile, async (req, reply) => {
      const file = await exports.file(req.principal, req.input.id);
      // The file goes once the answer is over, sent whole or not: it was handed over once.
      reply.raw.once(
        'close',
        () => void file.sent().catch((err: unknown) => req.log.warn({ err }, 'export not removed')),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'no-store')
        .header('content-length', file.size)
        .send(file.stream);
    }),
  ];
}
