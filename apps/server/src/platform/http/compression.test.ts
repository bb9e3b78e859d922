import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressible, registerCompression } from './compression';

const TEXT = 'terminal '.repeat(500);

describe('compression of answers', () => {
  let http: FastifyInstance;

  beforeAll(async () => {
    http = Fastify();
    await registerCompression(http);
    const answer = (type: string, body: string | Buffer) => (_req: FastifyRequest, reply: FastifyReply) =>
      reply.type(type).send(body);
    http.get('/json', answer('application/json; charset=utf-8', JSON.stringify({ text: TEXT })));
    http.get('/small', answer('application/json; charset=utf-8', JSON.stringify({ code: 0 })));
    http.get('/events', answer('text/event-stream; charset=utf-8', `data: ${TEXT}\n\n`));
    http.get('/video', answer('video/mp4', Buffer.from(TEXT)));
    http.get('/zip', answer('application/zip', Buffer.from(TEXT)));
    http.get('/bytes', answer('application/octet-stream', Buffer.from(TEXT)));
    await http.ready();
  });
  afterAll(() => http.close());

  const get = (url: string, encoding = 'gzip, deflate, br') =>
    http.inject({ url, headers: { 'accept-encoding': encoding } });

  it('sends JSON above a kilobyte in brotli, or gzip to a client without brotli', async () => {
    const br = await get('/json');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual({ text: TEXT });
    const gz = await get('/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual({ text: TEXT });
    const plain = await get('/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ text: TEXT });
  });

  it('leaves small answers, event streams and packed downloads as they are', async () => {
    for (const url of ['/small', '/events', '/video', '/zip', '/bytes']) {
      const res = await get(url);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.statusCode, url).toBe(200);
    }
    expect((await get('/events')).body).toBe(`data: ${TEXT}\n\n`);
  });

  it('knows which types are worth it', () => {
    for (const t of [
      'application/json',
      'text/html; charset=utf-8',
      'text/css',
      'text/javascript',
      'image/svg+xml',
      'text/csv',
      'application/problem+json',
    ])
      expect(compressible(t), t).toBe(true);
    for (const t of [
      'text/event-stream',
      'video/mp4',
      'image/png',
      'application/zip',
      'application/octet-stream',
      'application/pdf',
    ])
      expect(compressible(t), t).toBe(false);
  });
});
