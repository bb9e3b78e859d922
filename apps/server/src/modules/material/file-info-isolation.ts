import type { PersonalImageState, UploadState } from '@apm/contract';
import { PNG, refused, type Probes, type Side } from '../../../test/isolation/kit.js';

/** What the material module's `build` made on a side (isolation.ts). */
const made = (side: Side) => side.made.material as unknown as { id: string; folder: string; md5: string; size: string };

/** How the tenant-isolation test calls the other /a/api/fileInfosa/ routes with the other side's ids (part of isolation.ts). */
export const fileInfoProbes: Probes = {
  'GET /a/api/fileInfosa/uploaderWidgetImgMD5Check': {
    probes: (c) => [
      refused({ md5: made(c.other).md5, size: made(c.other).size, name: 'w.png', officeId: c.other.customer.id }),
      refused({ md5: made(c.other).md5, size: made(c.other).size, name: 'w.png', folderId: made(c.other).folder }),
      // The other side's bytes announced into the caller's own office: sent again, never "already there".
      {
        form: { md5: made(c.other).md5, size: made(c.other).size, name: `${c.me.word} widget.png` },
        expect: 'self',
        codes: [0, 401],
        check: async (a) => {
          const s = a.body?.jsonObject as UploadState | undefined;
          return !s || s.state === 'upload' ? undefined : `the other side's file was offered as there: ${a.text}`;
        },
      },
    ],
  },
  'GET /a/api/fileInfosa/uploaderPersonalImgMD5Check': {
    probes: (c) => [
      refused({ md5: made(c.other).md5, size: made(c.other).size, use: 'brand', customerId: c.other.customer.id }),
      // The other side's picture as an avatar: asked for, never taken from their library.
      {
        form: { md5: made(c.other).md5, size: made(c.other).size, use: 'avatar' },
        expect: 'self',
        codes: [0],
        check: async (a) => {
          const s = a.body?.jsonObject as PersonalImageState | undefined;
          return s?.state === 'upload' ? undefined : `the other side's picture was used: ${a.text}`;
        },
      },
    ],
  },
  'POST /a/api/fileInfosa/uploadThumb': {
    probes: (c) => [{ ...refused({ id: made(c.other).id }), file: PNG }],
  },
  'GET /a/api/fileInfosa/getFileHandlex': { probes: (c) => [refused({ id: made(c.other).id })] },
  'GET /a/api/fileInfosa/findScreenshotBytreeIdAndType': {
    probes: (c) => [
      refused({ treeId: made(c.other).id, type: 'material' }),
      refused({ treeId: made(c.other).folder, type: 'folder' }),
    ],
  },
};
