import { page, refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/sysSetting/getKey': {
    idFree: 'a system setting every signed-in user may read',
    probes: () => [{ form: { key: 'userPwdType' }, expect: 'self', codes: [0] }],
  },
  'GET /a/api/sysSetting/getKeys': {
    idFree: 'system settings every signed-in user may read',
    probes: () => [{ form: { keys: 'userPwdType,pwdExpireDays' }, expect: 'self', codes: [0] }],
  },
  'GET /a/api/sysSetting/signInSettings': { probes: () => [refused({})] },
  'POST /a/api/sysSetting/save': { probes: () => [refused({ userPwdType: '2' })] },
  'POST /a/api/sysSetting/testMail': { probes: (c) => [refused({ to: c.other.customerAdmin.email })] },
  'GET /a/api/sysSetting/mailOutbox': { probes: () => [refused({ ...page })] },
  'GET /a/api/sysSetting/mailOutboxDetail': { probes: (c) => [refused({ id: c.other.customer.id })] },
};
