import fs from 'node:fs';
import path from 'node:path';
import type { CustomerItem } from '@apm/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../modules/index.js';
import { blobReferences } from './references.js';
import { call, initSystem, signIn, startApp, until, type TestApp } from '../../../test/harness.js';
import { addPerson, platformOffice } from '../../../test/people.js';
import type { Database } from '../db/schema.js';
import { jobRepo } from '../jobs/repo.js';
import { newId } from '../ids.js';
import { blobFiles, blobStore, md5Of } from './blobs.js';
import { BLOB_COLLECTION_JOB, collectBlobs, type CollectionPayload, type CollectionResult } from './collection.js';
import { collectionRequest, PERIODIC, SOON, trackedBlobs, type TrackedBlobs } from './tracked.js';

const HOUR = 3_600_000;
/** A PNG signature and some bytes that make each picture its own content. */
const png = (text: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(text)]);

let app: TestApp;
let admin: string;
let root: string;
/** The store as the server builds it, on the same database and folder (puts recorded in sys_blob). */
let blobs: TrackedBlobs;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  root = path.join(app.store.config.dataDir, 'files');
  blobs = trackedBlobs(app.db, root, () => app.services.jobs);
});
afterAll(() => app.close());

const onDisk = (md5: string) => fs.existsSync(path.join(root, md5.slice(0, 2), md5));
const rowOf = (md5: string) =>
  app.db.kysely.selectFrom('sys_blob').selectAll().where('md5', '=', md5).executeTakeFirst();

/** As if `ms` had passed since every blob was put and every brand picture uploaded. */
async function timePasses(ms: number) {
  await app.db.kysely
    .updateTable('sys_blob')
    .set((eb) => ({ put_at: eb('put_at', '-', ms), created_at: eb('created_at', '-', ms) }))
    .execute();
  await app.db.kysely
    .updateTable('sys_brand_image')
    .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
    .execute();
}

const collectionJobs = () =>
  app.db.kysely
    .selectFrom('sys_job')
    .selectAll()
    .where('kind', '=', BLOB_COLLECTION_JOB)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Waits until no collection asked for is waiting or running; answers the results of those that ran. */
const settled = () =>
  until('the collection to end', async () => {
    const jobs = (await collectionJobs()).filter((j) => j.singleton_key === SOON);
    if (jobs.some((j) => j.state === 'queued' || j.state === 'running')) return undefined;
    return jobs.map((j) => ({ state: j.state, result: JSON.parse(j.result ?? 'null') as CollectionResult | null }));
  });

/** Runs a collection as the server does (a job in a worker thread) and answers what it did. */
async function collectNow(): Promise<CollectionResult> {
  await settled();
  const id = (await app.services.jobs.enqueue(app.db.kysely, collectionRequest(SOON)))!;
  const job = await until('the collection to end', async () => {
    const j = await app.services.jobs.get(id);
    return j && ['done', 'failed', 'cancelled'].includes(j.state) ? j : undefined;
  });
  expect(job.state).toBe('done');
  return job.result as CollectionResult;
}

/** A collection run here, on the test's own connection (to hold it between its steps, or count its statements). */
const collectHere = (o: Partial<CollectionPayload> = {}, db: Kysely<Database> = app.db.kysely, pauses = {}) =>
  collectBlobs(
    db,
    blobFiles(blobStore(root)),
    blobReferences(MODULES),
    { graceMs: HOUR, batch: 1000, adopt: false, ...o },
    pauses,
  );

/** Frees what earlier tests left unreferenced, so that a test counts only its own blobs. */
async function clean() {
  await timePasses(2 * HOUR);
  await collectHere();
}

function multipart(url: string, cookie: string, bytes: Buffer) {
  const boundary = `----apm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return app.http.inject({
    method: 'POST',
    url: `/apm-web${url}`,
    headers: { cookie, 'x-requested-with': 'apm-console', 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('collection of unused blobs', { timeout: 240_000 }, () => {
  it('is waiting to run every six hours from start-up', async () => {
    const [periodic] = (await collectionJobs()).filter((j) => j.singleton_key === PERIODIC);
    expect(periodic).toMatchObject({ state: 'queued' });
    expect(Math.abs(periodic!.run_at - periodic!.created_at - 6 * HOUR)).toBeLessThan(1000);
    expect(JSON.parse(periodic!.payload)).toEqual({ graceMs: HOUR, batch: 1000, adopt: true });
  });

  it('frees the picture an avatar replaced, once collected, and keeps the new one', async () => {
    const who = await addPerson(app, 'dora', 'operator', (await platformOffice(app)).id);
    const dora = await signIn(app, 'dora');
    const upload = async (bytes: Buffer) => {
      const r = await multipart('/a/api/user/uploadAvatar', dora, bytes);
      return (r.json() as { jsonObject: { avatar: string } }).jsonObject.avatar.split('v=')[1]!;
    };
    const first = await upload(png('first avatar'));
    await settled();
    expect(onDisk(first)).toBe(true);
    expect(await rowOf(first)).toMatchObject({ size: 20 });

    await timePasses(2 * HOUR);
    const second = await upload(png('second avatar'));
    // The upload queued the collection itself.
    const runs = await settled();
    expect(runs.at(-1)).toMatchObject({ state: 'done', result: { freed: 1 } });
    expect(onDisk(first)).toBe(false);
    expect(await rowOf(first)).toBeUndefined();
    expect(onDisk(second)).toBe(true);
    const served = await app.http.inject({
      method: 'GET',
      url: `/apm-web/a/api/user/avatar?id=${who}&v=${second}`,
      headers: { cookie: dora },
    });
    expect(served.rawPayload.equals(png('second avatar'))).toBe(true);

    // An hour and more later the avatar in use is still there.
    await timePasses(2 * HOUR);
    expect((await collectNow()).freed).toBe(0);
    expect(onDisk(second)).toBe(true);
  });

  it('keeps a brand picture another customer still shows, and frees the one no brand shows any more', async () => {
    const platform = await platformOffice(app);
    const customer = async (name: string) =>
      (
        (await call(app, 'POST', '/a/api/customer/save', { cookie: admin, form: { name, parentId: platform.id } })).body
          .jsonObject as CustomerItem
      ).id;
    const acme = await customer('Acme');
    const beta = await customer('Beta');
    const upload = async (id: string, bytes: Buffer) =>
      (
        (await multipart(`/a/api/customer/uploadBrandImage?id=${id}`, admin, bytes)).json() as {
          jsonObject: { url: string };
        }
      ).jsonObject.url;
    const saveLogo = async (id: string, logo: string) =>
      expect(
        (
          await call(app, 'POST', '/a/api/customer/saveBrand', {
            cookie: admin,
            form: { id, personalType: '1', title: 'Brand', logo, languages: 'US' },
          })
        ).body.code,
      ).toBe(0);
    const md5 = (url: string) => url.split('md5=')[1]!;

    const acmeOnly = await upload(acme, png('acme only'));
    await saveLogo(acme, acmeOnly);
    const shared = await upload(acme, png('shared logo'));
    expect(await upload(beta, png('shared logo'))).toBe(shared);
    await saveLogo(beta, shared);
    await saveLogo(acme, shared);
    // Acme's first picture is shown by no brand now; uploads are kept a day for the brand form.
    await timePasses(2 * HOUR);
    expect((await collectNow()).freed).toBe(0);

    await timePasses(25 * HOUR);
    const fresh = await upload(acme, png('acme new'));
    await saveLogo(acme, fresh);
    expect(await collectNow()).toMatchObject({ freed: 1 });
    expect(onDisk(md5(acmeOnly))).toBe(false);
    expect((await app.http.inject({ method: 'GET', url: acmeOnly })).statusCode).toBe(404);
    // The shared picture: Acme no longer shows it, Beta does.
    expect(onDisk(md5(shared))).toBe(true);
    expect((await app.http.inject({ method: 'GET', url: shared })).statusCode).toBe(200);
    expect(onDisk(md5(fresh))).toBe(true);

    // Beta deleted: nothing shows the shared picture any more.
    expect(
      (await call(app, 'POST', '/a/api/office/deleteOffice', { cookie: admin, form: { id: beta } })).body.code,
    ).toBe(0);
    expect(await collectNow()).toMatchObject({ freed: 1 });
    expect(onDisk(md5(shared))).toBe(false);
    expect(onDisk(md5(fresh))).toBe(true);
  });

  it('keeps content put or kept within the grace period, referenced or not', async () => {
    await clean();
    const young = await blobs.put(Buffer.from('put a minute ago, not referenced yet'));
    const old = await blobs.put(Buffer.from('put long ago, about to be referenced again'));
    await timePasses(30 * 60_000);
    await app.db.kysely
      .updateTable('sys_blob')
      .set({ put_at: Date.now() - 2 * HOUR })
      .where('md5', '=', old.md5)
      .execute();
    expect(await blobs.keep(old.md5)).toBe(true);
    expect(await blobs.keep(md5Of(Buffer.from('never stored')))).toBe(false);
    expect((await collectNow()).freed).toBe(0);
    expect([onDisk(young.md5), onDisk(old.md5)]).toEqual([true, true]);

    await timePasses(HOUR + 60_000);
    expect((await collectNow()).freed).toBe(2);
    expect([onDisk(young.md5), onDisk(old.md5)]).toEqual([false, false]);
  });

  it('keeps a log export file while its job holds it', async () => {
    await clean();
    const file = await blobs.put(Buffer.from('an export nobody fetched yet'));
    const id = newId();
    const at = Date.now();
    await jobRepo(app.db.kysely, app.db.dialect).insert({
      id,
      kind: 'log.export',
      payload: '{}',
      state: 'done',
      owner_id: null,
      singleton_key: null,
      max_attempts: 1,
      run_at: at,
      locked_by: null,
      lock_expires_at: null,
      progress: null,
      result: JSON.stringify({ md5: file.md5, size: file.size, rows: 0, total: 0, capped: false }),
      error: null,
      created_at: at,
      updated_at: at,
      finished_at: at,
    });
    await timePasses(2 * HOUR);
    expect((await collectHere()).freed).toBe(0);
    expect(onDisk(file.md5)).toBe(true);
    await jobRepo(app.db.kysely, app.db.dialect).delete(id);
    expect((await collectHere()).freed).toBe(1);
    expect(onDisk(file.md5)).toBe(false);
  });

  it('ends a put that comes while its content is being deleted with the file present', async () => {
    await clean();
    // The put comes after the rows are deleted, while the file is still in place.
    const early = Buffer.from('put again while its row is deleted');
    const a = await blobs.put(early);
    await timePasses(2 * HOUR);
    let during: unknown;
    const r1 = await collectHere({}, app.db.kysely, {
      rowsDeleted: async (md5s: string[]) => {
        expect(md5s).toEqual([a.md5]);
        expect(await rowOf(a.md5)).toBeUndefined();
        during = await blobs.put(early);
      },
    });
    expect(during).toMatchObject({ md5: a.md5, created: false });
    expect(r1).toMatchObject({ freed: 0, putBack: 1 });
    expect(onDisk(a.md5)).toBe(true);
    expect(await rowOf(a.md5)).toBeDefined();

    // The put comes once the file is set aside: it places its own, and the one set aside goes back over it.
    await clean();
    const late = Buffer.from('put again while its file is set aside');
    const b = await blobs.put(late);
    await timePasses(2 * HOUR);
    const r2 = await collectHere({}, app.db.kysely, {
      filesAside: async () => {
        expect(onDisk(b.md5)).toBe(false);
        during = await blobs.put(late);
        expect(onDisk(b.md5)).toBe(true);
      },
    });
    expect(during).toMatchObject({ md5: b.md5, created: true });
    expect(r2).toMatchObject({ freed: 0, putBack: 1 });
    expect(await blobs.get(b.md5)).toEqual(late);
    expect(fs.readdirSync(root).filter((n) => n.startsWith('.'))).toEqual([]);

    // Many at once, unpaused: every content put while the collection runs is there afterwards.
    const contents = Array.from({ length: 60 }, (_, i) => Buffer.from(`raced ${i}`));
    for (const c of contents) await blobs.put(c);
    await timePasses(2 * HOUR);
    const [, puts] = await Promise.all([collectHere({ batch: 7 }), Promise.all(contents.map((c) => blobs.put(c)))]);
    for (const p of puts) {
      expect(onDisk(p.md5), p.md5).toBe(true);
      expect(await rowOf(p.md5), p.md5).toBeDefined();
    }
  });

  it('clears what a stopped collection or an older store left, and adopts files stored without a row', async () => {
    await clean();
    const files = blobFiles(blobStore(root));
    const rowed = await blobs.put(Buffer.from('set aside, still recorded'));
    const gone = await blobs.put(Buffer.from('set aside, its row deleted'));
    await app.db.kysely.deleteFrom('sys_blob').where('md5', '=', gone.md5).execute();
    const longAgo = Date.now() - 2 * HOUR;
    await files.setAside(rowed.md5, longAgo);
    await files.setAside(gone.md5, longAgo);
    const untracked = await blobStore(root).put(Buffer.from('stored before the table of blobs'));
    expect(await rowOf(untracked.md5)).toBeUndefined();

    const r = await collectHere({ adopt: true });
    expect(r).toMatchObject({ freed: 0, adopted: 1, leftovers: 2 });
    expect([onDisk(rowed.md5), onDisk(gone.md5), onDisk(untracked.md5)]).toEqual([true, false, true]);
    expect(await rowOf(untracked.md5)).toMatchObject({ size: 32 });
    await timePasses(2 * HOUR);
    expect(await collectHere()).toMatchObject({ freed: 2 });
    expect(onDisk(untracked.md5)).toBe(false);
  });

  it('deletes a batch with two statements, whatever the number of blobs', async () => {
    await clean();
    const avatar = await blobs.put(png('an avatar in use'));
    await app.db.kysely.updateTable('sys_user').set({ avatar: avatar.md5 }).where('login_name', '=', 'admin').execute();
    const n = 1200;
    for (let i = 0; i < n; i++) await blobs.put(Buffer.from(`unused ${i}`));
    await timePasses(2 * HOUR);

    let statements = 0;
    const counting = app.db.kysely.withPlugin({
      // Called once per statement run (transformQuery also sees each subquery as it is built).
      transformQuery: (a) => a.node,
      transformResult: async (a) => {
        statements++;
        return a.result;
      },
    });
    const started = Date.now();
    const r = await collectHere({ batch: 500 }, counting);
    console.log(`collected ${n} blobs in ${Date.now() - started} ms with ${statements} statements (${app.db.dialect})`);
    expect(r).toMatchObject({ freed: n, batches: 3 });
    expect(statements).toBe(2 * 3);
    expect(onDisk(avatar.md5)).toBe(true);
    const left = await app.db.kysely
      .selectFrom('sys_blob')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBeGreaterThanOrEqual(1);
  });

  it('queues the next periodic run when an ended one is removed', async () => {
    const [periodic] = (await collectionJobs()).filter((j) => j.singleton_key === PERIODIC && j.state === 'queued');
    expect(await app.services.jobs.cancel(periodic!.id)).toBe(true);
    await app.services.jobs.remove(periodic!.id);
    const next = (await collectionJobs()).filter((j) => j.singleton_key === PERIODIC);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ state: 'queued' });
    expect(next[0]!.id).not.toBe(periodic!.id);
    expect(next[0]!.run_at).toBeGreaterThanOrEqual(Date.now() + 6 * HOUR - 60_000);
  });
});
