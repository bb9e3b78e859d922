import { execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ConvertProgress, MaterialItem, UploadState } from '@apm/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { freshStore, initSystem, signIn, startApp, until, type Store } from '../../../test/harness.js';
import { mpeg2Of, probed } from '../../../test/media.js';
import { upload } from '../../../test/materials.js';
import { serverMain, startServerProcess, type ServerProcess } from '../../../test/processes.js';
import { openDb } from '../../platform/db/connect.js';
import { checkStorage, reportLines, somethingWrong } from '../../platform/storage/check.js';
import { blobReferences } from '../../platform/storage/references.js';
import { COLLECTION } from '../../platform/storage/tracked.js';
import { MODULES } from '../index.js';

let store: Store | undefined;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  await store?.drop();
});

const md5OfFile = async (file: string) => {
  const h = createHash('md5');
  for await (const b of fs.createReadStream(file)) h.update(b as Buffer);
  return h.digest('hex');
};

/** Every blob file of the store (DATA_DIR/files/<2 hex>/<md5>). */
function blobFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  return fs
    .readdirSync(root)
    .filter((d) => /^[0-9a-f]{2}$/.test(d))
    .flatMap((d) => fs.readdirSync(path.join(root, d)).map((f) => path.join(root, d, f)));
}

/** Whether a process still has `file` on its command line (an ffmpeg writing it). */
const writerOf = (file: string) =>
  promisify(execFile)('pgrep', ['-f', file]).then(
    (r) => r.stdout.trim() !== '',
    () => false,
  );

const progressOf = async (server: ServerProcess, cookie: string, id: string) => {
  const r = await server.call<ConvertProgress>('GET', '/a/api/fileInfosa/convertProgress', { id }, cookie);
  expect(r.code, r.message).toBe(0);
  return r.jsonObject!;
};

describe('a server killed with kill -9 in the middle of a transcode', () => {
  it(
    'resumes it after the restart; no half-written file becomes a blob; every blob matches its row',
    { timeout: 420_000 },
    async () => {
      expect(fs.existsSync(serverMain), 'the server is built (npm run build)').toBe(true);
      store = await freshStore();
      // Set up in this process, and let it do the quick processing (probe, poster, strip).
      const app = await startApp(store);
      await initSystem(app);
      const cookie = await signIn(app);
      // Long enough that its conversion takes a while even on a fast machine.
      const clip = await mpeg2Of(60, 640, 360);
      const state: UploadState = (await upload(app, cookie, clip, 'Long promo.mpg')).state;
      if (state.state !== 'done') throw new Error('not uploaded');
      const id = state.material.id;
      await app.http.close();

      const env = { JOB_LEASE_MS: '2000' };
      const first = await startServerProcess(store, env, children);
      const running = await until(
        'the conversion to be under way',
        async () => {
          const p = await progressOf(first, cookie, id);
          return p.state === 'running' && (p.percent ?? 0) >= 2 ? p : undefined;
        },
        240_000,
      );
      expect(running.percent).toBeLessThan(100);
      const exited = new Promise((r) => first.child.once('exit', r));
      first.child.kill('SIGKILL');
      await exited;

      // What ffmpeg had written lies outside the blob store, and no blob is made of it.
      const work = path.join(store.config.dataDir, 'transcode');
      const halves = fs.readdirSync(work).map((n) => path.join(work, n));
      expect(halves).toHaveLength(1);
      const half = halves[0]!;
      const halfMd5 = await md5OfFile(half);
      const db = openDb(store.config);
      try {
        expect(await db.kysely.selectFrom('sys_blob').select('md5').where('md5', '=', halfMd5).execute()).toEqual([]);
        // The killed server's ffmpeg does not go on writing: it ends with the process that started it.
        await until('the orphaned ffmpeg to stop', async () => ((await writerOf(half)) ? undefined : true), 30_000);
        const before = await db.kysely
          .selectFrom('material')
          .select(['status', 'play_md5'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(before).toEqual({ status: 'processing', play_md5: null });

        const second = await startServerProcess(store, env, children);
        const done = await until(
          'the conversion to finish after the restart',
          async () => {
            const r = await second.call<{ list: MaterialItem[] }>(
              'GET',
              '/a/api/material/list',
              { pageSize: '50' },
              cookie,
            );
            const m = (r as unknown as { data?: { list: MaterialItem[] } }).data?.list.find((x) => x.id === id);
            return m && m.status !== 'processing' ? m : undefined;
          },
          360_000,
        );
        expect(done).toMatchObject({ status: 'ready', problem: null });
        expect(await progressOf(second, cookie, id)).toEqual({ id, state: 'done', percent: 100 });
        expect(fs.existsSync(half)).toBe(false);

        // The rendition is whole: a fast-start H.264/AAC MP4 of the clip's length.
        const played = fs.readFileSync(
          path.join(store.config.dataDir, 'files', done.playMd5!.slice(0, 2), done.playMd5!),
        );
        expect(await probed(played)).toMatchObject({ codecs: ['h264', 'aac'], moovFirst: true });

        // Every blob row has its file with those bytes, and every file its row.
        const rows = await db.kysely.selectFrom('sys_blob').select(['md5', 'size']).execute();
        const files = blobFiles(store.config.dataDir);
        expect(files.map((f) => path.basename(f)).sort()).toEqual(rows.map((r) => r.md5).sort());
        for (const f of files) {
          expect(await md5OfFile(f)).toBe(path.basename(f));
          expect(fs.statSync(f).size).toBe(Number(rows.find((r) => r.md5 === path.basename(f))!.size));
        }
        for (const md5 of [done.md5, done.playMd5, done.thumbMd5, done.posterMd5, done.stripMd5]) {
          expect(rows.map((r) => r.md5)).toContain(md5);
        }
        // What `npm run storage:check` reports: nothing wrong.
        const report = await checkStorage(
          db.kysely,
          path.join(store.config.dataDir, 'files'),
          blobReferences(MODULES),
          {
            graceMs: COLLECTION.graceMs,
          },
        );
        expect(reportLines(report).join('\n')).toMatch(/all \d+ blobs verified/);
        expect(somethingWrong(report)).toBe(false);
        second.child.kill('SIGKILL');
      } finally {
        await db.close();
      }
    },
  );
});
