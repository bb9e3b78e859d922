import type { ProgramItem } from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { call, type TestApp } from '../../../test/harness.js';
import { page, refused, type Ctx, type Probes, type Side } from '../../../test/isolation/kit.js';

/** A valid document with a text naming the side, and a picture when a material is given. */
const documentOf = (word: string, material?: { id: string; md5: string }) => {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: `${word} welcome` } }));
  if (material) {
    const media = { md5: material.md5, kind: 'image' as const, materialId: material.id };
    doc.scenes[0]!.widgets.push(createWidget('image', { props: { media } }));
  }
  return JSON.stringify(doc);
};
const materialOf = (side: Side) => side.made.material as { id: string; md5: string };

const programOf = (c: Ctx, side: Side) => side.made.program!.id!;

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/program/list': {
    probes: (c) => [
      { form: page, expect: 'own', own: [programOf(c, c.me)] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'GET /a/api/program/detail': { probes: (c) => [refused({ id: programOf(c, c.other) })] },
  'GET /a/api/program/cover': { probes: (c) => [refused({ id: programOf(c, c.other) })] },
  'POST /a/api/program/save': {
    probes: (c) => [
      refused({
        id: programOf(c, c.other),
        version: '1',
        name: `${c.me.word} takeover`,
        document: documentOf(c.me.word),
      }),
      // A new program of the caller's naming the other side's picture: refused as a material that does not exist.
      {
        form: { name: `${c.me.word} borrowed`, document: documentOf(c.me.word, materialOf(c.other)) },
        expect: 'self',
        codes: [400],
        check: async (a) => {
          const fields = (a.body?.data as { fields?: { message: string }[] } | undefined)?.fields ?? [];
          return fields.map((f) => f.message).join() === 'materialMissing'
            ? undefined
            : `expected materialMissing, got ${JSON.stringify(a.body)}`;
        },
      },
    ],
  },
  'GET /a/api/program/versions': { probes: (c) => [refused({ ...page, id: programOf(c, c.other) })] },
  'GET /a/api/program/version': { probes: (c) => [refused({ id: programOf(c, c.other), version: '1' })] },
  'POST /a/api/program/restore': {
    probes: (c) => [refused({ id: programOf(c, c.other), version: '1', from: '1' })],
  },
  'POST /a/api/program/copy': { probes: (c) => [refused({ id: programOf(c, c.other) })] },
  'POST /a/api/program/delete': { probes: (c) => [refused({ id: programOf(c, c.other) })] },
};

/** Each side's operator makes a program with the side's picture. */
export async function build(side: Side, app: TestApp): Promise<Record<string, string>> {
  const r = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
    cookie: side.operator.cookie,
    form: { name: `${side.word} Menu`, document: documentOf(side.word, materialOf(side)) },
  });
  if (r.body.code !== 0) throw new Error(`program: ${JSON.stringify(r.body)}`);
  return { id: r.body.jsonObject!.id };
}

/** The programs of a side's offices and the materials they use. */
export async function rows(app: TestApp, officeIds: string[]): Promise<Record<string, unknown[]>> {
  const programs = await app.db.kysely
    .selectFrom('program')
    .selectAll()
    .where('office_id', 'in', officeIds)
    .orderBy('id')
    .execute();
  const ids = programs.map((p) => p.id);
  const materials = ids.length
    ? await app.db.kysely
        .selectFrom('program_material')
        .selectAll()
        .where('program_id', 'in', ids)
        .orderBy('program_id')
        .orderBy('material_id')
        .execute()
    : [];
  const versions = ids.length
    ? await app.db.kysely
        .selectFrom('program_version')
        .selectAll()
        .where('program_id', 'in', ids)
        .orderBy('program_id')
        .orderBy('version')
        .execute()
    : [];
  return { programs, materials, versions };
}
