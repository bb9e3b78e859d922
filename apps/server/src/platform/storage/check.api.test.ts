import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { MaterialItem } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../modules/index.js';
import {
  call,
  freshStore,
  initSystem,
  jobsSettled,
  signIn,
  startApp,
  type Store,
  type TestApp,
} from '../../../test/harness.js';
import { md5Of, pngLike, pngOf, settled, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { blobFiles, blobStore } from './blobs.js';
import { checkStorage } from './check.js';
import { collectBlobs } from './collection.js';
import { blobReferences } from './references.js';
import { trackedBlobs } from './tracked.js';

const HOUR = 3_600_000;
const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

let store: Store;
let app: TestApp;
let admin: string;
let other: string;
let files: string;

const onDisk = (md5: string) => fs.existsSync(path.join(files, md5.slice(0, 2), md5));
const fileOf = (md5: string) => path.join(files, md5.slice(0, 2), md5);
const stored = () =>
  fs
    .readdirSync(files)
    .filter((d) => /^[0-9a-f]{2}$/.test(d))
    .flatMap((d) => fs.readdirSync(path.join(files, d)));

/** As if `ms` had passed since every blob was put. */
const timePasses = (ms: number) =>
  app.db.kysely
    .updateTable('sys_blob')
    .set((eb) => ({ put_at: eb('put_at', '-', ms), created_at: eb('created_at', '-', ms) }))
    .execute();
/** A collection as the server's job runs it, here on the test's connection. */
const collect = () =>
  collectBlobs(app.db.kysely, blobFiles(blobStore(files)), blobReferences(MODULES), {
    graceMs: HOUR,
    batch: 1000,
    adopt: false,
  });
const remove = (cookie: string, id: string) =>
  call(app, 'POST', '/a/api/material/delete', { cookie, form: { ids: id } });

/** `npm run storage:check` on the test's store, as an operator runs it. */
async function storageCheck(): Promise<{ code: number; out: string }> {
  const env = {
    ...process.env,
    DATA_DIR: store.config.dataDir,
    DATABASE_URL: store.config.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  };
  return promisify(execFile)('npm', ['run', '--silent', 'storage:check'], { cwd: ROOT_DIR, env }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (err: { code: number; stdout: string }) => ({ code: err.code, out: err.stdout }),
  );
}

beforeAll(async () => {
  store = await freshStore();
  app = await startApp(store);
  await initSystem(app);
  admin = await signIn(app);
  const tenant = await addOffice(app, 'Tenant', await platformOffice(app));
  await addPerson(app, 't.admin', 'customerAdmin', tenant.id);
  other = await signIn(app, 't.admin');
  files = path.join(store.config.dataDir, 'files');
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

describe('blobs of materials', { timeout: 120_000 }, () => {
  let kept: MaterialItem;
  let shared: Buffer;

  it('are freed once the last material using them is deleted and the grace period is over', async () => {
    const picture = await pngOf(64, 48, '#118833');
    const m = await settled(
      app,
      admin,
      ((await upload(app, admin, picture, 'gone.png')).state as { material: MaterialItem }).material.id,
    );
    expect(m.thumbMd5).toMatch(/^[0-9a-f]{32}$/);
    shared = await pngOf(50, 50, '#881133');
    const mine = ((await upload(app, admin, shared, 'shared.png')).state as { material: MaterialItem }).material;
    kept = ((await upload(app, other, shared, 'shared too.png')).state as { material: MaterialItem }).material;
    await jobsSettled(app);

    expect((await remove(admin, m.id)).body.code).toBe(0);
    expect((await remove(admin, mine.id)).body.code).toBe(0);
    // Within the grace period nothing goes.
    expect((await collect()).freed).toBe(0);
    expect(onDisk(md5Of(picture))).toBe(true);

    await timePasses(2 * HOUR);
    await collect();
    expect(onDisk(md5Of(picture))).toBe(false);
    expect(onDisk(m.thumbMd5!)).toBe(false);
    // The other office's material still holds the shared bytes.
    expect(onDisk(md5Of(shared))).toBe(true);
    expect(onDisk((await settled(app, other, kept.id)).thumbMd5!)).toBe(true);
  });

  it("keep a material's playable rendition, preview strip and PDF pages while the material is there", async () => {
    const [play, strip, page] = [pngLike(3000, 91), pngLike(2000, 92), pngLike(1000, 93)];
    const blobs = trackedBlobs(app.db, files, () => app.services.jobs);
    for (const b of [play, strip, page]) await blobs.put(b);
    await app.db.kysely
      .updateTable('material')
      .set({ play_md5: md5Of(play), play_size: play.length, play_mime: 'video/mp4', strip_md5: md5Of(strip) })
      .where('id', '=', kept.id)
      .execute();
    await app.db.kysely
      .insertInto('material_page')
      .values({ material_id: kept.id, idx: 0, md5: md5Of(page), width: 10, height: 10 })
      .execute();
    await timePasses(2 * HOUR);
    expect((await collect()).freed).toBe(0);
    for (const b of [play, strip, page]) expect(onDisk(md5Of(b))).toBe(true);

    expect((await remove(other, kept.id)).body.code).toBe(0);
    await timePasses(2 * HOUR);
    await collect();
    for (const b of [play, strip, page, shared]) expect(onDisk(md5Of(b))).toBe(false);
  });
});

describe('npm run storage:check', { timeout: 120_000 }, () => {
  it('verifies every blob and says so in one line when nothing is wrong', async () => {
    for (const [i, colour] of ['#102030', '#203040', '#304050'].entries()) {
      await upload(app, admin, await pngOf(40 + i, 30, colour), `check ${i}.png`);
    }
    await jobsSettled(app);
    const report = await checkStorage(app.db.kysely, files, blobReferences(MODULES));
    expect(report).toMatchObject({ corrupt: [], wrongSize: [], missing: [], orphanRows: [] });
    expect(report.verified).toBe(stored().length);

    const { code, out } = await storageCheck();
    expect(code, out).toBe(0);
    expect(out.trim().split('\n').at(-1)).toBe(`all ${stored().length} blobs verified`);
  });

  it('names a corrupted blob and a missing one, and exits non-zero', async () => {
    const list = await call<undefined>(app, 'GET', '/a/api/material/list', { cookie: admin, form: { pageSize: '10' } });
    const [a, b] = (list.body.data as { list: MaterialItem[] }).list;
    // A bit flipped on the disk, and a file lost.
    const bytes = fs.readFileSync(fileOf(a!.md5));
    bytes[bytes.length - 5] = bytes[bytes.length - 5]! ^ 0x01;
    fs.writeFileSync(fileOf(a!.md5), bytes);
    fs.rmSync(fileOf(b!.md5));

    const report = await checkStorage(app.db.kysely, files, blobReferences(MODULES));
    expect(report.corrupt).toEqual([{ md5: a!.md5, actual: md5Of(bytes) }]);
    expect(report.missing).toEqual([{ md5: b!.md5, by: ['material files'] }]);

    const { code, out } = await storageCheck();
    expect(code, out).toBe(1);
    expect(out).toContain(`CORRUPT ${a!.md5}: its content's MD5 is ${md5Of(bytes)}`);
    expect(out).toContain(`MISSING ${b!.md5}: named by material files, no such file`);
    expect(out.trim().split('\n').at(-1)).toMatch(/^2 problem\(s\) in \d+ blobs$/);
  });
});
