import { refused, type Ctx, type Probes, type Side } from '../../../test/isolation/kit.js';

/** The other side's material and folder (isolation.ts `build`). */
const theirs = (side: Side) => side.made.material as unknown as { id: string; folder: string };

/** How the tenant-isolation test calls the media routes with the other side's ids (part of isolation.ts). */
export const mediaProbes: Probes = {
  'GET /a/api/fileInfosa/convertProgress': { probes: (c: Ctx) => [refused({ id: theirs(c.other).id })] },
  'POST /a/api/fileInfosa/convertCancel': { probes: (c: Ctx) => [refused({ id: theirs(c.other).id })] },
  'POST /a/api/fileInfosa/convert': { probes: (c: Ctx) => [refused({ id: theirs(c.other).id })] },
  'POST /a/api/material/addWebPage': {
    probes: (c: Ctx) => [
      refused({ name: 'x', url: 'https://example.com/', officeId: c.other.customer.id }),
      refused({ name: 'x', url: 'https://example.com/', folderId: theirs(c.other).folder }),
    ],
  },
};
