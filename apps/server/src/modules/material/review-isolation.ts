import { page, type Ctx, type Probes } from '../../../test/isolation/kit.js';

/** The other side's material (what the material module's `build` made). */
const theirs = (c: Ctx) => c.other.made.material!.id!;

/** How the tenant-isolation test calls the review routes with the other side's ids (spread into isolation.ts). */
export const reviewProbes: Probes = {
  'GET /a/api/materialReview/list': {
    probes: (c) => [
      { form: page, expect: 'empty' },
      { form: { ...page, reviewState: 'approved', name: c.other.word }, expect: 'empty' },
      { form: { ...page, reviewState: 'rejected' }, expect: 'empty' },
    ],
  },
  'GET /a/api/materialReview/pendingCount': {
    idFree: "counts the materials waiting in the caller's own range",
    probes: () => [
      {
        form: {},
        expect: 'self',
        codes: [0],
        check: async (a) => {
          const n = (a.body?.jsonObject as { pending?: number } | undefined)?.pending;
          return n === 0 ? undefined : `the other side's waiting materials were counted: ${a.text}`;
        },
      },
    ],
  },
  'POST /a/api/materialReview/approve': {
    probes: (c) => [{ form: { ids: theirs(c), note: 'fine' }, expect: 'none' }],
  },
  'POST /a/api/materialReview/reject': {
    probes: (c) => [{ form: { ids: theirs(c), note: 'not ours' }, expect: 'none' }],
  },
};
