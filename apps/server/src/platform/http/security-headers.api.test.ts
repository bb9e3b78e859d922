import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';

/** A built front end in a fresh folder: its page and one hashed script. */
function builtDir(title: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-headers-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'export {};');
  return dir;
}

/** The security headers every answer must carry, whatever answered it. */
function expectProtected(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  expect(directive('script-src'), what).toBe("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(directive('frame-ancestors'), what).toBe("frame-ancestors 'self'");
  expect(directive('object-src'), what).toBe("object-src 'none'");
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
}

describe('security headers', () => {
  let app: TestApp;
  let cookie: string;
  const consoleDir = builtDir('Console');
  const playerDir = builtDir('Player');

  beforeAll(async () => {
    app = await startApp(undefined, { consoleDir, playerDir });
    await initSystem(app);
    cookie = await signIn(app);
  });
  afterAll(async () => {
    await app?.close();
    for (const d of [consoleDir, playerDir]) fs.rmSync(d, { recursive: true, force: true });
  });

  it('are on API answers: success, refusal, invalid input, unknown call', async () => {
    const ok = await call(app, 'GET', '/a/api/user/getUserInfo', { cookie });
    expect(ok.body.code).toBe(0);
    expectProtected(ok.headers, 'success');
    const refused = await call(app, 'GET', '/a/api/user/getUserInfo');
    expect(refused.body.message).toBe('logout');
    expectProtected(refused.headers, 'refusal');
    const invalid = await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie, form: { cursor: 'a\u0000' } });
    expect(invalid.status).toBe(400);
    expectProtected(invalid.headers, 'invalid input');
    const unknown = await app.http.inject({ method: 'GET', url: `${API_PREFIX}/no/such/call` });
    expect(unknown.statusCode).toBe(404);
    expectProtected(unknown.headers, 'unknown call');
  });

  it("are on the console's and the player's files and pages, and on what is not found", async () => {
    for (const url of [
      '/',
      '/login',
      '/assets/main-abc123.js',
      '/player/',
      '/player/screen/1',
      '/player/assets/main-abc123.js',
    ]) {
      const res = await app.http.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectProtected(res.headers, url);
    }
    const missing = await app.http.inject({ method: 'POST', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expectProtected(missing.headers, 'not found');
  });

  it('are on the API description and its page', async () => {
    for (const url of [`${API_PREFIX}/openapi.json`, `${API_PREFIX}/docs/`]) {
      const res = await app.http.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectProtected(res.headers, url);
    }
  });
});
