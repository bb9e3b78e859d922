/**
 * The log export's worker thread: reads the matching rows from the database a page at a time
 * (never the whole table at once) and streams them into an .xlsx file, reporting progress to
 * the thread that started it. Entry of its own in the server bundle (tsup.config.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LogExportLabels, LogFilter } from '@apm/contract';
import ExcelJS from 'exceljs';
import type { DataRange } from '../../platform/auth/principal.js';
import { openDb } from '../../platform/db/connect.js';
import { sheetColumns, sheetName, sheetRow } from './export-sheet.js';
import { logRepo, type LogPosition } from './repo.js';

/** What the worker is given. */
export interface ExportWorkerData {
  db: { databaseUrl?: string; dataDir: string };
  range: DataRange;
  filter: LogFilter;
  timeZone: string;
  labels: LogExportLabels;
  /** The .xlsx file to write. */
  file: string;
  maxRows: number;
  pageSize: number;
}

/** What the worker reports: progress after each page, then done or failed. */
export type ExportWorkerMessage =
  | { type: 'progress'; rows: number; total: number; capped: boolean }
  | { type: 'done'; rows: number; capped: boolean }
  | { type: 'failed'; message: string };

const post = (m: ExportWorkerMessage) => parentPort!.postMessage(m);

async function run(d: ExportWorkerData): Promise<void> {
  const db = openDb(d.db);
  try {
    const repo = logRepo(db.kysely);
    const matched = await repo.countMatching(d.filter, d.range);
    const total = Math.min(matched, d.maxRows);
    const capped = matched > d.maxRows;
    post({ type: 'progress', rows: 0, total, capped });

    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: d.file, useStyles: true, useSharedStrings: false });
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
      post({ type: 'progress', rows, total, capped });
    }
    sheet.commit();
    await book.commit();
    post({ type: 'done', rows, capped });
  } finally {
    await db.close();
  }
}

run(workerData as ExportWorkerData).catch((err: unknown) =>
  post({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
);
