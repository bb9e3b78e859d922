import type { UploadState } from '@apm/contract';
import { call, type TestApp } from '../../../test/harness.js';
import { page, refused, type Ctx, type Probe, type Probes, type Side } from '../../../test/isolation/kit.js';
import { announce, md5Of, pngLike, pngOf, upload } from '../../../test/materials.js';
import { fileInfoProbes } from './file-info-isolation.js';
import { mediaProbes } from './media-isolation.js';
import { reviewProbes } from './review-isolation.js';
import { volumeProbes } from './volume-isolation.js';

/** What `build` made on a side. */
interface Made {
  id: string;
  /** A folder of the side's own library. */
  folder: string;
  md5: string;
  size: string;
  upload: string;
  uploadSize: string;
}
const made = (side: Side) => side.made.material as unknown as Made;

/** Each side's picture: its own colour and size, so its bytes are its own. */
const pictureOf = (side: Side) => pngOf(side.word.length * 10, 20, side.word.length % 2 ? '#aa3300' : '#0033aa');

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/fileInfosa/uploaderMD5Check': {
    probes: (c): Probe[] => [
      refused({ md5: made(c.other).md5, size: made(c.other).size, name: 'x.png', officeId: c.other.customer.id }),
      // The other side's bytes, announced into the caller's own office: sent again, never "already there".
      {
        form: { md5: made(c.other).md5, size: made(c.other).size, name: `${c.me.word} copy.png` },
        expect: 'self',
        codes: [0],
        check: async (a) => {
          const s = a.body?.jsonObject as UploadState;
          return s.state === 'upload' ? undefined : `the other side's file was offered as there: ${a.text}`;
        },
      },
    ],
  },
  'POST /a/api/fileInfosa/uploader': {
    probes: (c) => [
      { ...refused({ uploadId: made(c.other).upload, index: '0' }), file: pngLike(Number(made(c.other).uploadSize)) },
    ],
  },
  'GET /a/api/fileInfosa/getFile': {
    probes: (c: Ctx) => [
      refused({ id: made(c.other).id }),
      refused({ id: made(c.other).id, variant: 'thumb' }),
      refused({ id: made(c.other).id, v: made(c.other).md5 }),
    ],
  },
  'GET /a/api/material/list': {
    probes: (c) => [
      { form: page, expect: 'own', own: [made(c.me).id] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
    ],
  },
  'POST /a/api/material/delete': { probes: (c) => [{ form: { ids: made(c.other).id }, expect: 'none' }] },
  'GET /a/api/material/folderTree': { probes: (c) => [refused({ officeId: c.other.customer.id })] },
  'POST /a/api/material/folderSave': {
    probes: (c) => [
      refused({ id: made(c.other).folder, name: `${c.me.word} took it` }),
      refused({ parentId: made(c.other).folder, name: `${c.me.word} inside` }),
      refused({ officeId: c.other.customer.id, name: `${c.me.word} there` }),
    ],
  },
  'POST /a/api/material/folderDelete': { probes: (c) => [refused({ id: made(c.other).folder })] },
  'POST /a/api/material/rename': { probes: (c) => [refused({ id: made(c.other).id, name: `${c.me.word}.png` })] },
  'POST /a/api/material/paste': {
    probes: (c) => [
      refused({ isCut: 'false', type: 'material', ids: made(c.other).id }),
      refused({ isCut: 'true', type: 'material', ids: made(c.other).id }),
      refused({ isCut: 'true', type: 'folder', ids: made(c.other).folder }),
      refused({ isCut: 'false', type: 'material', ids: made(c.me).id, folderId: made(c.other).folder }),
      refused({ isCut: 'false', type: 'material', ids: made(c.me).id, officeId: c.other.customer.id }),
    ],
  },
  'GET /a/api/material/details': { probes: (c) => [refused({ id: made(c.other).id })] },
  'GET /a/api/material/uploaders': { probes: (c) => [refused({ officeId: c.other.customer.id })] },
  ...volumeProbes,
  ...reviewProbes,
  ...fileInfoProbes,
  ...mediaProbes,
};

/** Each side's customer administrator uploads a picture, and leaves an upload half-done. */
export async function build(side: Side, app: TestApp): Promise<Record<string, string>> {
  const cookie = side.customerAdmin.cookie;
  const picture = await pictureOf(side);
  const { state } = await upload(app, cookie, picture, `${side.word} logo.png`);
  if (state.state !== 'done') throw new Error('material not uploaded');
  const pending = pngLike(5000, side.word.length);
  const open = (await announce(app, cookie, pending, `${side.word} pending.png`)).body.jsonObject;
  if (open?.state !== 'upload') throw new Error('upload not opened');
  const folder = await call<{ id: string }>(app, 'POST', '/a/api/material/folderSave', {
    cookie,
    form: { name: `${side.word} folder` },
  });
  if (!folder.body.jsonObject) throw new Error('folder not made');
  return {
    id: state.material.id,
    folder: folder.body.jsonObject.id,
    md5: md5Of(picture),
    size: String(picture.length),
    upload: open.uploadId,
    uploadSize: String(pending.length),
  };
}

/** The materials, uploads and chunks of a side's offices. */
export async function rows(app: TestApp, officeIds: string[]): Promise<Record<string, unknown[]>> {
  const db = app.db.kysely;
  // The processing state moves on its own (a job): compare what a call could change.
  const materials = await db
    .selectFrom('material')
    .select(['id', 'office_id', 'folder_id', 'name', 'kind', 'mime', 'size', 'md5', 'created_by', 'created_at'])
    // A decision of the other side would show here.
    .select(['review_state', 'review_note', 'reviewed_by'])
    .where('office_id', 'in', officeIds)
    .orderBy('id')
    .execute();
  const uploads = await db.selectFrom('upload').selectAll().where('office_id', 'in', officeIds).orderBy('id').execute();
  const chunks = uploads.length
    ? await db
        .selectFrom('upload_chunk')
        .selectAll()
        .where(
          'upload_id',
          'in',
          uploads.map((u) => u.id),
        )
        .orderBy('upload_id')
        .orderBy('idx')
        .execute()
    : [];
  const folders = await db
    .selectFrom('material_folder')
    .selectAll()
    .where('office_id', 'in', officeIds)
    .orderBy('id')
    .execute();
  const quotas = await db.selectFrom('material_quota').selectAll().where('office_id', 'in', officeIds).execute();
  return { materials, folders, uploads, chunks, quotas };
}
