import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAccessDeclarations } from './route-access.js';

describe('requireAccessDeclarations', () => {
  it('refuses an API route that declares no access', () => {
    const http = Fastify();
    requireAccessDeclarations(http);
    expect(() => http.get('/apm-web/open', async () => 'x')).toThrow(/declares no access/);
  });

  it('records declared routes and treats console files as public', () => {
    const http = Fastify();
    const routes = requireAccessDeclarations(http);
    http.get('/apm-web/a', { config: { access: 'login' } }, async () => 'x');
    http.get('/index.html', async () => 'x');
    expect(routes.filter((r) => r.method === 'GET')).toEqual([
      { method: 'GET', url: '/apm-web/a', access: 'login' },
      { method: 'GET', url: '/index.html', access: 'public' },
    ]);
  });
});
