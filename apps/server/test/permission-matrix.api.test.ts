import fs from 'node:fs';
import { API_PREFIX, ErrorCodes } from '@apm/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, initSystem, jobsSettled, signIn, startApp, type TestApp } from './harness.js';
import { addOffice, addPerson, platformOffice } from './people.js';

/**
 * The permission matrix (issue acceptance 1): for every built-in role and every call, the real
 * server allows or refuses exactly as docs/roles.md says. The expectations are read from that
 * page, so the page and the product cannot drift apart; a refused call answers 401/403 and
 * changes nothing.
 */

const ROLES = ['admin', 'agentAdmin', 'customerAdmin', 'operator', 'reviewer', 'manager'] as const;
/**
 * Who calls: a user of each built-in role (the administrator in the platform office, the others in
 * an agent or customer), and an administrator of a customer, who holds the administrator's column
 * less the platform-only calls.
 */
const SUBJECTS = [...ROLES, 'customerOfficeAdmin'] as const;
type Role = (typeof ROLES)[number];
type Subject = (typeof SUBJECTS)[number];

interface Documented {
  open: Set<string>;
  login: Set<string>;
  /** `METHOD path` → the permission it needs and the roles the table marks as holding it. */
  permission: Map<string, { access: string; roles: Set<Subject> }>;
}

/** Reads the "Calls" section of docs/roles.md. */
function documentedCalls(): Documented {
  const text = fs.readFileSync(new URL('../../../docs/roles.md', import.meta.url), 'utf8');
  const section = text.split('\n## Calls\n')[1]?.split('\n## ')[0];
  if (!section) throw new Error('docs/roles.md has no "## Calls" section');
  const callsIn = (line: string | undefined) =>
    new Set([...(line ?? '').matchAll(/`((?:GET|POST|PUT|DELETE) [^`]+)`/g)].map((m) => m[1]!));
  const lines = section.split('\n');
  const open = callsIn(lines.find((l) => l.startsWith('Open to anyone')));
  const login = callsIn(lines.find((l) => l.startsWith('Open to every signed-in user')));
  const rows = lines.filter((l) => l.startsWith('|'));
  const header = rows[0]!.split('|').map((c) => c.trim());
  const permission = new Map<string, { access: string; roles: Set<Subject> }>();
  const platformOnly = header.indexOf('platform only');
  if (platformOnly < 0) throw new Error('docs/roles.md: the calls table has no "platform only" column');
  for (const row of rows.slice(2)) {
    const cells = row.split('|').map((c) => c.trim());
    const route = /^`(.+)`$/.exec(cells[1]!)?.[1];
    const access = /^`(.+)`$/.exec(cells[2]!)?.[1];
    if (!route || !access) throw new Error(`docs/roles.md: unreadable row ${row}`);
    const roles = new Set<Subject>(ROLES.filter((r) => cells[header.indexOf(r)] === '✓'));
    if (roles.has('admin') && cells[platformOnly] !== '✓') roles.add('customerOfficeAdmin');
    permission.set(route, { access, roles });
  }
  return { open, login, permission };
}

/** Every table's rows, except sessions (a call renews its own): what "changes nothing" compares. */
async function snapshot(app: TestApp): Promise<Record<string, string[]>> {
  const tables =
    app.db.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
          .execute(app.db.kysely)
          .then((r) => r.rows.map((t) => t.name))
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
          .execute(app.db.kysely)
          .then((r) => r.rows.map((t) => t.name));
  const out: Record<string, string[]> = {};
  for (const t of tables.filter((n) => n !== 'sys_session').sort()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(app.db.kysely);
    out[t] = rows.rows
      .map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)))
      .sort();
  }
  return out;
}

const REFUSED: number[] = [ErrorCodes.NO_PERMISSION.code, ErrorCodes.DENIED.code];

describe('permission matrix', () => {
  let app: TestApp;
  const docs = documentedCalls();
  const cookies = {} as Record<Subject, string>;
  /** The API routes as the server registered them, `METHOD path` without the prefix. */
  let declared: Map<string, string>;

  beforeAll(async () => {
    app = await startApp();
    await initSystem(app);
    const admin = await signIn(app);
    // An agent with a customer, as an administrator builds them through the API.
    const agentOffice = await addOffice(app, 'North agent', await platformOffice(app));
    const opened = await call(app, 'POST', '/a/api/office/openAgentOffice', {
      cookie: admin,
      form: { id: agentOffice.id },
    });
    expect(opened.body.code).toBe(0);
    const customer = await call<{ id: string }>(app, 'POST', '/a/api/customer/save', {
      cookie: admin,
      form: { parentId: agentOffice.id, name: 'Harbour Bank' },
    });
    expect(customer.body.code).toBe(0);
    const customerId = customer.body.jsonObject!.id;
    const officeOf: Record<Role, string | null> = {
      admin: null,
      agentAdmin: agentOffice.id,
      customerAdmin: customerId,
      operator: customerId,
      reviewer: customerId,
      manager: customerId,
    };
    for (const role of ROLES) {
      if (role === 'admin') {
        cookies.admin = admin;
        continue;
      }
      await addPerson(app, `${role}-user`, role, officeOf[role]!);
      cookies[role] = await signIn(app, `${role}-user`, ADMIN.password);
    }
    await addPerson(app, 'customer-office-admin', 'admin', customerId);
    cookies.customerOfficeAdmin = await signIn(app, 'customer-office-admin', ADMIN.password);
    declared = new Map(
      app.routes
        // The API description (/docs, /openapi.json) is documentation, not a call.
        .filter((r) => r.url.startsWith(API_PREFIX) && r.method !== 'HEAD')
        .filter((r) => !r.url.startsWith(`${API_PREFIX}/docs`) && r.url !== `${API_PREFIX}/openapi.json`)
        .map((r) => [`${r.method} ${r.url.slice(API_PREFIX.length)}`, String(r.access)]),
    );
  });
  afterAll(() => app?.close());

  it('documents every call with the access its route declares, and no call that does not exist', () => {
    const documented = new Map<string, string>([
      ...[...docs.open].map((c) => [c, 'public'] as const),
      ...[...docs.login].map((c) => [c, 'login'] as const),
      ...[...docs.permission].map(([c, d]) => [c, d.access] as const),
    ]);
    const undocumented = [...declared.keys()].filter((c) => !documented.has(c));
    const stale = [...documented.keys()].filter((c) => !declared.has(c));
    expect({ undocumented, stale }).toEqual({ undocumented: [], stale: [] });
    const differing = [...declared].filter(([c, a]) => documented.get(c) !== a).map(([c, a]) => `${c}: ${a}`);
    expect(differing).toEqual([]);
  });

  describe.each(SUBJECTS)('%s', (role) => {
    it('is refused every call the table does not grant it, and those calls change nothing', async () => {
      const refused = [...docs.permission].filter(([c, d]) => declared.has(c) && !d.roles.has(role));
      if (role !== 'admin') expect(refused.length).toBeGreaterThan(0);
      // Exports the roles before this one started may still be running: they are not this role's doing.
      await jobsSettled(app);
      const before = await snapshot(app);
      const answers: string[] = [];
      for (const [route] of refused) {
        const [method, path] = route.split(' ') as ['GET' | 'POST', string];
        const r = await call(app, method, path.replace(/:\w+/g, 'x'), { cookie: cookies[role], form: {} });
        if (!REFUSED.includes(r.body.code) || r.status !== r.body.code) answers.push(`${route} → ${r.body.code}`);
      }
      expect(answers).toEqual([]);
      expect(await snapshot(app)).toEqual(before);
    });

    it('is let through every call the table grants it', async () => {
      const granted = [...docs.permission].filter(([c, d]) => declared.has(c) && d.roles.has(role));
      const refusedWrongly: string[] = [];
      for (const [route] of granted) {
        const [method, path] = route.split(' ') as ['GET' | 'POST', string];
        const r = await call(app, method, path.replace(/:\w+/g, 'x'), { cookie: cookies[role], form: {} });
        if (REFUSED.includes(r.body.code) || r.body.code === ErrorCodes.SESSION_EXPIRED.code) {
          refusedWrongly.push(`${route} → ${r.body.code} ${r.body.message}`);
        }
      }
      expect(refusedWrongly).toEqual([]);
    });

    it('holds exactly the permissions the pages table gives it', async () => {
      const info = await call<{ permissions: { id: string; operation: string[] }[] }>(
        app,
        'GET',
        '/a/api/user/getUserInfo',
        { cookie: cookies[role] },
      );
      const held = new Set(
        (info.body.jsonObject?.permissions ?? []).flatMap((p) => p.operation.map((op) => `${p.id}:${op}`)),
      );
      for (const [route, d] of docs.permission) {
        expect(held.has(d.access), `${role} ${route} ${d.access}`).toBe(d.roles.has(role));
      }
    });
  });
});
