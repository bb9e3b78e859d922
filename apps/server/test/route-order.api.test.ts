import { API_PREFIX, CONSOLE_HEADER, CONSOLE_HEADER_VALUE, ErrorCodes } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from './harness.js';
import { addPerson, platformOffice } from './people.js';

/**
 * The order of checks on every route: the session first, then the permission, then the input.
 * Without a session every guarded call answers 'logout', and without the permission the
 * no-permission answer, whatever the input: nobody learns a call's inputs before being let in.
 */

/** Inputs a stranger might try: none, wrong types, and a body the parser cannot read. */
const INPUTS: { name: string; form?: Record<string, string>; raw?: { type: string; body: string } }[] = [
  { name: 'empty', form: {} },
  { name: 'malformed', form: { id: 'x'.repeat(5000), page: '-1', pageSize: 'many', ids: '\u0000' } },
  { name: 'unreadable JSON', raw: { type: 'application/json', body: '{"id":' } },
  { name: 'multipart without a boundary', raw: { type: 'multipart/form-data', body: '--' } },
];

describe('order of checks on every route', () => {
  let app: TestApp;
  let guarded: { method: 'GET' | 'POST'; path: string; access: string }[];
  let roleless: string;

  beforeAll(async () => {
    app = await startApp();
    await initSystem(app);
    await addPerson(app, 'no-role', null, (await platformOffice(app)).id);
    roleless = await signIn(app, 'no-role');
    guarded = app.routes
      .filter((r) => r.url.startsWith(API_PREFIX) && r.method !== 'HEAD' && r.access !== 'public')
      .filter((r) => !r.url.startsWith(`${API_PREFIX}/docs`))
      .map((r) => ({
        method: r.method as 'GET' | 'POST',
        path: r.url.slice(API_PREFIX.length).replace(/:\w+/g, 'x'),
        access: String(r.access),
      }));
  });
  afterAll(() => app?.close());

  async function ask(route: (typeof guarded)[number], input: (typeof INPUTS)[number], cookie?: string) {
    if (!input.raw) return (await call(app, route.method, route.path, { form: input.form, cookie })).body;
    const res = await app.http.inject({
      method: route.method,
      url: `${API_PREFIX}${route.path}`,
      headers: { [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE, 'content-type': input.raw.type, ...(cookie && { cookie }) },
      payload: input.raw.body,
    });
    return res.json<{ code: number; message: string }>();
  }

  it('finds guarded routes of every kind to walk', () => {
    expect(guarded.length).toBeGreaterThan(100);
    expect(guarded.some((r) => r.access === 'login')).toBe(true);
    expect(guarded.some((r) => r.method === 'GET') && guarded.some((r) => r.method === 'POST')).toBe(true);
  });

  it.each(INPUTS)('answers logout without a session, never an input error ($name input)', async (input) => {
    const wrong: string[] = [];
    for (const r of guarded) {
      const body = await ask(r, input);
      if (body.code !== ErrorCodes.SESSION_EXPIRED.code || body.message !== ErrorCodes.SESSION_EXPIRED.text) {
        wrong.push(`${r.method} ${r.path} → ${body.code} ${body.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(INPUTS)('answers no permission to a user without it, never an input error ($name input)', async (input) => {
    const wrong: string[] = [];
    for (const r of guarded.filter((g) => g.access !== 'login')) {
      const body = await ask(r, input, roleless);
      if (body.code !== ErrorCodes.NO_PERMISSION.code)
        wrong.push(`${r.method} ${r.path} → ${body.code} ${body.message}`);
    }
    expect(wrong).toEqual([]);
  });
});
