import { endpoints } from '@apm/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { requireAccessDeclarations } from './route-access.js';
import { registerRoutes, route } from './route.js';

const probe = endpoints('probe', {
  a: { method: 'GET', path: '/a', access: 'login', summary: 'A call for the test' },
});

function server() {
  const http = Fastify();
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  return http;
}

describe('requireAccessDeclarations', () => {
  it('refuses an API route that is not registered from an endpoint, even one declaring its access', () => {
    const http = server();
    requireAccessDeclarations(http);
    expect(() => http.get('/apm-web/open', async () => 'x')).toThrow(/not registered from an endpoint/);
    expect(() => http.get('/apm-web/b', { config: { access: 'login' } }, async () => 'x')).toThrow(
      /not registered from an endpoint/,
    );
  });

  it('records the routes of endpoints with their access, and treats console files as public', async () => {
    const http = server();
    const routes = requireAccessDeclarations(http);
    await http.register(async (api) => registerRoutes(api, [route(probe.a, async () => undefined)]), {
      prefix: '/apm-web',
    });
    http.get('/index.html', async () => 'x');
    await http.ready();
    expect(routes.filter((r) => r.method === 'GET')).toEqual([
      { method: 'GET', url: '/apm-web/a', access: 'login', endpoint: probe.a },
      { method: 'GET', url: '/index.html', access: 'public', endpoint: undefined },
    ]);
  });
});
