import fs from 'node:fs';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, type GrantNode, type LogExportJob } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/index.js';
import { newId } from '../src/platform/ids.js';
import { call, initSystem, signIn, startApp, type TestApp } from './harness.js';
import {
  found,
  PASSWORD,
  PNG,
  type Answer,
  type Ctx,
  type Form,
  type ModuleSides,
  type Outcome,
  type Person,
  type Probe,
  type Probes,
  type Side,
} from './isolation/kit.js';

/**
 * Tenant isolation (issue acceptance): two agents, each with a customer holding a customer
 * administrator, an operator and a sub-office with a user, built through the API. The agent and
 * customer administrators of each side then call every route that is not public with the other
 * side's ids (users, offices, customers, logs, roles, host names, notices, exports), and get
 * refusals or empty / own-only answers: never a trace of the other side in the raw answer, and
 * nothing changed on the other side.
 *
 * The routes come from `app.routes` (every registered route with its declared access). Each module
 * says how to call its routes in `apps/server/src/modules/<module>/isolation.ts`; a route
 * registered without an entry there fails the first test by name, so a call added later cannot
 * escape this test. Entries marked `idFree` are the calls that take no id of anyone else and act on
 * the caller alone (docs/roles.md: "Own things only"); they are called and scanned all the same.
 */

let app: TestApp;

/** Every module's probes, by `METHOD path`; a route in two modules' files is a mistake. Also their builders of rows. */
async function gatherProbes(): Promise<Probes> {
  const modules = new URL('../src/modules/', import.meta.url);
  const table: Probes = {};
  for (const dir of fs.readdirSync(modules).sort()) {
    const file = new URL(`${dir}/isolation.ts`, modules);
    if (!fs.existsSync(file)) continue;
    const { isolation, build, rows } = (await import(file.href)) as { isolation: Probes } & ModuleSides;
    for (const [key, entry] of Object.entries(isolation)) {
      if (key in table) throw new Error(`${key} has probes in two modules (${dir} and another)`);
      table[key] = entry;
    }
    if (build || rows) SIDES[dir] = { build, rows };
  }
  return table;
}
let TABLE: Probes = {};
/** The modules that make rows of their own on each side, by module. */
const SIDES: Record<string, ModuleSides> = {};

// ---------------------------------------------------------------------------------------------
// The two sides

const sides: Record<'A' | 'B', Side> = {} as Record<'A' | 'B', Side>;

const post = (cookie: string, url: string, form: Form) => call(app, 'POST', url, { cookie, form });
const get = (cookie: string, url: string, form: Form = {}) => call(app, 'GET', url, { cookie, form });

async function must<T>(what: string, r: Promise<{ body: { code: number; jsonObject?: unknown } }>): Promise<T> {
  const { body } = await r;
  if (body.code !== 0) throw new Error(`${what}: ${JSON.stringify(body)}`);
  return body.jsonObject as T;
}

function multipart(file: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----apm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExport(cookie: string, id: string): Promise<LogExportJob> {
  for (let i = 0; i < 600; i++) {
    const job = await must<LogExportJob>('export progress', get(cookie, '/a/sys/log/logExportProgress', { id }));
    if (job.state === 'done' || job.state === 'failed') return job;
    await sleep(50);
  }
  throw new Error('the export did not finish');
}

/** The id of the catalogue entry granting a permission, from the tree the caller may grant. */
function menuIdOf(nodes: GrantNode[], permission: string): string | undefined {
  for (const n of nodes) {
    if (n.permission === permission && n.grantable) return n.id;
    const below = menuIdOf(n.children, permission);
    if (below) return below;
  }
  return undefined;
}

/** Builds one side through the API, as its people would: agent, customer, offices, users, role, brand, host. */
async function buildSide(word: string, n: number, admin: string, platformId: string): Promise<Side> {
  const lw = word.toLowerCase();
  const person = (login: string, name: string, phone: string) => ({
    loginName: `${lw}.${login}`,
    name: `${word} ${name}`,
    email: `${lw}.${login}@${lw}-retail.example`,
    phone,
  });

  // The platform administrator opens the agent with its first administrator.
  const agentName = `${word} Agency`;
  const agent = await must<{ id: string }>('agent office', post(admin, '/a/api/office/save', { name: agentName }));
  const agentAdminData = person('agent', 'Agent Admin', `+1 555 0${n}01`);
  await must(
    'open agent',
    post(admin, '/a/api/office/openAgentOffice', {
      id: agent.id,
      adminLoginName: agentAdminData.loginName,
      adminName: agentAdminData.name,
      adminPassword: PASSWORD,
      adminEmail: agentAdminData.email,
    }),
  );
  const agentCookie = await signIn(app, agentAdminData.loginName, PASSWORD);

  // The agent administrator creates the customer with its administrator, its brand and host name.
  const customerName = `${word} Retail`;
  const customerAdminData = person('admin', 'Customer Admin', `+1 555 0${n}02`);
  const customer = await must<{ id: string }>(
    'customer',
    post(agentCookie, '/a/api/customer/save', {
      parentId: agent.id,
      name: customerName,
      contactName: `${word} Contact`,
      contactEmail: `contact@${lw}-retail.example`,
      adminLoginName: customerAdminData.loginName,
      adminName: customerAdminData.name,
      adminPassword: PASSWORD,
      adminEmail: customerAdminData.email,
    }),
  );
  const brandTitle = `${word} Screens`;
  await must(
    'brand',
    post(agentCookie, '/a/api/customer/saveBrand', {
      id: customer.id,
      personalType: '1',
      title: brandTitle,
      copyright: `© {year} ${word}`,
      languages: 'US,DE',
      defaultLanguage: 'US',
      register: '0',
      registerRole: 'operator',
    }),
  );
  const host = `screens.${lw}-retail.example`;
  const domain = await must<{ id: string }>(
    'host name',
    post(agentCookie, '/a/api/customer/saveDomain', { customerId: customer.id, host }),
  );
  const uploaded = await send(agentCookie, 'POST', '/a/api/customer/uploadBrandImage', {
    form: { id: customer.id },
    file: PNG,
  });
  expect(uploaded.body).toMatchObject({ code: 0 });

  // The customer administrator builds the customer: offices, a role of its own, users.
  const adminCookie = await signIn(app, customerAdminData.loginName, PASSWORD);
  const shopName = `${word} Retail Shop`;
  const spareName = `${word} Spare Room`;
  const shop = await must<{ id: string }>(
    'shop',
    post(adminCookie, '/a/api/office/save', { name: shopName, parentId: customer.id }),
  );
  const spare = await must<{ id: string }>(
    'spare',
    post(adminCookie, '/a/api/office/save', { name: spareName, parentId: customer.id }),
  );
  const grantable = await must<GrantNode[]>('menu tree', get(adminCookie, '/a/api/role/menuTree'));
  const userView = menuIdOf(grantable, 'sys:user:view');
  expect(userView).toBeDefined();
  const role = { code: `${lw}Night`, name: `${word} Night Shift` };
  const roleId = (
    await must<{ id: string }>(
      'role',
      post(adminCookie, '/a/api/role/save', {
        ...role,
        officeId: customer.id,
        remarks: `${word} evening staff`,
        menuIds: userView!,
      }),
    )
  ).id;
  const operatorData = person('operator', 'Operator', `+1 555 0${n}03`);
  const operator = await must<{ id: string }>(
    'operator',
    post(adminCookie, '/a/api/user/save', {
      officeId: customer.id,
      loginName: operatorData.loginName,
      name: operatorData.name,
      email: operatorData.email,
      phone: operatorData.phone,
      password: PASSWORD,
      roleIds: `operator,${roleId}`,
    }),
  );
  const shopUserData = person('shop', 'Shop Reviewer', `+1 555 0${n}04`);
  const shopUser = await must<{ id: string }>(
    'shop user',
    post(adminCookie, '/a/api/user/save', {
      officeId: shop.id,
      loginName: shopUserData.loginName,
      name: shopUserData.name,
      email: shopUserData.email,
      phone: shopUserData.phone,
      password: PASSWORD,
      roleIds: 'reviewer',
    }),
  );

  // Their own changes: an avatar, a profile, so the log holds rows of every office of the side.
  const operatorCookie = await signIn(app, operatorData.loginName, PASSWORD);
  const avatar = await send(operatorCookie, 'POST', '/a/api/user/uploadAvatar', { file: PNG });
  expect(avatar.body).toMatchObject({ code: 0 });
  const shopCookie = await signIn(app, shopUserData.loginName, PASSWORD);
  await must(
    'profile',
    post(shopCookie, '/a/api/user/saveUserInfo', {
      name: `${shopUserData.name} Jr`,
      email: shopUserData.email,
      phone: shopUserData.phone,
    }),
  );
  shopUserData.name = `${shopUserData.name} Jr`;

  const agentAdminId = (
    await app.db.kysely
      .selectFrom('sys_user')
      .select('id')
      .where('login_name', '=', agentAdminData.loginName)
      .executeTakeFirstOrThrow()
  ).id;
  const customerAdminId = (
    await app.db.kysely
      .selectFrom('sys_user')
      .select('id')
      .where('login_name', '=', customerAdminData.loginName)
      .executeTakeFirstOrThrow()
  ).id;

  // Notices (made by other modules through the notification service; no call creates them).
  const people = {
    agentAdmin: { ...agentAdminData, id: agentAdminId, cookie: agentCookie },
    customerAdmin: { ...customerAdminData, id: customerAdminId, cookie: adminCookie },
    operator: { ...operatorData, id: operator.id, cookie: operatorCookie },
    shopUser: { ...shopUserData, id: shopUser.id, cookie: shopCookie },
  };
  const notices: Record<string, string[]> = {};
  for (const p of Object.values(people)) {
    notices[p.loginName] = await app.services.notifications.notify({
      officeId: customer.id,
      userIds: [p.id],
      contentCn: `${word} 今晚维护`,
      contentEn: `${word} maintenance tonight for ${p.name}`,
      kind: 'system',
      link: '/sysManage/messageNotification',
    });
    notices[p.loginName]!.push(
      ...(await app.services.notifications.notify({
        officeId: customer.id,
        userIds: [p.id],
        contentCn: `${word} 审核`,
        contentEn: `${word} review requested`,
        kind: 'reviewRequested',
      })),
    );
  }

  // A finished export of the customer's log, waiting for its owner to fetch it.
  const started = await must<LogExportJob>('export', post(adminCookie, '/a/sys/log/logExport', {}));
  const done = await waitForExport(adminCookie, started.id);
  expect(done.state).toBe('done');

  const agentPath = (
    await app.db.kysely.selectFrom('sys_office').select('path').where('id', '=', agent.id).executeTakeFirstOrThrow()
  ).path;
  return {
    word,
    platformId,
    agent: { id: agent.id, path: agentPath, name: agentName },
    customer: { id: customer.id, name: customerName },
    shop: { id: shop.id, name: shopName },
    spare: { id: spare.id, name: spareName },
    ...people,
    role: { id: roleId, ...role },
    domain: { id: domain.id, host },
    brandTitle,
    notices,
    exportId: done.id,
    made: {},
  };
}

/**
 * The rows modules make on a side, once the side's people exist: in the order of MODULES, so a
 * module's rows may use those of the modules it builds on (a publication, its program and terminals).
 */
async function buildModuleRows(side: Side): Promise<void> {
  for (const { name } of MODULES) {
    const build = SIDES[name]?.build;
    if (build) side.made[name] = await build(side, app);
  }
}

// ---------------------------------------------------------------------------------------------
// What belongs to a side: its rows in the database, the words that identify it

/** The ids of a side's offices. */
async function officeIdsOf(s: Side): Promise<string[]> {
  const rows = await app.db.kysely
    .selectFrom('sys_office')
    .select('id')
    .where('path', 'like', `${s.agent.path}%`)
    .execute();
  return rows.map((r) => r.id);
}

/** Every row of a side, as stored: compared before and after the other side's calls. */
async function snapshot(s: Side): Promise<Record<string, unknown[]>> {
  const db = app.db.kysely;
  const offices = await db
    .selectFrom('sys_office')
    .selectAll()
    .where('path', 'like', `${s.agent.path}%`)
    .orderBy('id')
    .execute();
  const officeIds = offices.map((o) => o.id);
  const users = await db.selectFrom('sys_user').selectAll().where('office_id', 'in', officeIds).orderBy('id').execute();
  const userIds = users.map((u) => u.id);
  const roles = await db.selectFrom('sys_role').selectAll().where('office_id', 'in', officeIds).orderBy('id').execute();
  const roleIds = roles.map((r) => r.id);
  const people = [s.agentAdmin, s.customerAdmin, s.operator, s.shopUser];
  const addresses = people.flatMap((p) => [p.email, p.phone]);
  return {
    offices,
    users,
    roles,
    userRoles: await db
      .selectFrom('sys_user_role')
      .selectAll()
      .where('user_id', 'in', userIds)
      .orderBy('user_id')
      .orderBy('role_id')
      .execute(),
    roleMenus: await db
      .selectFrom('sys_role_menu')
      .selectAll()
      .where('role_id', 'in', roleIds)
      .orderBy('role_id')
      .orderBy('menu_id')
      .execute(),
    customers: await db
      .selectFrom('sys_customer')
      .selectAll()
      .where('office_id', 'in', officeIds)
      .orderBy('office_id')
      .execute(),
    domains: await db
      .selectFrom('sys_customer_domain')
      .selectAll()
      .where('office_id', 'in', officeIds)
      .orderBy('id')
      .execute(),
    brandImages: await db
      .selectFrom('sys_brand_image')
      .selectAll()
      .where('office_id', 'in', officeIds)
      .orderBy('md5')
      .execute(),
    logs: await db.selectFrom('sys_log').selectAll().where('office_id', 'in', officeIds).orderBy('id').execute(),
    notices: await db
      .selectFrom('sys_notification')
      .selectAll()
      .where('user_id', 'in', userIds)
      .orderBy('id')
      .execute(),
    announcements: await db
      .selectFrom('sys_announcement')
      .selectAll()
      .where('office_id', 'in', officeIds)
      .orderBy('id')
      .execute(),
    sessions: await db.selectFrom('sys_session').selectAll().where('user_id', 'in', userIds).orderBy('id').execute(),
    passwords: await db
      .selectFrom('sys_password_history')
      .selectAll()
      .where('user_id', 'in', userIds)
      .orderBy('id')
      .execute(),
    ssoTokens: await db.selectFrom('sys_sso_token').selectAll().where('user_id', 'in', userIds).orderBy('id').execute(),
    // Nothing sent to the side's addresses by anyone else either.
    mails: await db.selectFrom('sys_mail_outbox').selectAll().where('to_addr', 'in', addresses).orderBy('id').execute(),
    codes: await db
      .selectFrom('sys_verification_code')
      .selectAll()
      .where('destination', 'in', addresses)
      .orderBy('id')
      .execute(),
    ...(await moduleRows(officeIds)),
  };
}

/** The rows of the modules that declare them, of these offices, by `<module>.<table>`. */
async function moduleRows(officeIds: string[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [module, m] of Object.entries(SIDES)) {
    if (!m.rows) continue;
    for (const [name, rows] of Object.entries(await m.rows(app, officeIds))) out[`${module}.${name}`] = rows;
  }
  return out;
}

/** What identifies a side in an answer: its ids, names, login names, e-mails, phones and host names. */
async function tokensOf(s: Side): Promise<string[]> {
  const snap = await snapshot(s);
  const ids = Object.values(snap).flatMap((rows) =>
    rows.map((r) => (r as { id?: string }).id).filter((id): id is string => typeof id === 'string'),
  );
  const people = [s.agentAdmin, s.customerAdmin, s.operator, s.shopUser];
  return [
    s.word,
    ...ids,
    ...people.flatMap((p) => [p.id, p.loginName, p.name, p.email, p.phone]),
    s.agent.name,
    s.customer.name,
    s.shop.name,
    s.spare.name,
    s.role.code,
    s.role.name,
    s.domain.host,
    s.brandTitle,
    s.exportId,
  ];
}

/** Every id-like value in a JSON answer: `id`, `…Id` strings and `…Ids` lists. */
function idsIn(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => idsIn(x, out));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if ((k === 'id' || /Id$/.test(k)) && typeof x === 'string' && x) out.push(x);
      else if (/Ids$/.test(k) && Array.isArray(x)) out.push(...x.filter((i): i is string => typeof i === 'string'));
      else idsIn(x, out);
    }
  }
  return out;
}

/**
 * The ids an answer of a side may name: its own rows' ids and the ids they hold (`…_id` columns,
 * e.g. a terminal's hardware id), the platform above it, built-in roles.
 */
async function ownUniverse(s: Side): Promise<Set<string>> {
  const snap = await snapshot(s);
  const builtIn = await app.db.kysely.selectFrom('sys_role').select('id').where('built_in', '=', 1).execute();
  const ids = Object.values(snap).flatMap((rows) =>
    rows.flatMap((r) =>
      Object.entries(r as Record<string, unknown>)
        .filter(([k, v]) => (k === 'id' || k.endsWith('_id')) && typeof v === 'string')
        .map(([, v]) => v as string),
    ),
  );
  return new Set([...ids, s.platformId, ...builtIn.map((r) => r.id)]);
}

// ---------------------------------------------------------------------------------------------
// How to call every route with the other side's ids

// ---------------------------------------------------------------------------------------------
// Making the calls

async function send(cookie: string, method: string, url: string, probe: Pick<Probe, 'form' | 'file'>): Promise<Answer> {
  const headers: Record<string, string> = { cookie, [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE };
  let payload: string | Buffer | undefined;
  let query: Form | undefined;
  if (probe.file) {
    const m = multipart(probe.file);
    headers['content-type'] = m.contentType;
    payload = m.payload;
    query = probe.form;
  } else if (method === 'POST') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(probe.form ?? {}).toString();
  } else query = probe.form;
  const res = await app.http.inject({
    method: method as 'GET' | 'POST',
    url: `/apm-web${url}`,
    headers,
    payload,
    query,
  });
  let body: Answer['body'];
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, text: res.body, body };
}

/** The form with the other side's ids swapped for ids that exist nowhere. */
function withMissingIds(form: Form, otherIds: Set<string>): Form {
  const missing = new Map<string, string>();
  const swap = (id: string) => {
    if (!otherIds.has(id)) return id;
    if (!missing.has(id)) missing.set(id, newId());
    return missing.get(id)!;
  };
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.split(',').map(swap).join(',')]));
}

const comparable = (a: Answer) => ({ status: a.status, body: a.body ?? a.text });

/** The permission strings a user holds, as getUserInfo tells them. */
async function heldBy(cookie: string): Promise<Set<string>> {
  const info = await must<{ permissions: { id: string; operation: string[] }[] }>(
    'user info',
    get(cookie, '/a/api/user/getUserInfo'),
  );
  return new Set(info.permissions.flatMap((p) => p.operation.map((o) => `${p.id}:${o}`)));
}

/** Routes that need a session: every one must have probes. */
const guardedRoutes = () =>
  app.routes
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/apm-web/') && !r.url.startsWith('/apm-web/docs'))
    .filter((r) => r.access !== 'public')
    .map((r) => ({ key: `${r.method} ${r.url.slice('/apm-web'.length)}`, access: r.access! }));

/** Every probe of every module by one actor of `me` against `other`; answers the problems found. */
async function probeAll(
  me: Side,
  other: Side,
  actor: Person,
): Promise<{ problems: string[]; calls: number; tally: Record<string, number> }> {
  const held = await heldBy(actor.cookie);
  // The agent administrator's office is the agent; the others' is the customer.
  const root = actor === me.agentAdmin ? me.agent.id : me.customer.id;
  const otherTokens = await tokensOf(other);
  const otherIds = new Set((await ownUniverse(other)).values());
  otherIds.delete(other.platformId);
  for (const r of await app.db.kysely.selectFrom('sys_role').select('id').where('built_in', '=', 1).execute())
    otherIds.delete(r.id);
  const otherLogIds = (
    await app.db.kysely
      .selectFrom('sys_log')
      .select('id')
      .where('office_id', 'in', await officeIdsOf(other))
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  expect(otherLogIds.length).toBeGreaterThan(5);
  const c: Ctx = { me, other, actor, root, otherTokens, otherLogIds, app, send, waitForExport };
  const problems: string[] = [];
  let calls = 0;
  /** How the probes were answered: `<outcome expected> <HTTP status>`, counted. */
  const tally: Record<string, number> = {};

  for (const { key, access } of guardedRoutes()) {
    const entry = TABLE[key];
    if (!entry) continue; // reported by the coverage test
    const [method, url] = key.split(' ') as [string, string];
    const permitted = access === 'login' || held.has(access);
    for (const probe of entry.probes(c)) {
      const label = `${actor.loginName} ${key} ${JSON.stringify(probe.form ?? {})}`;
      const problem = (what: string) => problems.push(`${label}: ${what}`);
      const expected: Outcome = permitted ? probe.expect : 'refused';
      let missingAnswer: Answer | undefined;
      if (permitted && (probe.compare || probe.expect === 'asMissing')) {
        missingAnswer = await send(actor.cookie, method, url, {
          ...probe,
          form: withMissingIds(probe.form ?? {}, otherIds),
        });
        calls++;
      }
      const a = await send(actor.cookie, method, url, probe);
      calls++;
      const code = a.body?.code;
      tally[`${expected} ${a.status}`] = (tally[`${expected} ${a.status}`] ?? 0) + 1;

      const leaked = found(a.text, otherTokens);
      if (leaked.length) problem(`the answer names the other side: ${leaked.join(', ')}`);

      switch (expected) {
        case 'refused':
          if (![401, 403, 404].includes(a.status) || code !== a.status)
            problem(`expected a refusal, got ${a.status} ${a.text.slice(0, 300)}`);
          if (!permitted && code !== 401) problem(`expected 401 without ${access}, got ${code}`);
          break;
        case 'empty': {
          const data = a.body?.data as { list?: unknown[]; count?: number } | undefined;
          if (code !== 0 || !data || data.list?.length !== 0 || (data.count !== undefined && data.count !== 0))
            problem(`expected an empty page, got ${a.text.slice(0, 300)}`);
          break;
        }
        case 'own': {
          if (code !== 0) {
            problem(`expected an answer of own rows, got ${a.status} ${a.text.slice(0, 300)}`);
            break;
          }
          const named = idsIn(a.body);
          const universe = await ownUniverse(me);
          const strangers = named.filter((id) => !universe.has(id));
          if (strangers.length) problem(`names ids that are not of its side: ${strangers.join(', ')}`);
          if (probe.own?.length && !probe.own.some((id) => named.includes(id)))
            problem(`expected own rows (${probe.own.join(', ')}), got ${a.text.slice(0, 300)}`);
          if (named.length === 0) problem(`expected own rows, got none: ${a.text.slice(0, 300)}`);
          break;
        }
        case 'none':
          if (code !== 0 || (a.body?.jsonObject as { count?: number } | undefined)?.count !== 0)
            problem(`expected nothing changed (count 0), got ${a.text.slice(0, 300)}`);
          break;
        case 'asMissing':
          if (code === undefined) problem(`expected an envelope, got ${a.status}`);
          break;
        case 'self':
          if (!probe.codes!.includes(code ?? -1))
            problem(`expected code ${probe.codes!.join('/')}, got ${a.text.slice(0, 300)}`);
          break;
      }
      if (missingAnswer && JSON.stringify(comparable(missingAnswer)) !== JSON.stringify(comparable(a)))
        problem(
          `answers otherwise than for an id that does not exist: ${JSON.stringify(comparable(a)).slice(0, 300)} ` +
            `vs ${JSON.stringify(comparable(missingAnswer)).slice(0, 300)}`,
        );
      if (permitted && probe.check && expected === probe.expect) {
        const extra = await probe.check(a, c);
        if (extra) problem(extra);
      }
    }
  }
  return { problems, calls, tally };
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  TABLE = await gatherProbes();
  app = await startApp();
  await initSystem(app);
  const admin = await signIn(app);
  const platformId = (
    await app.db.kysely.selectFrom('sys_office').select('id').where('parent_id', 'is', null).executeTakeFirstOrThrow()
  ).id;
  sides.A = await buildSide('Aurora', 1, admin, platformId);
  sides.B = await buildSide('Borealis', 2, admin, platformId);
  await buildModuleRows(sides.A);
  await buildModuleRows(sides.B);
}, 180_000);
afterAll(() => app.close());

describe('tenant isolation', () => {
  it('has a way to call every route that needs a session, and no entry for a route that does not exist', () => {
    const routes = guardedRoutes().map((r) => r.key);
    expect(routes.length).toBeGreaterThan(60);
    const uncovered = routes.filter((k) => !(k in TABLE));
    expect(
      uncovered,
      'routes without probes in their module’s isolation.ts (add how to call them with the other side’s ids)',
    ).toEqual([]);
    const stale = Object.keys(TABLE).filter((k) => !routes.includes(k));
    expect(stale, 'probes for routes that are not registered (or are public)').toEqual([]);
    for (const [key, entry] of Object.entries(TABLE)) {
      if (entry.idFree !== undefined) expect(entry.idFree.length, key).toBeGreaterThan(10);
    }
  });

  it('built two sides whose rows are all there to be probed', async () => {
    for (const s of [sides.A, sides.B]) {
      const snap = await snapshot(s);
      expect(snap.offices).toHaveLength(4);
      expect(snap.users).toHaveLength(4);
      expect(snap.roles).toHaveLength(1);
      expect(snap.domains).toHaveLength(1);
      expect(snap.brandImages).toHaveLength(1);
      expect(snap.notices).toHaveLength(8);
      expect(snap.logs!.length).toBeGreaterThan(8);
      // Every office of the side has log rows of changes made there.
      const logged = new Set(snap.logs!.map((l) => (l as { office_id: string }).office_id));
      for (const id of [s.agent.id, s.customer.id, s.shop.id]) expect(logged.has(id), id).toBe(true);
    }
  });

  for (const [mine, theirs] of [
    ['A', 'B'],
    ['B', 'A'],
  ] as const) {
    for (const who of ['agentAdmin', 'customerAdmin', 'operator'] as const) {
      it(`the ${who} of side ${mine} gets refusals or its own rows from every call with side ${theirs}'s ids`, async () => {
        const me = sides[mine];
        const other = sides[theirs];
        const before = await snapshot(other);
        const { problems, calls, tally } = await probeAll(me, other, me[who]);
        expect(problems).toEqual([]);
        if (who === 'operator') {
          // Most calls need permissions an operator lacks; its own notices, range and profile it has.
          expect(tally['refused 401']).toBeGreaterThan(60);
          expect(tally['own 200']).toBeGreaterThanOrEqual(2);
          expect(tally['refused 404']).toBeGreaterThanOrEqual(3);
        } else {
          expect(calls).toBeGreaterThan(100);
          // The probes reached the range checks, not only the permission check in front of them.
          expect(tally['refused 404']).toBeGreaterThan(40);
          expect(tally['own 200']).toBeGreaterThanOrEqual(10);
          expect(tally['empty 200']).toBeGreaterThanOrEqual(10);
        }
        expect(await snapshot(other)).toEqual(before);
        // Every module's probes, a few hundred calls: minutes on a loaded two-core machine.
      }, 300_000);
    }
  }

  it("leaves each side's export to its owner", async () => {
    for (const s of [sides.A, sides.B]) {
      const job = await must<LogExportJob>(
        'progress',
        get(s.customerAdmin.cookie, '/a/sys/log/logExportProgress', { id: s.exportId }),
      );
      expect(job.state).toBe('done');
    }
  });
});
