import { page, refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls the volume routes with the other side's offices (part of isolation.ts). */
export const volumeProbes: Probes = {
  'GET /a/api/vol/getVolMsg': {
    probes: (c) => [
      refused({ officeId: c.other.customer.id }),
      refused({ officeId: c.other.shop.id }),
      { form: {}, expect: 'own', own: [c.root] },
    ],
  },
  'GET /a/api/vol/getVolMsgByType': {
    probes: (c) => [refused({ officeId: c.other.customer.id }), refused({ officeId: c.other.shop.id })],
  },
  'GET /a/api/vol/volList': {
    probes: (c) => [
      { form: page, expect: 'own', own: [c.root] },
      { form: { ...page, name: c.other.word }, expect: 'empty' },
      { form: { ...page, sort: 'used', order: 'desc' }, expect: 'own', own: [c.root] },
    ],
  },
  'POST /a/api/vol/setQuota': {
    probes: (c) => [
      refused({ officeId: c.other.spare.id, quotaBytes: '1000' }),
      refused({ officeId: c.other.customer.id, quotaBytes: '' }),
    ],
  },
};
