import * as contract from '@apm/contract';
import { callName, MENU_CATALOGUE, type Endpoint, type RouteEntry } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  await addUser(app, 'olga', 'operator');
});
afterAll(() => app.close());

const apiRoutes = () =>
  app.routes.filter(
    (r) => r.url.startsWith('/apm-web/') && !r.url.startsWith('/apm-web/docs') && r.url !== '/apm-web/openapi.json',
  );

/** Every endpoint the contract defines: the values of its `…Api` groups. */
function contractEndpoints(): Endpoint[] {
  const isEndpoint = (v: unknown): v is Endpoint =>
    typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v && 'transport' in v;
  return Object.entries(contract)
    .filter(([name]) => name.endsWith('Api'))
    .flatMap(([, group]) => Object.values(group as object).filter(isEndpoint));
}
const flat = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((e) => [e, ...flat(e.children)]);

describe('route access declarations', () => {
  it('every API route serves an endpoint of the contract, which declares who may call it', () => {
    expect(apiRoutes().length).toBeGreaterThan(8);
    const undeclared = apiRoutes().filter((r) => r.access === undefined || r.endpoint === undefined);
    expect(undeclared).toEqual([]);
    for (const r of apiRoutes()) expect(r.access, r.url).toBe(r.endpoint!.access);
  });

  it('serves every endpoint the contract defines, once', () => {
    const served = apiRoutes()
      .filter((r) => r.method !== 'HEAD')
      .map((r) => callName(r.endpoint!));
    const defined = contractEndpoints().map(callName);
    expect(defined.length).toBeGreaterThan(60);
    expect(new Set(defined).size, 'an endpoint defined twice').toBe(defined.length);
    expect([...served].sort()).toEqual([...defined].sort());
  });

  it('every route that is not public answers "logout" to a caller without a session', async () => {
    const guarded = apiRoutes().filter((r) => r.access !== 'public' && (r.method === 'GET' || r.method === 'POST'));
    expect(guarded.length).toBeGreaterThan(0);
    for (const r of guarded) {
      const res = await call(app, r.method as 'GET' | 'POST', r.url.replace('/apm-web', ''));
      expect({ url: r.url, body: res.body }).toMatchObject({ url: r.url, body: { code: 440, message: 'logout' } });
    }
  });
});

describe('routes and menus by permission', () => {
  it('gives the administrator the built pages', async () => {
    const cookie = await signIn(app);
    const r = await call<RouteEntry[]>(app, 'GET', '/routes', { cookie });
    expect(flat(r.body.jsonObject!).map((e) => e.path)).toContain('home');
    // Pages not built yet stay out of the menu.
    const unbuilt = MENU_CATALOGUE.filter((m) => m.type === 'page' && !m.built).map((m) => m.path);
    expect(unbuilt.length).toBeGreaterThan(0);
    for (const path of unbuilt) expect(flat(r.body.jsonObject!).map((e) => e.path)).not.toContain(path);
  });

  it('lets the administrator page through the menu catalogue', async () => {
    const cookie = await signIn(app);
    const p1 = await call<undefined>(app, 'GET', '/a/sys/menu/lists', {
      cookie,
      form: { pageNo: '1', pageSize: '50' },
    });
    const data = p1.body.data as { list: { id: string }[]; count: number; pageNo: number; pageSize: number };
    expect(data).toMatchObject({ pageNo: 1, pageSize: 50 });
    expect(data.list).toHaveLength(50);
    expect(data.count).toBeGreaterThan(50);
    const p2 = await call(app, 'GET', '/a/sys/menu/lists', { cookie, form: { pageNo: '2', pageSize: '50' } });
    const ids2 = (p2.body.data as { list: { id: string }[] }).list.map((m) => m.id);
    expect(ids2.some((id) => data.list.some((m) => m.id === id))).toBe(false);
  });

  it('refuses the menu catalogue to an operator with "No permission", and shows the operator only its menus', async () => {
    const cookie = await signIn(app, 'olga');
    const r = await call(app, 'GET', '/a/sys/menu/lists', { cookie });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(401);
    const info = await call<{ permissions: { id: string }[]; roles: { id: string; operation: string[] }[] }>(
      app,
      'GET',
      '/a/api/user/getUserInfo',
      { cookie },
    );
    const ids = info.body.jsonObject!.permissions.map((p) => p.id);
    expect(ids).toContain('content:program');
    expect(ids).not.toContain('sys:user');
    expect(info.body.jsonObject!.roles).toEqual([
      { id: 'operator', operation: expect.arrayContaining(['content:program:view']) },
    ]);
  });

  it('answers a validation error for a bad page number', async () => {
    const cookie = await signIn(app);
    const r = await call(app, 'GET', '/a/sys/menu/lists', { cookie, form: { pageNo: '0' } });
    expect(r.body.code).toBe(400);
  });
});

describe('API documentation', () => {
  it('lists every API call in the OpenAPI document with the schema of its answer, and serves the docs page', async () => {
    const doc = (await app.http.inject({ method: 'GET', url: '/apm-web/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
      >;
    };
    for (const r of apiRoutes().filter((x) => x.url !== '/apm-web/openapi.json' && x.method !== 'HEAD')) {
      // OpenAPI writes a path parameter `:md5` as `{md5}`.
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      const content = Object.values(op?.responses?.['200']?.content ?? {});
      expect(content[0]?.schema, `${r.method} ${r.url}: the schema of its answer`).toBeDefined();
    }
    const page = await app.http.inject({ method: 'GET', url: '/apm-web/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

describe('unknown paths', () => {
  it('answer 404 in the envelope under /apm-web', async () => {
    const r = await app.http.inject({ method: 'GET', url: '/apm-web/nothing/here' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 404 });
  });
});
