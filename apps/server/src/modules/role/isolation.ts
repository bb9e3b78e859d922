import { page, refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/role/list': {
    probes: (c) => [
      { form: { ...page }, expect: 'own', own: [c.me.role.id] },
      { form: { keyword: c.other.role.code, ...page }, expect: 'empty' },
      { form: { keyword: c.other.role.name, ...page }, expect: 'empty' },
    ],
  },
  'GET /a/api/role/detail': { probes: (c) => [refused({ id: c.other.role.id })] },
  'GET /a/api/role/menuTree': {
    idFree: 'the menu catalogue as far as the caller holds it',
    probes: () => [{ form: {}, expect: 'self', codes: [0] }],
  },
  'GET /a/api/role/officeTree': {
    probes: (c) => [refused({ id: c.other.customer.id }), { form: {}, expect: 'own', own: [c.root] }],
  },
  'POST /a/api/role/save': {
    probes: (c) => [
      refused({ id: c.other.role.id, name: 'Taken over', code: c.other.role.code, officeId: c.root }),
      refused({ id: c.other.role.id, name: 'Taken over', code: c.other.role.code, officeId: c.other.customer.id }),
      refused({
        name: 'Planted role',
        code: `planted${c.actor.id.slice(-6).replace(/-/g, '')}`,
        officeId: c.other.customer.id,
      }),
    ],
  },
  'POST /a/api/role/delete': { probes: (c) => [refused({ id: c.other.role.id })] },
};
