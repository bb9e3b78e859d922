import { PNG, page, refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/customer/searchCustomer': {
    probes: (c) => [
      { form: { ...page }, expect: 'own', own: [c.me.customer.id] },
      { form: { name: c.other.customer.name, ...page }, expect: 'empty' },
    ],
  },
  'GET /a/api/customer/findChild': {
    probes: (c) => [
      refused({ id: c.other.agent.id, ...page }),
      { form: { ...page }, expect: 'own', own: [c.me.customer.id] },
    ],
  },
  'GET /a/api/customer/customerInfo': { probes: (c) => [refused({ id: c.other.customer.id })] },
  'GET /a/api/customer/customerDynamicData': { probes: (c) => [refused({ id: c.other.customer.id })] },
  'GET /a/api/customer/parentOptions': {
    probes: (c) => [
      { form: { ...page }, expect: 'own', own: [c.me.agent.id] },
      { form: { name: c.other.agent.name, ...page }, expect: 'empty' },
    ],
  },
  'POST /a/api/customer/save': {
    probes: (c) => [
      refused({ id: c.other.customer.id, name: 'Renamed by the other side' }),
      refused({ name: 'Planted customer', parentId: c.other.agent.id }),
    ],
  },
  'POST /a/api/customer/saveBrand': {
    probes: (c) => [
      refused({
        id: c.other.customer.id,
        personalType: '1',
        title: 'Hijacked',
        languages: 'US',
        registerRole: 'operator',
      }),
    ],
  },
  'POST /a/api/customer/uploadBrandImage': {
    probes: (c) => [{ ...refused({ id: c.other.customer.id }), file: PNG }],
  },
  'GET /a/api/customer/imgSetting': {
    idFree: "the brand of the caller's own customer, else of the host the call came to (public per host name)",
    probes: () => [{ form: {}, expect: 'self', codes: [0] }],
  },
  'GET /a/api/customer/domainList': {
    probes: (c) => [
      { form: { ...page }, expect: 'own', own: [c.me.customer.id] },
      { form: { name: c.other.domain.host, ...page }, expect: 'empty' },
      { form: { name: c.other.customer.name, ...page }, expect: 'empty' },
    ],
  },
  'POST /a/api/customer/saveDomain': {
    probes: (c) => [
      refused({ customerId: c.other.customer.id, host: `planted-${c.actor.loginName.replace('.', '-')}.example` }),
    ],
  },
  'POST /a/api/customer/deleteDomain': { probes: (c) => [refused({ id: c.other.domain.id })] },
};
