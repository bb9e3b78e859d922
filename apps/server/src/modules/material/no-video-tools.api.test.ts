import type { UploadState } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { getFile, mp4Of, pngOf, settled, upload } from '../../../test/materials.js';

let app: TestApp;
let admin: string;
const before = { FFMPEG_PATH: process.env.FFMPEG_PATH, FFPROBE_PATH: process.env.FFPROBE_PATH };

const materialOf = (s: UploadState) => {
  if (s.state !== 'done') throw new Error('not uploaded');
  return s.material;
};

beforeAll(async () => {
  // A server on a machine without ffmpeg: the tools are looked for where nothing is. Its job
  // threads take the environment as they start; the files after this one (in the same worker
  // process) get the tools back.
  process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
  process.env.FFPROBE_PATH = '/nonexistent/ffprobe';
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
});
afterAll(async () => {
  await app.close();
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('a server without ffmpeg', () => {
  it('starts, stores and serves videos, and says plainly that video processing is unavailable', async () => {
    const video = await mp4Of(1);
    const clip = await settled(app, admin, materialOf((await upload(app, admin, video, 'clip.mp4')).state).id);
    expect(clip).toMatchObject({ kind: 'video', status: 'failed', problem: 'videoToolsMissing', posterMd5: null });
    const served = await getFile(app, admin, { id: clip.id });
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.bytes, video)).toBe(0);
  });

  it('still processes pictures', async () => {
    const picture = await settled(
      app,
      admin,
      materialOf((await upload(app, admin, await pngOf(30, 20), 'still.png')).state).id,
    );
    expect(picture).toMatchObject({ status: 'ready', width: 30, height: 20 });
  });
});
