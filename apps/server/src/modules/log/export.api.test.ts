import {
  type Envelope,
  type LogExportJob,
  type LogExportLabels,
  type LogItem,
  type OfficeNode,
  SESSION_COOKIE,
} from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, initSystem, insertLogRows, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { logExports, readSheet } from '../../../test/log-export.js';
import { roleRepo } from '../role/repo.js';
import { buffer } from 'node:stream/consumers';
import path from 'node:path';
import { blobStore } from '../../platform/storage/blobs.js';
import { logExportService } from './export-service.js';

let app: TestApp;
let admin: string;
let platformId: string;
let northId: string;

const blobsOf = (a: TestApp) => blobStore(path.join(a.store.config.dataDir, 'files'));
const ZONE = 'Asia/Kolkata'; // +05:30: a half-hour offset shows any mistake with zones
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const LABELS: LogExportLabels = {
  sheet: 'Systemprotokoll',
  columns: {
    time: 'Zeit',
    user: 'Benutzer',
    office: 'Organisation',
    ip: 'IP-Adresse',
    userAgent: 'Browser',
    module: 'Modul',
    action: 'Aktion',
    target: 'Ziel',
    changes: 'Änderungen',
  },
  modules: { office: 'Organisation' },
  actions: { 'office.create': 'Angelegt' },
};

type ScrollData = { list: LogItem[]; count: number; next: string | null };
async function scrollAll(cookie: string, form: Record<string, string> = {}): Promise<LogItem[]> {
  const out: LogItem[] = [];
  let cursor: string | null = null;
  do {
    const r = await call(app, 'GET', '/a/api/log/ajaxScrollLog', {
      cookie,
      form: { ...form, pageSize: '100', ...(cursor ? { cursor } : {}) },
    });
    const data = r.body.data as ScrollData;
    out.push(...data.list);
    cursor = data.next;
  } while (cursor);
  return out;
}

const createOffice = async (name: string, parentId = platformId) => {
  const r = await call<OfficeNode>(app, 'POST', '/a/api/office/save', { cookie: admin, form: { name, parentId } });
  expect(r.body.code).toBe(0);
  await sleep(5); // distinct times, so that a time range can cut between them
  return r.body.jsonObject!.id;
};

const { startExport, progressOf, waitDone, fetchFile, exportSheet } = logExports(() => app, ZONE);

/** A moment as the file must show it: the wall clock in the zone. */
const wall = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(at);
/** The readable change text the file must hold: one line per field, '—' for an absent value. */
const shown = (v: unknown) =>
  v === undefined || v === null || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
const changeLines = (changes: LogItem['changes']) =>
  Object.entries(changes)
    .map(([field, c]) => `${field}: ${shown(c.before)} → ${shown(c.after)}`)
    .join('\n');
const cellTime = (v: unknown) => (v as Date).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  platformId = (await call<OfficeNode[]>(app, 'GET', '/a/api/office/treeDataNew', { cookie: admin })).body
    .jsonObject![0]!.id;
  northId = await createOffice('North');
  for (const name of ['Harbour', 'Airport', 'Depot', 'Museum']) await createOffice(name);
  await createOffice('North Pier', northId);
  await addUser(app, 'north.admin', 'admin', undefined, northId);
  await addUser(app, 'olga', 'operator');
  // A role that may read the log but not export it.
  const roleId = 'log-reader';
  const repo = roleRepo(app.db.kysely);
  await repo.insertRoleIfAbsent({ id: roleId, code: roleId, name: 'Log reader', grantsAll: false, at: Date.now() });
  await repo.grantIfAbsent(roleId, ['sysManage', 'sysManage.sysLog']);
  await addUser(app, 'rita', roleId);
  // The North administrator's own change, in North's office.
  const north = await signIn(app, 'north.admin');
  await call(app, 'POST', '/a/api/office/save', { cookie: north, form: { name: 'North Quay', parentId: northId } });
});
afterAll(() => app.close());

describe('log export', () => {
  it('writes exactly the rows of the filters and the time range, times in the caller’s zone, in the caller’s words', async () => {
    const created = await scrollAll(admin, { module: 'office', action: 'create' });
    // Newest first: Quay, Pier, Museum, Depot, Airport, Harbour, North. Cut from Depot up to (not with) Pier.
    const names = created.map((r) => r.target);
    expect(names).toEqual(['North Quay', 'North Pier', 'Museum', 'Depot', 'Airport', 'Harbour', 'North']);
    const from = created[3]!.at;
    const to = created[1]!.at;
    const expected = await scrollAll(admin, { module: 'office', action: 'create', from: `${from}`, to: `${to}` });
    expect(expected.map((r) => r.target)).toEqual(['Museum', 'Depot']);

    const { job, sheet, percents } = await exportSheet(admin, {
      module: 'office',
      action: 'create',
      from: `${from}`,
      to: `${to}`,
      labels: JSON.stringify(LABELS),
    });
    expect(job).toMatchObject({ rows: 2, total: 2, percent: 100, capped: false });
    expect(percents.at(-1)).toBe(100);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(job.fileName).toMatch(/^system-log-\d{8}-\d{4}\.xlsx$/);
    expect(sheet.name).toBe('Systemprotokoll');
    expect(sheet.header).toEqual([
      `Zeit (${ZONE})`,
      'Benutzer',
      'Organisation',
      'IP-Adresse',
      'Browser',
      'Modul',
      'Aktion',
      'Ziel',
      'Änderungen',
    ]);
    expect(String(sheet.rows[0]![8])).toContain('name: — → Museum\nparent: — → Platform');
    expect(sheet.rows.map((r) => [cellTime(r[0]), ...r.slice(1)])).toEqual(
      expected.map((e) => [
        wall(e.at, ZONE),
        'admin',
        'Platform',
        e.ip,
        e.userAgent,
        'Organisation',
        'Angelegt',
        e.target,
        changeLines(e.changes),
      ]),
    );
  });

  it('writes the same moments in another zone, and names modules and actions as stored without labels', async () => {
    const expected = await scrollAll(admin, { module: 'office' });
    const { sheet } = await exportSheet(admin, { module: 'office' }, 'America/New_York');
    expect(sheet.header[0]).toBe('Time (America/New_York)');
    expect(sheet.rows.map((r) => [cellTime(r[0]), r[5], r[6], r[7]])).toEqual(
      expected.map((e) => [wall(e.at, 'America/New_York'), 'office', 'create', e.target]),
    );
  });

  it('holds every row of the caller’s range and none of another office, and is in the log itself', async () => {
    const north = await signIn(app, 'north.admin');
    const expected = await scrollAll(north);
    expect(expected.length).toBeGreaterThan(0);
    const { sheet, job } = await exportSheet(north, { userName: '' });
    expect(sheet.rows).toHaveLength(expected.length);
    expect(sheet.rows.map((r) => r[7])).toEqual(expected.map((e) => e.target));
    expect(new Set(sheet.rows.map((r) => r[2]))).toEqual(new Set(['North']));
    expect(sheet.rows.some((r) => r[7] === 'Harbour')).toBe(false);

    const [audit] = await scrollAll(north, { module: 'log', action: 'export' });
    expect(audit).toMatchObject({ userName: 'north.admin', officeName: 'North', target: job.fileName });
    // The platform administrator sees it too; the export's own row is not in its file.
    expect((await scrollAll(admin, { module: 'log', action: 'export' })).map((r) => r.id)).toContain(audit!.id);
    expect(sheet.rows.some((r) => r[5] === 'log')).toBe(false);
  });

  it('records the filters of an export in its audit row, times in the caller’s zone', async () => {
    const from = Date.UTC(2026, 0, 1, 0, 0, 0);
    await exportSheet(admin, { module: 'office', userName: 'adm', from: `${from}` });
    const [audit] = await scrollAll(admin, { module: 'log', action: 'export' });
    expect(audit!.changes).toEqual({
      module: { after: 'office' },
      userName: { after: 'adm' },
      from: { after: `2026-01-01 05:30 (${ZONE})` },
    });
  });

  it('hands the file over once, and only to the user who asked for it', async () => {
    const started = await startExport(admin, { module: 'office' });
    const id = started.body.jsonObject!.id;
    const other = await signIn(app, 'north.admin');
    expect((await progressOf(other, id)).body.code).toBe(404);
    await waitDone(admin, id);
    const stranger = await fetchFile(other, id);
    expect((stranger.json() as Envelope).code).toBe(404);
    expect((await fetchFile(admin, id)).statusCode).toBe(200);
    const again = await fetchFile(admin, id);
    expect((again.json() as Envelope).code).toBe(404);
    expect((await progressOf(admin, id)).body.code).toBe(404);
  });

  it('refuses the export to users without sys:log:export, even when they may read the log', async () => {
    const rita = await signIn(app, 'rita');
    expect((await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie: rita })).body.code).toBe(0);
    expect((await startExport(rita, {})).body.code).toBe(401);
    expect((await startExport(await signIn(app, 'olga'), {})).body.code).toBe(401);
    expect((await progressOf(rita, 'x')).body.code).toBe(401);
  });

  it('refuses labels that are not the expected JSON', async () => {
    expect((await startExport(admin, { labels: '{not json' })).body.code).toBe(400);
    expect((await startExport(admin, { labels: JSON.stringify({ sheet: 'x' }) })).body.code).toBe(400);
  });
});

describe('log export limits', () => {
  const principalOf = async (cookie: string) => {
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    return (await app.services.sessions.resolve(token))!;
  };
  const meta = { ip: '127.0.0.1', userAgent: 'test' };
  const until = async (
    service: ReturnType<typeof logExportService>,
    p: Awaited<ReturnType<typeof principalOf>>,
    id: string,
  ) => {
    for (let i = 0; i < 600; i++) {
      const job = await service.progress(p, id);
      if (job.state === 'done' || job.state === 'failed') return job;
      await sleep(50);
    }
    throw new Error('the export did not finish');
  };

  it('writes at most maxRows, the newest, and says so', async () => {
    const service = logExportService(app.db.kysely, app.services.jobs, blobsOf(app), app.services.audit, {
      maxRows: 3,
      pageSize: 2,
    });
    const p = await principalOf(admin);
    const expected = await scrollAll(admin, { module: 'office' });
    const job = await service.start(p, meta, 'UTC', { module: 'office', action: '', userName: '' });
    expect(['queued', 'running']).toContain(job.state);
    expect(job.maxRows).toBe(3);
    const done = await until(service, p, job.id);
    expect(done).toMatchObject({ state: 'done', rows: 3, total: 3, capped: true, percent: 100 });
    const { md5 } = (await app.services.jobs.get(job.id))!.result as { md5: string };
    expect(await blobsOf(app).stat(md5)).toBeDefined();
    const file = await service.file(p, job.id);
    const sheet = await readSheet(await buffer(file.stream));
    expect(sheet.rows.map((r) => r[7])).toEqual(expected.slice(0, 3).map((e) => e.target));
    await file.sent();
    // Handed over once: the job is gone at once, the file once sent.
    await expect(service.file(p, job.id)).rejects.toMatchObject({ code: 404 });
    expect(await blobsOf(app).stat(md5)).toBeUndefined();
  });

  it('limits the exports one user may have under way', async () => {
    const service = logExportService(app.db.kysely, app.services.jobs, blobsOf(app), app.services.audit, {
      perUser: 1,
    });
    const p = await principalOf(admin);
    const q = { module: '', action: '', userName: '' };
    const first = await service.start(p, meta, 'UTC', q);
    await expect(service.start(p, meta, 'UTC', q)).rejects.toMatchObject({ code: 429 });
    // Another user is not held up by it.
    const other = await principalOf(await signIn(app, 'north.admin'));
    const second = await service.start(other, meta, 'UTC', q);
    await until(service, p, first.id);
    await until(service, other, second.id);
    const third = await service.start(p, meta, 'UTC', q);
    expect((await until(service, p, third.id)).state).toBe('done');
  });
});

describe('cancelling an export', () => {
  const many = { module: 'terminal', action: 'delete' };

  beforeAll(async () => {
    // Enough rows that writing them takes a while.
    await insertLogRows(app, 30_000, '9000', (i) => ({
      office_id: northId,
      at: Date.UTC(2021, 0, 1) + i,
      ...many,
      target: `screen ${i}`,
    }));
  });

  it('stops it at once, keeps no file, frees its slot, and is refused for another user’s export', async () => {
    const started = await startExport(admin, many);
    expect(started.body.code).toBe(0);
    const id = started.body.jsonObject!.id;
    const other = await signIn(app, 'north.admin');
    expect((await call(app, 'POST', '/a/sys/log/logExportCancel', { cookie: other, form: { id } })).body.code).toBe(
      404,
    );
    const cancelled = await call<LogExportJob>(app, 'POST', '/a/sys/log/logExportCancel', {
      cookie: admin,
      form: { id },
    });
    expect(cancelled.body.code).toBe(0);
    expect(cancelled.body.jsonObject!.state).toBe('cancelled');
    // The worker does not finish it later, and there is no file to fetch.
    await sleep(3000);
    expect((await progressOf(admin, id)).body.jsonObject!.state).toBe('cancelled');
    expect((await fetchFile(admin, id)).json<Envelope>().code).toBe(409);
    // Cancelling again changes nothing; the freed slot takes two exports (the limit) at once.
    const again = await call<LogExportJob>(app, 'POST', '/a/sys/log/logExportCancel', { cookie: admin, form: { id } });
    expect(again.body.jsonObject!.state).toBe('cancelled');
    const a = await startExport(admin, { module: 'system' });
    const b = await startExport(admin, { module: 'system' });
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    await waitDone(admin, a.body.jsonObject!.id);
    await waitDone(admin, b.body.jsonObject!.id);
  });
});
