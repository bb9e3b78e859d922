import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, type LogExportJob } from '@apm/contract';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { call, type TestApp } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Sheet {
  name: string;
  header: unknown[];
  rows: unknown[][];
}

/** The first sheet of an .xlsx file: its name, header row and the rows below it. */
export async function readSheet(buf: Buffer): Promise<Sheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buf as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, header: rows[0]!, rows: rows.slice(1) };
}

/**
 * The log-export calls as the console makes them, on the app `appOf` gives (a getter, so that it
 * can be called before the app starts), in `zone` unless told otherwise.
 */
export function logExports(appOf: () => TestApp, zone: string) {
  const startExport = (cookie: string, form: Record<string, string>, timeZone = zone) =>
    call<LogExportJob>(appOf(), 'POST', '/a/sys/log/logExport', {
      cookie,
      form,
      headers: { 'x-time-zone': timeZone },
    });

  const progressOf = (cookie: string, id: string) =>
    call<LogExportJob>(appOf(), 'GET', '/a/sys/log/logExportProgress', { cookie, form: { id } });

  /** Polls the progress until the export is done; returns every percent seen. */
  async function waitDone(cookie: string, id: string): Promise<{ job: LogExportJob; percents: number[] }> {
    const percents: number[] = [];
    for (let i = 0; i < 600; i++) {
      const r = await progressOf(cookie, id);
      expect(r.body.code).toBe(0);
      const job = r.body.jsonObject!;
      percents.push(job.percent);
      if (job.state === 'done' || job.state === 'failed') return { job, percents };
      await sleep(50);
    }
    throw new Error('the export did not finish');
  }

  const fetchFile = (cookie: string, id: string) =>
    appOf().http.inject({
      method: 'GET',
      url: '/apm-web/a/sys/log/logExportFile',
      query: { id },
      headers: { cookie, [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE },
    });

  /** Exports with the filters and reads the file back. */
  async function exportSheet(cookie: string, form: Record<string, string>, timeZone = zone) {
    const started = await startExport(cookie, form, timeZone);
    expect(started.body.code).toBe(0);
    const { job, percents } = await waitDone(cookie, started.body.jsonObject!.id);
    expect(job.state).toBe('done');
    const res = await fetchFile(cookie, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename="${job.fileName}"`);
    return { job, percents, sheet: await readSheet(res.rawPayload) };
  }

  return { startExport, progressOf, waitDone, fetchFile, exportSheet };
}
