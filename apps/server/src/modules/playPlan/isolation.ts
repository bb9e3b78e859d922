import type { PlanItem } from '@apm/contract';
import { call, type TestApp } from '../../../test/harness.js';
import { page, refused, type Probes, type Side } from '../../../test/isolation/kit.js';

const programOf = (side: Side) => side.made.program!.id!;
const planOf = (side: Side) => side.made.playPlan!.id!;
const entriesOf = (programId: string) =>
  JSON.stringify([{ id: 'e1', programId, play: { mode: 'duration', ms: 10_000 }, when: { windows: [] } }]);

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/playPlan/list': {
    probes: (c) => [
      { form: page, expect: 'own', own: [planOf(c.me)] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/playPlan/detail': { probes: (c) => [refused({ id: planOf(c.other) })] },
  'POST /a/api/playPlan/save': {
    probes: (c) => [
      refused({
        id: planOf(c.other),
        version: '1',
        name: `${c.me.word} takeover`,
        kind: 'loop',
        entries: entriesOf(programOf(c.me)),
      }),
      // A new plan of the caller's naming the other side's program: refused as a program that does not exist.
      {
        form: { name: `${c.me.word} borrowed`, kind: 'loop', entries: entriesOf(programOf(c.other)) },
        expect: 'self',
        codes: [400],
        check: async (a) => {
          const fields = (a.body?.data as { fields?: { message: string }[] } | undefined)?.fields ?? [];
          return fields.map((f) => f.message).join() === 'programMissing'
            ? undefined
            : `expected programMissing, got ${JSON.stringify(a.body)}`;
        },
      },
    ],
  },
  'POST /a/api/playPlan/copy': { probes: (c) => [refused({ id: planOf(c.other) })] },
  'POST /a/api/playPlan/delete': { probes: (c) => [refused({ id: planOf(c.other) })] },
};

/** Each side's operator makes a plan of the side's program. */
export async function build(side: Side, app: TestApp): Promise<Record<string, string>> {
  const r = await call<PlanItem>(app, 'POST', '/a/api/playPlan/save', {
    cookie: side.operator.cookie,
    form: { name: `${side.word} Plan`, kind: 'loop', entries: entriesOf(programOf(side)) },
  });
  if (r.body.code !== 0) throw new Error(`playPlan: ${JSON.stringify(r.body)}`);
  return { id: r.body.jsonObject!.id };
}

/** The plans of a side's offices and the programs they name. */
export async function rows(app: TestApp, officeIds: string[]): Promise<Record<string, unknown[]>> {
  const plans = await app.db.kysely
    .selectFrom('play_plan')
    .selectAll()
    .where('office_id', 'in', officeIds)
    .orderBy('id')
    .execute();
  const ids = plans.map((p) => p.id);
  const programs = ids.length
    ? await app.db.kysely
        .selectFrom('play_plan_program')
        .selectAll()
        .where('plan_id', 'in', ids)
        .orderBy('plan_id')
        .orderBy('program_id')
        .execute()
    : [];
  return { plans, programs };
}
