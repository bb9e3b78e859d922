import { z } from 'zod/mini';
import { EPOCH_MS_MAX, jsonField, line, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints } from './endpoint.js';

/** One row of the audit log as the log page shows it (GET ajaxScrollLog's list, detailsFunc's jsonObject). */
export const logItem = z.object({
  id: z.string(),
  at: z.number(),
  userName: z.string(),
  /** null: the office was deleted since (its rows stay, seen only by the range of the whole platform). */
  officeName: z.nullable(z.string()),
  ip: z.string(),
  userAgent: z.string(),
  module: z.string(),
  action: z.string(),
  target: z.string(),
  /** Changed fields: before and after. */
  changes: z.record(z.string(), z.object({ before: z.optional(z.unknown()), after: z.optional(z.unknown()) })),
});
export type LogItem = z.infer<typeof logItem>;

/** The log's first page counts the matching rows up to this many; beyond, it says "more than". */
export const LOG_COUNT_LIMIT = 10_000;

/**
 * `data` of GET /a/api/log/ajaxScrollLog: a page, the next page's cursor, and on the first page
 * (no cursor) the count of the matching rows, at most LOG_COUNT_LIMIT (`countCapped`: more match).
 * The following pages do not count again: `count` is null.
 */
export const logScrollPage = z.object({
  list: z.array(logItem),
  count: z.nullable(z.int()),
  countCapped: z.boolean(),
  pageNo: z.int(),
  pageSize: z.int(),
  next: z.nullable(z.string()),
});
export type LogScrollPage = z.infer<typeof logScrollPage>;

/** The filters of the log page, shared by its scroll and its export. Times are epoch ms; `to` is exclusive. */
export const logFilter = z.object({
  module: withDefault(trimmedLine(32), ''),
  action: withDefault(trimmedLine(32), ''),
  userName: withDefault(trimmedLine(64), ''),
  from: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(EPOCH_MS_MAX))),
  to: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(EPOCH_MS_MAX))),
});
export type LogFilter = z.infer<typeof logFilter>;

/**
 * GET /a/api/log/ajaxScrollLog: newest first, a page at a time; `cursor` is the `next` of the
 * previous page (keyset paging: stable while new rows arrive). Times are epoch ms.
 */
export const logScrollQuery = z.extend(logFilter, {
  cursor: z.optional(line().check(z.regex(/^\d{1,15}_[0-9a-f-]{36}$/))),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 30),
});
export type LogScrollQuery = z.infer<typeof logScrollQuery>;

export const logDetailQuery = z.object({ id: requiredLine(64) });

/** At most this many rows go into one export file; the answer says when the filters matched more. */
export const LOG_EXPORT_MAX_ROWS = 100_000;
/** Exports one user may have waiting or running at once. */
export const LOG_EXPORT_PER_USER = 2;

const label = requiredLine(60);

/**
 * The words of an export file in the caller's language (the console sends its own translations):
 * column titles, the sheet's name, the names of modules (`office`) and of actions
 * (`office.create`), and the office of a row whose office was deleted. Anything not named is
 * written as stored.
 */
export const logExportLabels = z.object({
  sheet: label,
  columns: z.object({
    time: label,
    user: label,
    office: label,
    ip: label,
    userAgent: label,
    module: label,
    action: label,
    target: label,
    changes: label,
  }),
  modules: z
    .record(line().check(z.maxLength(32)), label)
    .check(z.refine((r) => Object.keys(r).length <= 200, 'too many modules')),
  actions: z
    .record(line().check(z.maxLength(80)), label)
    .check(z.refine((r) => Object.keys(r).length <= 1000, 'too many actions')),
  /** The office of a row whose office was deleted since (default DELETED_OFFICE_LABEL). */
  deletedOffice: z.optional(label),
});
export type LogExportLabels = z.infer<typeof logExportLabels>;

/** The office of an exported row whose office was deleted, when the caller gives no word for it. */
export const DELETED_OFFICE_LABEL = '(deleted institution)';

/** The labels of an export when the caller sends none: English titles, names as stored. */
export const DEFAULT_LOG_EXPORT_LABELS: LogExportLabels = {
  sheet: 'System log',
  columns: {
    time: 'Time',
    user: 'User',
    office: 'Office',
    ip: 'IP address',
    userAgent: 'User agent',
    module: 'Module',
    action: 'Action',
    target: 'Target',
    changes: 'Changes',
  },
  modules: {},
  actions: {},
  deletedOffice: DELETED_OFFICE_LABEL,
};

/** `labels` travels in the form as one JSON text. */
const labelsJson = jsonField(logExportLabels, 60_000);

/** POST /a/sys/log/logExport (form): the page's filters, and optionally the file's words. */
export const logExportRequest = z.extend(logFilter, { labels: z.optional(labelsJson) });
export type LogExportRequest = z.infer<typeof logExportRequest>;

/** GET /a/sys/log/logExportProgress and logExportFile: the export's id. */
export const logExportQuery = z.object({ id: requiredLine(64) });

export const LOG_EXPORT_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type LogExportState = (typeof LOG_EXPORT_STATES)[number];

/** An export as its progress answers it (jsonObject of logExport and logExportProgress). */
export const logExportJob = z.object({
  id: z.string(),
  /** queued: waits for a free worker; running; done: the file can be fetched once; failed; cancelled by its user. */
  state: z.enum(LOG_EXPORT_STATES),
  /** Rows written so far, and how many the file will hold (known once it runs). */
  rows: z.int(),
  total: z.int(),
  percent: z.int().check(z.gte(0), z.lte(100)),
  /** The filters matched more than `maxRows`: the file holds the newest `maxRows`. */
  capped: z.boolean(),
  maxRows: z.int(),
  fileName: z.string(),
});
export type LogExportJob = z.infer<typeof logExportJob>;

/** The content type of an export file. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const logApi = endpoints('log', {
  ajaxScrollLog: {
    method: 'GET',
    path: '/a/api/log/ajaxScrollLog',
    access: 'sys:log:view',
    summary: 'The audit log of your range, newest first; pass `next` of a page as `cursor` for the following one',
    input: logScrollQuery,
    answer: { data: logScrollPage },
  },
  detailsFunc: {
    method: 'GET',
    path: '/a/api/log/detailsFunc',
    access: 'sys:log:view',
    summary: 'One audit-log row with its changed fields',
    input: logDetailQuery,
    answer: { jsonObject: logItem },
  },
  logExport: {
    method: 'POST',
    path: '/a/sys/log/logExport',
    access: 'sys:log:export',
    summary:
      'Starts an .xlsx export of the log rows of your range matching the filters (times in X-Time-Zone); ' +
      'answers the export, whose progress logExportProgress reports',
    input: logExportRequest,
    answer: { jsonObject: logExportJob },
  },
  logExportProgress: {
    method: 'GET',
    path: '/a/sys/log/logExportProgress',
    access: 'sys:log:export',
    summary: 'How far one of your exports is',
    input: logExportQuery,
    answer: { jsonObject: logExportJob },
  },
  logExportCancel: {
    method: 'POST',
    path: '/a/sys/log/logExportCancel',
    access: 'sys:log:export',
    summary: 'Cancels one of your exports that has not finished (its worker stops, no file is kept); answers it',
    input: logExportQuery,
    answer: { jsonObject: logExportJob },
  },
  logExportFile: {
    method: 'GET',
    path: '/a/sys/log/logExportFile',
    access: 'sys:log:export',
    summary: 'The .xlsx file of one of your finished exports; it can be fetched once',
    // Fetching hands the file over for good: another site must not spend it.
    changesState: true,
    input: logExportQuery,
    transport: 'download',
    produces: XLSX_CONTENT_TYPE,
  },
});
