import { refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/user/updateDefDataRange': {
    probes: (c) => [refused({ officeId: c.other.customer.id }), refused({ officeId: c.other.agent.id })],
  },
  'GET /a/api/user/dataRange': {
    idFree: "the caller's own data range",
    probes: () => [{ form: {}, expect: 'self', codes: [0] }],
  },
  'GET /a/api/user/dataRangeTree': {
    probes: (c) => [refused({ id: c.other.customer.id }), { form: {}, expect: 'own', own: [c.root] }],
  },
};
