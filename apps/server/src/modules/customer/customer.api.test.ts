import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AgentCandidate, AgentItem, AgentUser, Brand, CustomerInfo, CustomerItem, UserInfo } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pngOf, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let brandsDir: string;
let admin: string;
let platform: { id: string; path: string };
const ids: Record<string, string> = {};
const who: Record<string, string> = {};

/** The built-in configuration names one host, so binding it to a customer must be refused. */
const BUILT_IN_HOST = 'metro.example';
const PASSWORD = 'Secret123';

type Data<T> = { list: T[]; count: number; pageNo: number; pageSize: number };
const get = (cookie: string, url: string, form: Record<string, string> = {}) => call(app, 'GET', url, { cookie, form });
const post = (cookie: string, url: string, form: Record<string, string>) => call(app, 'POST', url, { cookie, form });
const list = async <T>(cookie: string, url: string, form: Record<string, string> = {}) =>
  ((await get(cookie, url, form)).body.data as Data<T>).list;
const brandOf = async (host: string) =>
  (await call<Brand>(app, 'GET', '/f/common/brand', { headers: { host } })).body.jsonObject!;
const audit = (module: string, action: string) =>
  app.db.kysely
    .selectFrom('sys_log')
    .select(['target', 'changes', 'user_name as userName'])
    .where('module', '=', module)
    .where('action', '=', action)
    .orderBy('at', 'desc')
    .execute();

const BRAND = {
  personalType: '1',
  title: 'Acme Screens',
  logo: 'https://cdn.acme.example/logo.png',
  icon: 'https://cdn.acme.example/icon.png',
  copyright: '© {year} Acme',
  footerLinks: JSON.stringify([{ title: 'Status', href: 'https://status.acme.example' }]),
  languages: 'DE,US',
  defaultLanguage: 'DE',
  register: '1',
  registerRole: 'reviewer',
  policyUrl: 'https://acme.example/policy',
  manualUrl: 'https://acme.example/manual',
};

beforeAll(async () => {
  brandsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-brands-'));
  const brandsFile = path.join(brandsDir, 'brands.json');
  fs.writeFileSync(brandsFile, JSON.stringify({ [BUILT_IN_HOST]: { title: 'Metro Transit' } }));
  app = await startApp(undefined, { brandsFile });
  await initSystem(app);
  admin = await signIn(app);
  platform = await platformOffice(app);
  for (const name of ['Northwind', 'Southwind', 'Branch']) {
    const r = await post(admin, '/a/api/office/save', { name, parentId: platform.id });
    ids[name] = (r.body.jsonObject as { id: string }).id;
  }
  ids.Depot = (await addOffice(app, 'Depot', { id: ids.Branch!, path: `${platform.path}${ids.Branch},` })).id;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(brandsDir, { recursive: true, force: true });
});

describe('agent activation', () => {
  it('lists the offices directly under the platform that can be opened', async () => {
    const rows = await list<AgentCandidate>(admin, '/a/api/office/agentCandidates');
    expect(rows.map((r) => r.name).sort()).toEqual(['Branch', 'Northwind', 'Southwind']);
    expect(rows.find((r) => r.name === 'Branch')).toMatchObject({ offices: 1, users: 0 });
  });

  it('opens an office as an agent with its first agent administrator, in one audited call', async () => {
    const r = await post(admin, '/a/api/office/openAgentOffice', {
      id: ids.Northwind!,
      adminLoginName: 'north.agent',
      adminName: 'Nora North',
      adminPassword: PASSWORD,
      adminEmail: 'nora@northwind.example',
    });
    expect(r.body.code).toBe(0);
    const agents = await list<AgentItem>(admin, '/a/api/office/agentList');
    expect(agents).toMatchObject([{ name: 'Northwind', customers: 0, users: 1 }]);
    const users = await list<AgentUser>(admin, '/a/api/office/agentUsers', { id: ids.Northwind! });
    expect(users).toMatchObject([{ loginName: 'north.agent', name: 'Nora North', roleNames: ['Agent administrator'] }]);
    const candidates = await list<AgentCandidate>(admin, '/a/api/office/agentCandidates');
    expect(candidates.map((c) => c.name)).not.toContain('Northwind');
    const [row] = await audit('agent', 'open');
    expect(row).toMatchObject({ target: 'Northwind', userName: 'admin' });
    expect((await audit('user', 'create')).map((a) => a.target)).toContain('north.agent');
    who.north = await signIn(app, 'north.agent', PASSWORD);
  });

  it('opens a second agent whose administrator is made through user management', async () => {
    expect((await post(admin, '/a/api/office/openAgentOffice', { id: ids.Southwind! })).body.code).toBe(0);
    const r = await post(admin, '/a/api/user/save', {
      officeId: ids.Southwind!,
      loginName: 'south.agent',
      name: 'Sam South',
      password: PASSWORD,
      roleIds: 'agentAdmin',
    });
    expect(r.body.code).toBe(0);
    who.south = await signIn(app, 'south.agent', PASSWORD);
  });

  it('refuses offices that are agents already, not directly under the platform, or the platform', async () => {
    for (const id of [ids.Northwind!, ids.Depot!, platform.id]) {
      const r = await post(admin, '/a/api/office/openAgentOffice', { id });
      expect(r.body.code, id).toBe(409);
    }
  });

  it('asks for the whole first administrator or none', async () => {
    const r = await post(admin, '/a/api/office/openAgentOffice', { id: ids.Branch!, adminLoginName: 'half.admin' });
    expect(r.body.code).toBe(400);
    const fields = (r.body.data as { fields: { field: string; message: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'adminName', message: 'required' },
        { field: 'adminPassword', message: 'required' },
      ]),
    );
  });

  it('is for platform administrators only', async () => {
    // An agent administrator lacks the permission altogether.
    expect((await get(who.north!, '/a/api/office/agentList')).body.code).toBe(401);
    // An administrator of a branch does not hold it either: agents are platform-only (menu.ts).
    await addPerson(app, 'branch.admin', 'admin', ids.Branch!);
    const branch = await signIn(app, 'branch.admin');
    const r = await post(branch, '/a/api/office/openAgentOffice', { id: ids.Branch! });
    expect(r.body).toMatchObject({ code: 401, message: 'No permission' });
  });
});

describe('customers', () => {
  it('lets an agent administrator create a customer with its customer administrator in one call', async () => {
    const r = await post(who.north!, '/a/api/customer/save', {
      name: 'Acme',
      contactName: 'Ann Acme',
      contactPhone: '+44 20 7946 0000',
      contactEmail: 'ann@acme.example',
      adminLoginName: 'acme.admin',
      adminName: 'Ann Acme',
      adminPassword: PASSWORD,
      adminEmail: 'admin@acme.example',
    });
    expect(r.body.code).toBe(0);
    const c = r.body.jsonObject as CustomerItem;
    expect(c).toMatchObject({ name: 'Acme', parentName: 'Northwind', personal: false, hosts: [], users: 1 });
    ids.Acme = c.id;
    const [row] = await audit('customer', 'create');
    expect(row).toMatchObject({ target: 'Acme', userName: 'north.agent' });
    expect(JSON.parse(row!.changes)).toMatchObject({ parent: { after: 'Northwind' } });

    who.acme = await signIn(app, 'acme.admin', PASSWORD);
    const me = (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie: who.acme })).body.jsonObject!;
    expect(me).toMatchObject({ officeName: 'Acme', secondDomainName: '', personalType: '0', logo: '' });
    expect(me.roleNames).toEqual(['Customer administrator']);
  });

  it('lets the customer administrator create an operator, but not see customers', async () => {
    const r = await post(who.acme!, '/a/api/user/save', {
      officeId: ids.Acme!,
      loginName: 'acme.operator',
      name: 'Otto',
      password: PASSWORD,
      roleIds: 'operator',
    });
    expect(r.body.code).toBe(0);
    expect((await get(who.acme!, '/a/api/customer/searchCustomer')).body.code).toBe(401);
  });

  it('creates nothing when the administrator cannot be created', async () => {
    const r = await post(who.north!, '/a/api/customer/save', {
      name: 'Ghost',
      adminLoginName: 'ACME.ADMIN',
      adminName: 'Copy',
      adminPassword: PASSWORD,
    });
    expect(r.body).toMatchObject({
      code: 409,
      data: { fields: [{ field: 'adminLoginName', message: 'loginNameTaken' }] },
    });
    const found = await list<CustomerItem>(admin, '/a/api/customer/searchCustomer', { name: 'Ghost' });
    expect(found).toEqual([]);
  });

  it('creates customers only directly under an agent or the platform', async () => {
    const r = await post(admin, '/a/api/customer/save', { name: 'Misplaced', parentId: ids.Branch! });
    expect(r.body).toMatchObject({ code: 409, data: { fields: [{ field: 'parentId', message: 'parentNotAgent' }] } });
    const direct = await post(admin, '/a/api/customer/save', { name: 'Direct Co', parentId: platform.id });
    expect(direct.body.jsonObject).toMatchObject({ parentName: 'Platform' });
    const south = await post(who.south!, '/a/api/customer/save', { name: 'Bolt' });
    expect(south.body.jsonObject).toMatchObject({ parentName: 'Southwind' });
    ids.Bolt = (south.body.jsonObject as CustomerItem).id;
  });

  it('shows each agent only its own customers, and the platform all of them', async () => {
    const north = await list<CustomerItem>(who.north!, '/a/api/customer/searchCustomer');
    expect(north.map((c) => c.name)).toEqual(['Acme']);
    const south = await list<CustomerItem>(who.south!, '/a/api/customer/searchCustomer');
    expect(south.map((c) => c.name)).toEqual(['Bolt']);
    const all = await list<CustomerItem>(admin, '/a/api/customer/searchCustomer');
    expect(all.map((c) => c.name).sort()).toEqual(['Acme', 'Bolt', 'Direct Co']);
    const children = await list<CustomerItem>(admin, '/a/api/customer/findChild', { id: ids.Northwind! });
    expect(children.map((c) => c.name)).toEqual(['Acme']);
    const mine = await list<CustomerItem>(who.south!, '/a/api/customer/findChild');
    expect(mine.map((c) => c.name)).toEqual(['Bolt']);
    const agents = await list<AgentItem>(admin, '/a/api/office/agentList');
    expect(agents.find((a) => a.name === 'Northwind')).toMatchObject({ customers: 1 });
  });

  it("answers 404 to an agent administrator for another agent's customers", async () => {
    const acme = ids.Acme!;
    for (const r of [
      await get(who.south!, '/a/api/customer/customerInfo', { id: acme }),
      await get(who.south!, '/a/api/customer/customerDynamicData', { id: acme }),
      await get(who.south!, '/a/api/customer/findChild', { id: ids.Northwind! }),
      await post(who.south!, '/a/api/customer/save', { id: acme, name: 'Taken over' }),
      await post(who.south!, '/a/api/customer/saveBrand', { id: acme, ...BRAND }),
      await post(who.south!, '/a/api/customer/saveDomain', { customerId: acme, host: 'hijack.example' }),
      await post(who.south!, '/a/api/customer/save', { name: 'Sneaky', parentId: ids.Northwind! }),
    ]) {
      expect(r.body.code).toBe(404);
    }
    expect(await list(who.south!, '/a/api/customer/searchCustomer', { name: 'Acme' })).toEqual([]);
    const parents = await list<{ name: string }>(who.south!, '/a/api/customer/parentOptions');
    expect(parents.map((p) => p.name)).toEqual(['Southwind']);
    const all = await list<{ name: string; type: string }>(admin, '/a/api/customer/parentOptions');
    expect(all.map((p) => p.name)).toEqual(['Platform', 'Northwind', 'Southwind']);
  });

  it('gives the figures and details of a customer, and edits it with an audit of the changes', async () => {
    const figures = await get(who.north!, '/a/api/customer/customerDynamicData', { id: ids.Acme! });
    expect(figures.body.jsonObject).toEqual({
      customerId: ids.Acme,
      users: 2,
      offices: 0,
      terminalsOnline: 0,
      terminalsTotal: 0,
      storageBytes: 0,
    });
    // A picture in the customer's library counts in its storage.
    const picture = await pngOf(40, 30);
    await upload(app, admin, picture, 'Acme poster.png', { officeId: ids.Acme! });
    const after = await get(who.north!, '/a/api/customer/customerDynamicData', { id: ids.Acme! });
    expect(after.body.jsonObject).toMatchObject({ users: 2, storageBytes: picture.length, terminalsTotal: 0 });
    const r = await post(who.north!, '/a/api/customer/save', {
      id: ids.Acme!,
      name: 'Acme',
      contactName: 'Ann Acme',
      contactPhone: '',
      contactEmail: 'ann@acme.example',
      remarks: 'Key account',
    });
    expect(r.body.jsonObject).toMatchObject({ remarks: 'Key account', contactPhone: '' });
    const [row] = await audit('customer', 'update');
    expect(JSON.parse(row!.changes)).toEqual({
      remarks: { before: '', after: 'Key account' },
      contactPhone: { before: '+44 20 7946 0000', after: '' },
    });
    const info = (await get(who.north!, '/a/api/customer/customerInfo', { id: ids.Acme! })).body
      .jsonObject as CustomerInfo;
    expect(info).toMatchObject({ name: 'Acme', parentName: 'Northwind', brand: { enabled: false }, hosts: [] });
  });

  it('refuses to close an agent that has customers, saying so, and closes an empty one', async () => {
    const r = await post(admin, '/a/api/office/closeAgentOffice', { id: ids.Northwind! });
    expect(r.body).toMatchObject({ code: 409, jsonObject: { customers: 1 } });
    expect(r.body.message).toContain('still has 1 customer(s)');
    expect((await post(admin, '/a/api/office/openAgentOffice', { id: ids.Branch! })).body.code).toBe(0);
    expect((await post(admin, '/a/api/office/closeAgentOffice', { id: ids.Branch! })).body.code).toBe(0);
    const agents = await list<AgentItem>(admin, '/a/api/office/agentList');
    expect(agents.map((a) => a.name)).toEqual(['Northwind', 'Southwind']);
    expect((await audit('agent', 'close'))[0]).toMatchObject({ target: 'Branch' });
  });
});

describe('host names and brands', () => {
  let acmeHostId = '';

  it('binds a host name in its normal form, unique regardless of case across the platform', async () => {
    const r = await post(who.north!, '/a/api/customer/saveDomain', {
      customerId: ids.Acme!,
      host: ' Screens.ACME.example ',
    });
    expect(r.body.jsonObject).toMatchObject({ host: 'screens.acme.example' });
    acmeHostId = (r.body.jsonObject as { id: string }).id;
    const clash = await post(who.south!, '/a/api/customer/saveDomain', {
      customerId: ids.Bolt!,
      host: 'SCREENS.acme.EXAMPLE',
    });
    expect(clash.body).toMatchObject({ code: 409, data: { fields: [{ field: 'host', message: 'hostTaken' }] } });
    const international = await post(who.south!, '/a/api/customer/saveDomain', {
      customerId: ids.Bolt!,
      host: 'bücher.example',
    });
    expect(international.body.jsonObject).toMatchObject({ host: 'xn--bcher-kva.example' });
  });

  it('refuses what is no host name, and the hosts of the built-in configuration', async () => {
    for (const host of [
      'not a host',
      'https://x.example/',
      'x.example:8080',
      '10.0.0.1',
      'localhost',
      '-a.example',
      '',
    ]) {
      const r = await post(who.north!, '/a/api/customer/saveDomain', { customerId: ids.Acme!, host });
      expect({ host, code: r.body.code }).toEqual({ host, code: 400 });
    }
    const builtIn = await post(who.north!, '/a/api/customer/saveDomain', {
      customerId: ids.Acme!,
      host: 'METRO.example',
    });
    expect(builtIn.body).toMatchObject({ code: 409, data: { fields: [{ field: 'host', message: 'hostBuiltIn' }] } });
  });

  it('lists the customers of the range with their host names, found by either', async () => {
    const north = await list<{ customerName: string; hosts: { host: string }[] }>(
      who.north!,
      '/a/api/customer/domainList',
    );
    expect(north).toMatchObject([{ customerName: 'Acme', hosts: [{ host: 'screens.acme.example' }] }]);
    const byHost = await list<{ customerName: string }>(admin, '/a/api/customer/domainList', { name: 'xn--bcher' });
    expect(byHost.map((c) => c.customerName)).toEqual(['Bolt']);
    expect(await list(who.south!, '/a/api/customer/domainList', { name: 'acme' })).toEqual([]);
  });

  it('looks brands up by host: a customer with its own brand on, then the built-in file, then the default', async () => {
    // Bound, but the customer's own brand is off: the host shows the default.
    expect(await brandOf('screens.acme.example')).toMatchObject({ title: 'APM', register: false });
    const saved = await post(who.north!, '/a/api/customer/saveBrand', { id: ids.Acme!, ...BRAND });
    expect(saved.body.code).toBe(0);
    expect((saved.body.jsonObject as CustomerInfo).brand).toMatchObject({ enabled: true, languages: ['DE', 'US'] });

    const acme = await brandOf('Screens.Acme.Example:8080');
    expect(acme).toEqual({
      host: 'screens.acme.example',
      title: 'Acme Screens',
      logo: BRAND.logo,
      icon: BRAND.icon,
      copyright: `© ${new Date().getFullYear()} Acme`,
      footerLinks: [{ title: 'Status', href: 'https://status.acme.example' }],
      languages: ['DE', 'US'],
      defaultLanguage: 'DE',
      register: true,
      policyUrl: BRAND.policyUrl,
      manualUrl: BRAND.manualUrl,
      jumpUrl: '',
    });
    expect(await brandOf(BUILT_IN_HOST)).toMatchObject({ title: 'Metro Transit' });
    expect(await brandOf('unknown.example')).toMatchObject({ title: 'APM' });
    const [row] = await audit('customer', 'brand');
    expect(JSON.parse(row!.changes)).toMatchObject({ enabled: { before: false, after: true } });
  });

  it('says where registration on a host goes only when the customer has its own brand and allows it', async () => {
    const brands = app.services.brands;
    expect(await brands.registrationFor('screens.acme.example')).toEqual({ officeId: ids.Acme, roleCode: 'reviewer' });
    expect(await brands.registrationFor(BUILT_IN_HOST)).toBeNull();
    expect(await brands.registrationFor('unknown.example')).toBeNull();
    expect(await brands.registrationFor('xn--bcher-kva.example')).toBeNull();
    await post(who.north!, '/a/api/customer/saveBrand', { id: ids.Acme!, ...BRAND, register: '0' });
    expect(await brands.registrationFor('screens.acme.example')).toBeNull();
    await post(who.north!, '/a/api/customer/saveBrand', { id: ids.Acme!, ...BRAND });
  });

  it("gives the customer's users its brand and host name, whatever host they use", async () => {
    const me = (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie: who.acme! })).body.jsonObject!;
    expect(me).toMatchObject({ secondDomainName: 'screens.acme.example', personalType: '1', logo: BRAND.logo });
    const img = await call<Brand>(app, 'GET', '/a/api/customer/imgSetting', {
      cookie: who.acme!,
      headers: { host: 'elsewhere.example' },
    });
    expect(img.body.jsonObject).toMatchObject({ title: 'Acme Screens', host: 'screens.acme.example' });
    // Outside any customer: the brand of the host.
    const agent = await call<Brand>(app, 'GET', '/a/api/customer/imgSetting', {
      cookie: who.north!,
      headers: { host: BUILT_IN_HOST },
    });
    expect(agent.body.jsonObject).toMatchObject({ title: 'Metro Transit' });
    const agentInfo = (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie: who.north! })).body
      .jsonObject!;
    expect(agentInfo).toMatchObject({ secondDomainName: '', personalType: '0', logo: '' });
  });

  it("refuses another agent's brand and host calls, and checks brand fields", async () => {
    expect((await post(who.south!, '/a/api/customer/deleteDomain', { id: acmeHostId })).body.code).toBe(404);
    const imgOfSouth = await call<Brand>(app, 'GET', '/a/api/customer/imgSetting', {
      cookie: who.south!,
      headers: { host: 'unknown.example' },
    });
    expect(imgOfSouth.body.jsonObject).toMatchObject({ title: 'APM' });
    const bad = await post(who.north!, '/a/api/customer/saveBrand', {
      id: ids.Acme!,
      ...BRAND,
      logo: 'javascript:alert(1)',
      defaultLanguage: 'FR',
    });
    expect(bad.body.code).toBe(400);
    const fields = (bad.body.data as { fields: { field: string; message: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'logo', message: 'webAddress' },
        { field: 'defaultLanguage', message: 'defaultLanguageNotOffered' },
      ]),
    );
    const badLinks = await post(who.north!, '/a/api/customer/saveBrand', {
      id: ids.Acme!,
      ...BRAND,
      footerLinks: '[{',
    });
    expect(badLinks.body.code).toBe(400);
    const noLanguage = await post(who.north!, '/a/api/customer/saveBrand', { id: ids.Acme!, ...BRAND, languages: '' });
    expect(noLanguage.body.code).toBe(400);
    // Nothing of the refused calls was kept.
    expect(await brandOf('screens.acme.example')).toMatchObject({ logo: BRAND.logo, defaultLanguage: 'DE' });
  });

  it('takes at most ten host names per customer', async () => {
    for (let i = 1; i <= 9; i++) {
      const r = await post(who.north!, '/a/api/customer/saveDomain', {
        customerId: ids.Acme!,
        host: `s${i}.acme.example`,
      });
      expect(r.body.code).toBe(0);
    }
    const r = await post(who.north!, '/a/api/customer/saveDomain', { customerId: ids.Acme!, host: 's10.acme.example' });
    expect(r.body).toMatchObject({ code: 409, data: { fields: [{ field: 'host', message: 'tooManyHosts' }] } });
  });

  it('removes a host name, after which the host shows the default brand again', async () => {
    const r = await post(who.north!, '/a/api/customer/deleteDomain', { id: acmeHostId });
    expect(r.body.code).toBe(0);
    expect(await brandOf('screens.acme.example')).toMatchObject({ title: 'APM' });
    expect((await audit('domain', 'delete'))[0]).toMatchObject({ target: 'screens.acme.example' });
    // Its first host name is now the next one bound.
    const me = (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie: who.acme! })).body.jsonObject!;
    expect(me.secondDomainName).toBe('s1.acme.example');
  });

  it('switching the brand off keeps its fields but the host shows the default', async () => {
    await post(who.north!, '/a/api/customer/saveBrand', { id: ids.Acme!, ...BRAND, personalType: '0' });
    expect(await brandOf('s1.acme.example')).toMatchObject({ title: 'APM' });
    const info = (await get(who.north!, '/a/api/customer/customerInfo', { id: ids.Acme! })).body
      .jsonObject as CustomerInfo;
    expect(info.brand).toMatchObject({ enabled: false, title: 'Acme Screens' });
    const me = (await call<UserInfo>(app, 'GET', '/a/api/user/getUserInfo', { cookie: who.acme! })).body.jsonObject!;
    expect(me).toMatchObject({ personalType: '0', logo: '' });
  });
});

describe('brand pictures', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('acme logo')]);
  const upload = async (cookie: string, customerId: string, bytes: Buffer, type = 'image/png') => {
    const boundary = `----apm${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo"\r\nContent-Type: ${type}\r\n\r\n`;
    const res = await app.http.inject({
      method: 'POST',
      url: `/apm-web/a/api/customer/uploadBrandImage?id=${encodeURIComponent(customerId)}`,
      headers: {
        cookie,
        'x-requested-with': 'apm-console',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    return res.json() as { code: number; jsonObject?: { url: string }; data?: { fields: unknown[] } };
  };
  const picture = (url: string) => app.http.inject({ method: 'GET', url });

  it('stores an uploaded picture and serves it to anyone, once it is a brand picture', async () => {
    const r = await upload(who.north!, ids.Acme!, PNG);
    expect(r.code).toBe(0);
    const url = r.jsonObject!.url;
    expect(url).toMatch(/^\/apm-web\/f\/common\/brandImage\?md5=[0-9a-f]{32}$/);
    const served = await picture(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await audit('customer', 'uploadImage'))[0]).toMatchObject({ target: 'Acme' });

    // Its address is a logo the brand takes (switched on again here).
    const saved = await post(who.north!, '/a/api/customer/saveBrand', { id: ids.Acme!, ...BRAND, logo: url });
    expect(saved.body.code).toBe(0);
    expect(await brandOf('s1.acme.example')).toMatchObject({ title: 'Acme Screens', logo: url });
  });

  it('refuses what is not a picture, and the customers of another agent', async () => {
    const svg = await upload(
      who.north!,
      ids.Acme!,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    expect(svg).toMatchObject({ code: 400, data: { fields: [{ field: 'file', message: 'notAnImage' }] } });
    const big = await upload(who.north!, ids.Acme!, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big).toMatchObject({ code: 400, data: { fields: [{ field: 'file', message: 'fileTooLarge' }] } });
    expect((await upload(who.south!, ids.Acme!, PNG)).code).toBe(404);
    expect((await upload(who.acme!, ids.Acme!, PNG)).code).toBe(401);
  });

  it('serves no stored file that was not uploaded as a brand picture', async () => {
    const { blobStore } = await import('../../platform/storage/blobs.js');
    const { md5: other } = await blobStore(path.join(app.store.config.dataDir, 'files')).put(
      Buffer.concat([PNG, Buffer.from('someone else’s avatar')]),
    );
    expect((await picture(`/apm-web/f/common/brandImage?md5=${other}`)).statusCode).toBe(404);
    expect((await picture(`/apm-web/f/common/brandImage?md5=${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await picture('/apm-web/f/common/brandImage?md5=..%2F..%2Fapm.db')).statusCode).toBe(400);
  });
});
