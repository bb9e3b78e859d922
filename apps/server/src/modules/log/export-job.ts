/**
 * The log export's work, in a job's worker thread: reads the matching rows a page at a time
 * (never the whole table at once), streams them into an .xlsx file stored in the blob store, and
 * reports progress after each page.
 */
import { PassThrough } from 'node:stream';
import type { LogExportLabels, LogFilter } from '@apm/contract';
import ExcelJS from 'exceljs';
import type { DataRange } from '../../platform/auth/principal.js';
import type { JobHandler } from '../../platform/jobs/index.js';
import { sheetColumns, sheetName, sheetRow } from './export-sheet.js';
import { logRepo, type LogPosition } from './repo.js';

export const LOG_EXPORT_JOB = 'log.export';

/** What an export job is given. */
export interface LogExportPayload {
  range: DataRange;
  filter: LogFilter;
  timeZone: string;
  labels: LogExportLabels;
  fileName: string;
  maxRows: number;
  pageSize: number;
}

/** How far an export is (the job's progress). */
export interface LogExportProgress {
  rows: number;
  total: number;
  capped: boolean;
}

/** What a finished export answers (the job's result): the file in the blob store and its figures. */
export interface LogExportResult extends LogExportProgress {
  md5: string;
  size: number;
}

export const exportLog: JobHandler<LogExportPayload> = async (ctx) => {
  const d = ctx.payload;
  const repo = logRepo(ctx.db());
  const matched = await repo.countMatching(d.filter, d.range, d.maxRows + 1);
  const total = Math.min(matched, d.maxRows);
  const capped = matched > d.maxRows;
  const report = (rows: number) => ctx.progress({ rows, total, capped } satisfies LogExportProgress);
  report(0);

  const out = new PassThrough();
  const stored = ctx.blobs.put(out);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName(d.labels.sheet), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetColumns(d.labels, d.timeZone);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let rows = 0;
  let after: LogPosition | null = null;
  while (rows < total) {
    const page = await repo.pageMatching(d.filter, d.range, after, Math.min(d.pageSize, total - rows));
    if (page.length === 0) break;
    for (const item of page) sheet.addRow(sheetRow(item, d.labels, d.timeZone)).commit();
    rows += page.length;
    const last = page.at(-1)!;
    after = { at: last.at, id: last.id };
    report(rows);
  }
  sheet.commit();
  await book.commit();
  const { md5, size } = await stored;
  return { md5, size, rows, total: rows, capped } satisfies LogExportResult;
};
