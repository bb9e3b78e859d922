import { call, type TestApp } from '../../../test/harness.js';
import { page, refused, type Ctx, type Probe, type Probes, type Side } from '../../../test/isolation/kit.js';

/** What `build` made on a side. */
const made = (s: Side) =>
  s.made.terminal as { lobby: string; shop: string; pending: string; pendingCode: string; group: string } | undefined;
const terminalsOf = (s: Side) => {
  const m = made(s)!;
  return [m.lobby, m.shop, m.pending];
};
const name = (c: Ctx) => `${c.me.word} takeover`;

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/terminal/list': {
    probes: (c) => [
      { form: page, expect: 'own', own: terminalsOf(c.me) },
      { form: { ...page, state: 'pending' }, expect: 'own', own: [made(c.me)!.pending] },
      { form: { ...page, officeId: c.other.customer.id }, expect: 'empty' },
      { form: { ...page, officeId: c.other.shop.id }, expect: 'empty' },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/terminal/search': {
    probes: (c) => [
      { form: { keyword: c.me.word.toLowerCase(), pageSize: '50' }, expect: 'own', own: terminalsOf(c.me) },
      { form: { keyword: c.other.word, pageSize: '50' }, expect: 'empty' },
    ],
  },
  'GET /a/api/terminal/terminalStatusCount': {
    // Another side's office counts as an office that does not exist: all zero.
    probes: (c): Probe[] => [
      { form: { officeId: c.other.customer.id }, expect: 'asMissing' },
      {
        form: {},
        expect: 'self',
        codes: [0],
        check: async (a) => {
          const n = a.body?.jsonObject as { total: number; pending: number };
          return n.total === 3 && n.pending === 1 ? undefined : `own counts: ${JSON.stringify(n)}`;
        },
      },
    ],
  },
  'GET /a/api/terminal/terminalDetails': { probes: (c) => terminalsOf(c.other).map((id) => refused({ id })) },
  'GET /a/api/terminal/findTerminalStatus': { probes: (c) => terminalsOf(c.other).map((id) => refused({ id })) },
  'GET /a/api/terminal/findTerminalStatusArray': {
    probes: (c) => [
      { form: { ids: terminalsOf(c.other).join(',') }, expect: 'asMissing' },
      {
        form: { ids: [...terminalsOf(c.me), ...terminalsOf(c.other)].join(',') },
        expect: 'own',
        own: terminalsOf(c.me),
      },
    ],
  },
  'POST /a/api/terminal/authorise': {
    probes: (c) => [
      // The other side's screen waiting with its code: not to be taken, not even knowing the code.
      refused({ pairingCode: made(c.other)!.pendingCode, officeId: c.root, name: name(c) }),
      // Nothing is authorised into the other side's offices.
      refused({ pairingCode: made(c.me)!.pendingCode, officeId: c.other.customer.id, name: name(c) }),
    ],
  },
  'POST /a/api/terminal/rename': {
    probes: (c) => terminalsOf(c.other).map((id) => refused({ id, name: name(c) })),
  },
  'POST /a/api/terminal/pairAgain': { probes: (c) => terminalsOf(c.other).map((id) => refused({ id })) },
  'POST /a/api/terminal/delete': {
    probes: (c) => [{ form: { ids: terminalsOf(c.other).join(',') }, expect: 'none' }],
  },
  'POST /a/api/terminal/command': {
    probes: (c) => terminalsOf(c.other).map((id) => refused({ id, name: 'refresh' })),
  },
  'GET /a/api/terminal/groupTree': {
    probes: (c) => [
      { form: page, expect: 'own', own: [made(c.me)!.group] },
      { form: { ...page, officeId: c.other.customer.id }, expect: 'empty' },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'POST /a/api/terminal/saveTerminalGroup': {
    probes: (c) => [
      refused({ id: made(c.other)!.group, officeId: c.me.customer.id, name: name(c) }),
      refused({ officeId: c.other.customer.id, name: name(c) }),
    ],
  },
  'POST /a/api/terminal/deleteTerminalGroup': { probes: (c) => [refused({ id: made(c.other)!.group })] },
  'POST /a/api/terminal/updateTerminalGroup': {
    probes: (c) => [
      // The caller's screens into the other side's group: no such group.
      refused({ ids: terminalsOf(c.me).join(','), groupId: made(c.other)!.group }),
      // The other side's screens into the caller's group, or out of theirs: left as they are.
      { form: { ids: terminalsOf(c.other).join(','), groupId: made(c.me)!.group }, expect: 'none' },
      { form: { ids: terminalsOf(c.other).join(','), groupId: '' }, expect: 'none' },
    ],
  },
};

/** Registers a device and has the side's customer administrator authorise it into `officeId`. */
async function pairedTerminal(app: TestApp, side: Side, hardwareId: string, officeId: string, label: string) {
  const r = await app.http.inject({
    method: 'POST',
    url: '/apm-web/terminal/register',
    payload: { hardwareId, name: `${side.word} device` },
  });
  const code = (r.json() as { jsonObject: { pairingCode: string } }).jsonObject.pairingCode;
  const a = await call<{ id: string }>(app, 'POST', '/a/api/terminal/authorise', {
    cookie: side.customerAdmin.cookie,
    form: { pairingCode: code, officeId, name: `${side.word} ${label}` },
  });
  if (a.body.code !== 0) throw new Error(`authorise: ${JSON.stringify(a.body)}`);
  return a.body.jsonObject!.id;
}

/** Each side: a screen in its customer office, one in its shop, and one set back to pending (its code on its screen). */
export async function build(side: Side, app: TestApp): Promise<Record<string, string>> {
  const lw = side.word.toLowerCase();
  const lobby = await pairedTerminal(app, side, `${lw}-lobby-screen`, side.customer.id, 'Lobby Screen');
  const shop = await pairedTerminal(app, side, `${lw}-shop-screen`, side.shop.id, 'Shop Screen');
  const pending = await pairedTerminal(app, side, `${lw}-spare-screen`, side.customer.id, 'Spare Screen');
  const again = await call(app, 'POST', '/a/api/terminal/pairAgain', {
    cookie: side.customerAdmin.cookie,
    form: { id: pending },
  });
  if (again.body.code !== 0) throw new Error(`pair again: ${JSON.stringify(again.body)}`);
  const row = await app.db.kysely
    .selectFrom('terminal')
    .select('pairing_code')
    .where('id', '=', pending)
    .executeTakeFirstOrThrow();
  const group = await call<{ id: string }>(app, 'POST', '/a/api/terminal/saveTerminalGroup', {
    cookie: side.customerAdmin.cookie,
    form: { officeId: side.customer.id, name: `${side.word} Entrance screens` },
  });
  if (group.body.code !== 0) throw new Error(`group: ${JSON.stringify(group.body)}`);
  const moved = await call(app, 'POST', '/a/api/terminal/updateTerminalGroup', {
    cookie: side.customerAdmin.cookie,
    form: { ids: `${lobby},${shop}`, groupId: group.body.jsonObject!.id },
  });
  if (moved.body.code !== 0) throw new Error(`group move: ${JSON.stringify(moved.body)}`);
  return { lobby, shop, pending, pendingCode: row.pairing_code!, group: group.body.jsonObject!.id };
}

/** The terminals of a side's offices. */
export async function rows(app: TestApp, officeIds: string[]): Promise<Record<string, unknown[]>> {
  return {
    terminals: await app.db.kysely
      .selectFrom('terminal')
      .selectAll()
      .where('office_id', 'in', officeIds)
      .orderBy('id')
      .execute(),
    groups: await app.db.kysely
      .selectFrom('terminal_group')
      .selectAll()
      .where('office_id', 'in', officeIds)
      .orderBy('id')
      .execute(),
  };
}
