import { page, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/message/list': {
    probes: (c) => [
      // userId is ignored: one's own notices, never another user's.
      { form: { userId: c.other.customerAdmin.id, ...page }, expect: 'own', own: c.me.notices[c.actor.loginName]! },
    ],
  },
  'GET /a/api/message/updateReadState': {
    probes: (c) => [{ form: { id: Object.values(c.other.notices).flat().join(','), readState: '1' }, expect: 'none' }],
  },
  'POST /a/api/message/delete': {
    probes: (c) => [{ form: { ids: Object.values(c.other.notices).flat().join(',') }, expect: 'none' }],
  },
};
