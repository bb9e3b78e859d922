import ExcelJS from 'exceljs';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, type LogExportJob } from '@apm/contract';
import { found, refused, type Probes, type Probe } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/log/ajaxScrollLog': {
    probes: (c): Probe[] => [
      {
        form: { pageSize: '100' },
        expect: 'own',
        // The later pages too, by the keyset cursor each page answers.
        check: async (first) => {
          let next = (first.body?.data as { next: string | null }).next;
          for (let pages = 1; next; pages++) {
            if (pages > 50) return 'the log did not end';
            const a = await c.send(c.actor.cookie, 'GET', '/a/api/log/ajaxScrollLog', {
              form: { pageSize: '100', cursor: next },
            });
            const leaked = found(a.text, c.otherTokens);
            if (a.body?.code !== 0 || leaked.length) return `log page ${pages + 1}: ${leaked.join(', ') || a.text}`;
            next = (a.body.data as { next: string | null }).next;
          }
          return undefined;
        },
      },
      { form: { userName: c.other.customerAdmin.loginName, pageSize: '100' }, expect: 'empty' },
      { form: { userName: c.other.word, pageSize: '100' }, expect: 'empty' },
    ],
  },
  'GET /a/api/log/detailsFunc': {
    probes: (c) => c.otherLogIds.map((id) => refused({ id })),
  },
  'POST /a/sys/log/logExport': {
    probes: () => [
      {
        form: {},
        expect: 'self',
        codes: [0],
        // The file holds the rows of the caller's range only.
        check: async (a, c) => {
          const job = await c.waitForExport(c.actor.cookie, (a.body?.jsonObject as LogExportJob).id);
          const file = await c.app.http.inject({
            method: 'GET',
            url: '/apm-web/a/sys/log/logExportFile',
            query: { id: job.id },
            headers: { cookie: c.actor.cookie, [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE },
          });
          if (file.statusCode !== 200) return `own export file: ${file.statusCode}`;
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
          const cells: string[] = [];
          book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
          if (cells.length < 2) return 'own export file holds no rows';
          const leaked = found(cells.join('\n'), c.otherTokens);
          return leaked.length ? `own export file names the other side: ${leaked.join(', ')}` : undefined;
        },
      },
    ],
  },
  'GET /a/sys/log/logExportProgress': { probes: (c) => [refused({ id: c.other.exportId })] },
  'GET /a/sys/log/logExportFile': { probes: (c) => [refused({ id: c.other.exportId })] },
  'POST /a/sys/log/logExportCancel': { probes: (c) => [refused({ id: c.other.exportId })] },
};
