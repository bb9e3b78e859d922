import { type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /userVerification/getUserTokenCode': {
    idFree: 'a one-time sign-in token for the caller',
    probes: () => [{ form: {}, expect: 'self', codes: [0] }],
  },
};
