import type { MessageItem } from '@apm/contract';
import { call, type TestApp } from '../../../test/harness.js';
import { page, refused, type Probes, type Side } from '../../../test/isolation/kit.js';

const messageOf = (side: Side) => side.made.message!.id!;
const look = (text: string) => JSON.stringify({ text, position: 'bottom', scroll: 'left' });

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/publishMessage/list': {
    probes: (c) => [
      { form: page, expect: 'own', own: [messageOf(c.me)] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
      { form: { ...page, deleted: 'true' }, expect: 'empty' },
    ],
  },
  'GET /a/api/publishMessage/getPublishMessage': { probes: (c) => [refused({ id: messageOf(c.other) })] },
  'POST /a/api/publishMessage/ajaxSave': {
    probes: (c) => [
      refused({ id: messageOf(c.other), version: '1', name: `${c.me.word} takeover`, look: look('taken') }),
    ],
  },
  'POST /a/api/publishMessage/messagePreview': {
    probes: (c) => [{ form: { name: `${c.me.word} preview`, look: look('Hello') }, expect: 'self', codes: [0] }],
  },
  'POST /a/api/publishMessage/ajaxDelete': { probes: (c) => [refused({ id: messageOf(c.other) })] },
  'POST /a/api/publishMessage/restore': { probes: (c) => [refused({ id: messageOf(c.other) })] },
  'POST /a/api/publishMessage/delete': { probes: (c) => [refused({ id: messageOf(c.other) })] },
};

/** Each side's operator writes a ticker. */
export async function build(side: Side, app: TestApp): Promise<Record<string, string>> {
  const r = await call<MessageItem>(app, 'POST', '/a/api/publishMessage/ajaxSave', {
    cookie: side.operator.cookie,
    form: { name: `${side.word} Ticker`, look: look(`${side.word} news`) },
  });
  if (r.body.code !== 0) throw new Error(`message: ${JSON.stringify(r.body)}`);
  return { id: r.body.jsonObject!.id };
}

/** The messages of a side's offices. */
export async function rows(app: TestApp, officeIds: string[]): Promise<Record<string, unknown[]>> {
  return {
    messages: await app.db.kysely
      .selectFrom('message')
      .selectAll()
      .where('office_id', 'in', officeIds)
      .orderBy('id')
      .execute(),
  };
}
