import { call, type TestApp } from '../../../test/harness.js';
import { page, refused, type Probes, type Side } from '../../../test/isolation/kit.js';

/** What `build` made on a side, and what it used of the program and terminal modules' rows. */
const recordOf = (s: Side) => s.made.publish!.id!;
const programOf = (s: Side) => s.made.program!.id!;
const planOf = (s: Side) => s.made.playPlan!.id!;
const messageOf = (s: Side) => s.made.message!.id!;
const messageRecordOf = (s: Side) => s.made.publish!.message!;
const terminalsOf = (s: Side) => [s.made.terminal!.lobby!, s.made.terminal!.shop!];
const asMissing = (form: Record<string, string>) => ({ form, expect: 'asMissing' as const, compare: true });

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/publishProgram/terminalSelect': {
    probes: (c) => [
      { form: page, expect: 'own', own: terminalsOf(c.me) },
      { form: { ...page, officeId: c.other.customer.id }, expect: 'empty' },
      { form: { ...page, officeId: c.other.shop.id }, expect: 'empty' },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/publishProgram/officeTreeMap': {
    probes: (c) => [
      { form: {}, expect: 'own', own: [c.root] },
      asMissing({ parentId: c.other.customer.id }),
      asMissing({ parentId: c.other.agent.id }),
    ],
  },
  'GET /a/api/publishProgram/groupTreeMap': {
    probes: (c) => [
      { form: page, expect: 'own', own: [(c.me.made.terminal as { group: string }).group] },
      { form: { ...page, officeId: c.other.customer.id }, expect: 'empty' },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/publishProgram/pageOfficeTreeMap': {
    probes: (c) => [
      { form: page, expect: 'own', own: [c.me.customer.id] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'POST /a/api/publishProgram/checkTerminals': {
    probes: (c) => [
      refused({ programId: programOf(c.other), terminalIds: terminalsOf(c.me).join(',') }),
      // The caller's program checked against the other side's screens: they are not found, so not named.
      {
        form: { programId: programOf(c.me), terminalIds: terminalsOf(c.other).join(',') },
        expect: 'self',
        codes: [0],
        check: async (a) => {
          const problems = (a.body?.jsonObject as { problems: { terminalId: string }[] }).problems;
          const named = problems.filter((x) => terminalsOf(c.other).includes(x.terminalId));
          return named.length ? `names the other side's terminals: ${JSON.stringify(named)}` : undefined;
        },
      },
    ],
  },
  'POST /a/api/publishProgram/saveTerminals': {
    probes: (c) => [
      // The other side's program to the caller's own screens, and the caller's program to the other side's.
      refused({ programId: programOf(c.other), terminalIds: terminalsOf(c.me).join(',') }),
      refused({ programId: programOf(c.me), terminalIds: terminalsOf(c.other).join(',') }),
      refused({ programId: programOf(c.me), terminalIds: [...terminalsOf(c.me), ...terminalsOf(c.other)].join(',') }),
    ],
  },
  'GET /a/api/publishProgram/list': {
    probes: (c) => [
      { form: page, expect: 'own', own: [recordOf(c.me)] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
      { form: { ...page, programId: programOf(c.other) }, expect: 'empty' },
    ],
  },
  'GET /a/api/publishProgram/getPublishProgramDetails': { probes: (c) => [refused({ id: recordOf(c.other) })] },
  'GET /a/api/publishProgram/publishTerminalSaveCount': { probes: (c) => [refused({ id: recordOf(c.other) })] },
  'POST /a/api/publishProgram/reuploadProgramByPublishName': { probes: (c) => [refused({ id: recordOf(c.other) })] },
  'POST /a/api/publishProgram/delete': { probes: (c) => [refused({ id: recordOf(c.other) })] },
  'POST /a/api/publishProgram/stop': { probes: (c) => [refused({ id: recordOf(c.other) })] },
  'GET /a/api/terminalSet/getCurTerminalProgram': {
    probes: (c) => [
      refused({ terminalId: terminalsOf(c.other)[0]! }),
      { form: { terminalId: terminalsOf(c.me)[0]! }, expect: 'self', codes: [0] },
    ],
  },
  'GET /a/api/terminalSet/timeline': {
    probes: (c) => [
      refused({ terminalId: terminalsOf(c.other)[0]!, from: '1764000000000', to: '1764086400000' }),
      {
        form: { terminalId: terminalsOf(c.me)[0]!, from: '1764000000000', to: '1764086400000' },
        expect: 'self',
        codes: [0],
      },
    ],
  },
  'GET /a/api/terminalSet/timelines': {
    probes: (c) => {
      const day = { from: '1764000000000', to: '1764086400000', pageNo: '1', pageSize: '50' };
      return [
        { form: day, expect: 'own', own: terminalsOf(c.me) },
        { form: { ...day, name: c.other.word }, expect: 'empty' },
        refused({ ...day, officeId: c.other.customer.id }),
        refused({ ...day, officeId: c.other.shop.id }),
      ];
    },
  },
  'GET /a/api/playPlan/terminalSelect': {
    probes: (c) => [
      { form: page, expect: 'own', own: terminalsOf(c.me) },
      { form: { ...page, officeId: c.other.customer.id }, expect: 'empty' },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/playPlan/officeTreeMap': {
    probes: (c) => [{ form: {}, expect: 'own', own: [c.root] }, asMissing({ parentId: c.other.customer.id })],
  },
  'GET /a/api/playPlan/groupTreeMap': {
    probes: (c) => [
      { form: page, expect: 'own', own: [(c.me.made.terminal as { group: string }).group] },
      { form: { ...page, officeId: c.other.customer.id }, expect: 'empty' },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/playPlan/searchOffice': {
    probes: (c) => [
      { form: page, expect: 'own', own: [c.me.customer.id] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'POST /a/api/playPlan/checkTerminals': {
    probes: (c) => [
      refused({ planId: planOf(c.other), terminalIds: terminalsOf(c.me).join(',') }),
      // The caller's plan checked against the other side's screens: they are not found, so not named.
      {
        form: { planId: planOf(c.me), terminalIds: terminalsOf(c.other).join(',') },
        expect: 'self',
        codes: [0],
      },
    ],
  },
  'POST /a/api/playPlan/saveTerminals': {
    probes: (c) => [
      // The other side's plan to the caller's own screens, and the caller's plan to the other side's.
      refused({ planId: planOf(c.other), terminalIds: terminalsOf(c.me).join(',') }),
      refused({ planId: planOf(c.me), terminalIds: terminalsOf(c.other).join(',') }),
    ],
  },
  'GET /a/api/publishMessage/terminalSelect': {
    probes: (c) => [
      { form: page, expect: 'own', own: terminalsOf(c.me) },
      { form: { ...page, officeId: c.other.customer.id }, expect: 'empty' },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/publishMessage/groupTreeMap': {
    probes: (c) => [
      { form: page, expect: 'own', own: [(c.me.made.terminal as { group: string }).group] },
      { form: { ...page, officeId: c.other.customer.id }, expect: 'empty' },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/publishMessage/groupsterminals': {
    probes: (c) => [{ form: {}, expect: 'own', own: [c.root] }, asMissing({ parentId: c.other.customer.id })],
  },
  'POST /a/api/publishMessage/savePublish': {
    probes: (c) => [
      // The other side's message to the caller's own screens, and the caller's message to the other side's.
      refused({ id: messageOf(c.other), terminalIds: terminalsOf(c.me).join(',') }),
      refused({ id: messageOf(c.me), terminalIds: terminalsOf(c.other).join(',') }),
    ],
  },
  'GET /a/api/publishMessage/findSendMessages': {
    probes: (c) => [
      refused({ id: messageOf(c.other) }),
      // The caller's message with the other side's publication of theirs.
      refused({ id: messageOf(c.me), publishId: messageRecordOf(c.other) }),
    ],
  },
  'GET /a/api/publishMessage/publishTerminalSaveCount': {
    probes: (c) => [refused({ publishId: messageRecordOf(c.other) })],
  },
  'POST /a/api/publishMessage/reuploadMessage': { probes: (c) => [refused({ publishId: messageRecordOf(c.other) })] },
  'POST /a/api/publishMessage/stop': { probes: (c) => [refused({ publishId: messageRecordOf(c.other) })] },
  'GET /a/api/terminalSet/getRltPrograms': {
    probes: (c) => [
      refused({ terminalId: terminalsOf(c.other)[0]! }),
      { form: { terminalId: terminalsOf(c.me)[0]! }, expect: 'self', codes: [0] },
    ],
  },
  'GET /a/api/terminalSet/getCurTerminalMessage': {
    probes: (c) => [
      refused({ terminalId: terminalsOf(c.other)[0]! }),
      { form: { terminalId: terminalsOf(c.me)[0]! }, expect: 'self', codes: [0] },
    ],
  },
  'GET /a/api/terminalSet/onlyProgramList': {
    probes: (c) => [
      { form: page, expect: 'own', own: [programOf(c.me)] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'POST /a/api/terminalSet/doProgramPlayNow': {
    probes: (c) => [
      refused({ programId: programOf(c.other), terminalIds: terminalsOf(c.me).join(',') }),
      refused({ programId: programOf(c.me), terminalIds: terminalsOf(c.other).join(',') }),
    ],
  },
  'GET /a/api/terminalSet/doProgramPlaySet': {
    probes: (c) => [
      refused({ terminalId: terminalsOf(c.other)[0]! }),
      { form: { terminalId: terminalsOf(c.me)[0]! }, expect: 'self', codes: [0] },
    ],
  },
  'POST /a/api/terminalSet/deleteTerminalMessage': {
    probes: (c) => [
      refused({ terminalId: terminalsOf(c.other)[0]!, publishId: messageRecordOf(c.other) }),
      refused({ terminalId: terminalsOf(c.me)[0]!, publishId: messageRecordOf(c.other) }),
      refused({ terminalId: terminalsOf(c.other)[0]!, publishId: messageRecordOf(c.me) }),
    ],
  },
  'POST /a/api/terminalSet/doMessagePlayNow': {
    probes: (c) => [
      refused({ messageId: messageOf(c.other), terminalIds: terminalsOf(c.me).join(',') }),
      refused({ messageId: messageOf(c.me), terminalIds: terminalsOf(c.other).join(',') }),
    ],
  },
  'POST /a/api/terminalSet/refreshTerminalPrograms': {
    probes: (c) => [refused({ terminalIds: terminalsOf(c.other).join(',') })],
  },
  'POST /a/api/terminalSet/doClearProgram': {
    probes: (c) => [
      refused({ terminalIds: terminalsOf(c.other).join(',') }),
      refused({ terminalIds: [...terminalsOf(c.me), ...terminalsOf(c.other)].join(',') }),
    ],
  },
  // Review lists: with review off every publication is approved at once.
  'GET /a/api/publishProgram/checklist': {
    probes: (c) => [
      { form: { ...page, reviewState: 'approved' }, expect: 'own', own: [recordOf(c.me)] },
      { form: { ...page, reviewState: 'approved', name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/playPlan/checklist': {
    probes: (c) => [{ form: { ...page, reviewState: 'approved', name: c.other.word }, expect: 'empty' }],
  },
  'GET /a/api/publishMessage/checklist': {
    probes: (c) => [
      { form: { ...page, reviewState: 'approved' }, expect: 'own', own: [messageRecordOf(c.me)] },
      { form: { ...page, reviewState: 'approved', name: c.other.word }, expect: 'empty' },
    ],
  },
  'POST /a/api/publishProgram/submitResult': {
    probes: (c) => [refused({ id: recordOf(c.other), result: 'rejected', note: 'taken' })],
  },
  'POST /a/api/playPlan/submitResult': {
    probes: (c) => [refused({ id: recordOf(c.other), result: 'approved' })],
  },
  'POST /a/api/publishMessage/submitResult': {
    probes: (c) => [refused({ id: messageRecordOf(c.other), result: 'approved' })],
  },
  'POST /a/api/publishMessage/submitNote': {
    probes: (c) => [refused({ id: messageRecordOf(c.other), note: 'taken' })],
  },
};

/** Each side's operator publishes its program, and its message, to its two screens. */
export async function build(side: Side, app: TestApp): Promise<Record<string, string>> {
  const r = await call<{ id: string }>(app, 'POST', '/a/api/publishProgram/saveTerminals', {
    cookie: side.operator.cookie,
    form: { programId: programOf(side), terminalIds: terminalsOf(side).join(',') },
  });
  if (r.body.code !== 0) throw new Error(`publish: ${JSON.stringify(r.body)}`);
  const m = await call<{ id: string }>(app, 'POST', '/a/api/publishMessage/savePublish', {
    cookie: side.operator.cookie,
    form: { id: messageOf(side), terminalIds: terminalsOf(side).join(',') },
  });
  if (m.body.code !== 0) throw new Error(`publish message: ${JSON.stringify(m.body)}`);
  return { id: r.body.jsonObject!.id, message: m.body.jsonObject!.id };
}

/** The publications of a side's offices and their deliveries. */
export async function rows(app: TestApp, officeIds: string[]): Promise<Record<string, unknown[]>> {
  const db = app.db.kysely;
  return {
    records: await db.selectFrom('publish').selectAll().where('office_id', 'in', officeIds).orderBy('id').execute(),
    documents: await db
      .selectFrom('publish_document as d')
      .innerJoin('publish as p', 'p.id', 'd.publish_id')
      .selectAll('d')
      .where('p.office_id', 'in', officeIds)
      .orderBy('d.publish_id')
      .orderBy('d.program_id')
      .execute(),
    deliveries: await db
      .selectFrom('delivery')
      .selectAll()
      .where('office_id', 'in', officeIds)
      .orderBy('publish_id')
      .orderBy('terminal_id')
      .execute(),
  };
}
