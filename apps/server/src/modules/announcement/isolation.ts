import { refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/sysSetting/announcement': {
    idFree: "the announcement over the caller's own office",
    probes: () => [{ form: {}, expect: 'self', codes: [0] }],
  },
  'GET /a/api/sysSetting/announcementManager': { probes: () => [refused({})] },
  'POST /a/api/sysSetting/announcementManagerSave': { probes: () => [refused({ colseTipOn: '0' })] },
};
