import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../../test/harness.js';

const SCRIPT = `export const words = ${JSON.stringify('signage '.repeat(400))};`;
const PAGE = `<!doctype html><title>Console</title><script type="module" src="/assets/main-abc123.js"></script>`;

/** A built front end as `npm run build` leaves it: each file with its brotli and gzip copies beside it. */
function builtDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-built-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
  };
  write('index.html', PAGE);
  write('assets/main-abc123.js', SCRIPT);
  return dir;
}

describe('the built console and player', () => {
  let app: TestApp;
  const consoleDir = builtDir();
  const playerDir = builtDir();

  beforeAll(async () => {
    app = await startApp(undefined, { consoleDir, playerDir });
  });
  afterAll(async () => {
    await app?.close();
    for (const d of [consoleDir, playerDir]) fs.rmSync(d, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.http.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed script in brotli or gzip as the browser accepts, kept for a year', async () => {
    for (const base of ['', '/player']) {
      const br = await get(`${base}/assets/main-abc123.js`, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);

      const gz = await get(`${base}/assets/main-abc123.js`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

      const plain = await get(`${base}/assets/main-abc123.js`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("answers the console's routes with its page, compressed and checked again on every load", async () => {
    for (const url of ['/', '/login', '/sys/user']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers HEAD wherever it answers GET, without a body', async () => {
    for (const url of [
      '/login',
      '/',
      '/assets/main-abc123.js',
      '/player/assets/main-abc123.js',
      '/apm-web/f/common/isSysInit',
    ]) {
      const head = await get(url, undefined, 'HEAD');
      const got = await get(url);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(got.headers['content-type']);
      expect(head.body, url).toBe('');
    }
    expect((await get('/assets/gone-123.js', undefined, 'HEAD')).statusCode).toBe(404);
  });

  it('compresses JSON answers above a kilobyte, and leaves small ones as they are', async () => {
    const big = await get('/apm-web/openapi.json', 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');
    expect(Number(big.headers['content-length'] ?? big.rawPayload.length)).toBeLessThan(
      zlib.brotliDecompressSync(big.rawPayload).length / 3,
    );
    const small = await get('/apm-web/f/common/isSysInit', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toHaveProperty('code', 0);
  });
});
