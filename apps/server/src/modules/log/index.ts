import type { JobHandler } from '../../platform/jobs/index.js';
import type { ServerModule } from '../../platform/module.js';
import { jsonText, type BlobReference } from '../../platform/storage/references.js';
import { auditLog, type AuditLog } from './audit.js';
import { exportLog, LOG_EXPORT_JOB } from './export-job.js';
import { logExportKind, logExportService, type LogExportService } from './export-service.js';
import { migrations } from './migration.js';
import { logRoutes } from './routes.js';
import { logService, type LogService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The one writer of audit rows (sys_log): every module records its changes through it, in its own transaction. */
    audit: AuditLog;
    /** The audit log of a range, row by row. */
    logs: LogService;
    /** Log exports: jobs whose worker threads write .xlsx files. */
    logExports: LogExportService;
  }
}

/** A finished export's file, while its job is kept (handed over once, then deleted). */
const exportFiles: BlobReference = {
  name: 'log export files',
  md5s: (db, { dialect }) =>
    db
      .selectFrom('sys_job')
      .select(jsonText(dialect, 'result', 'md5').as('md5'))
      .where('kind', '=', LOG_EXPORT_JOB)
      .where('result', 'is not', null),
};

/** The audit log: writing it (first in MODULES: every module's services may take the writer), reading it, and exporting it as spreadsheets. */
export const logModule: ServerModule = {
  name: 'log',
  tables,
  migrations,
  blobReferences: [exportFiles],
  jobs: [{ kind: LOG_EXPORT_JOB, options: (p) => logExportKind(p.blobs), handler: exportLog as JobHandler }],
  services: (p) => {
    const audit = auditLog(p.bus);
    return {
      audit,
      logs: logService(p.db.kysely),
      logExports: logExportService(p.db.kysely, p.jobs, p.blobs, audit),
    };
  },
  routes: (s) => logRoutes(s.logs, s.logExports),
};
