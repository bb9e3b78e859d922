import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePlayer } from './player';

describe('the player at /player/', () => {
  let dir: string;
  let http: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-player-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html>player</html>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.x=1');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
    http = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    const pages = await servePlayer(http, dir);
    http.setNotFoundHandler((req, reply) => (pages.isPage(req) ? pages.sendPage(reply) : reply.status(404).send('no')));
    await http.ready();
  });

  afterAll(async () => {
    await http.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves its page, checked on every load', async () => {
    const res = await http.inject('/player/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<html>player</html>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps build files for ever and the service worker never', async () => {
    const asset = await http.inject('/player/assets/index-abc.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await http.inject('/player/sw.js');
    expect(sw.body).toBe('self.x=1');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers its page for its other paths, with or without the slash', async () => {
    for (const url of ['/player', '/player/setup', '/player/?name=Lobby']) {
      const res = await http.inject(url);
      expect(res.statusCode === 301 ? res.headers.location : res.body).toMatch(/player/);
    }
    const deep = await http.inject('/player/setup');
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing build file', async () => {
    expect((await http.inject('/player/assets/gone-123.js')).statusCode).toBe(404);
    expect((await http.inject('/player/missing.png')).statusCode).toBe(404);
  });

  it('serves nothing when no player is built', async () => {
    const bare = Fastify();
    const pages = await servePlayer(bare, path.join(dir, 'nowhere'));
    expect(pages.isPage({ method: 'GET', url: '/player/' } as never)).toBe(false);
    await bare.close();
  });
});
