import { page, refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/office/treeDataNew': {
    probes: (c) => [
      refused({ id: c.other.agent.id }),
      refused({ id: c.other.customer.id }),
      { form: {}, expect: 'own', own: [c.root] },
    ],
  },
  'GET /a/api/office/findChild': {
    probes: (c) => [
      refused({ id: c.other.customer.id }),
      { form: { id: c.root }, expect: 'own', own: [c.me.customer.id, c.me.shop.id] },
    ],
  },
  'GET /a/api/office/searchOffice': {
    probes: (c) => [
      { form: { ...page }, expect: 'own', own: [c.me.customer.id] },
      { form: { name: c.other.customer.name, ...page }, expect: 'empty' },
      { form: { name: c.other.word, ...page }, expect: 'empty' },
    ],
  },
  'POST /a/api/office/save': {
    probes: (c) => [
      refused({ id: c.other.customer.id, name: 'Renamed by the other side' }),
      refused({ id: c.other.shop.id, name: 'Taken over', parentId: c.other.customer.id }),
      refused({ name: 'Planted office', parentId: c.other.customer.id }),
      refused({ name: 'Planted office', parentId: c.other.agent.id }),
    ],
  },
  'POST /a/api/office/deleteOffice': {
    probes: (c) => [
      refused({ id: c.other.spare.id }),
      refused({ id: c.other.shop.id }),
      refused({ id: c.other.customer.id }),
    ],
  },
  'POST /a/api/office/moveinstitude': {
    probes: (c) => [
      // Pulling the other side's office in, and pushing one's own office out.
      refused({ id: c.other.spare.id, parentId: c.root }),
      refused({ id: c.other.customer.id, parentId: c.me.agent.id }),
      refused({ id: c.me.spare.id, parentId: c.other.customer.id }),
      refused({ id: c.other.shop.id, parentId: c.other.spare.id }),
    ],
  },
  'GET /a/api/office/findInstantStatistics': {
    probes: (c) => [refused({ id: c.other.customer.id }), refused({ id: c.other.shop.id })],
  },
  'GET /a/api/office/officeDynamicData': {
    probes: (c) => [refused({ id: c.other.agent.id }), refused({ id: c.other.customer.id })],
  },

  'GET /a/api/office/agentList': { probes: (c) => [refused({ name: c.other.agent.name })] },
  'GET /a/api/office/agentCandidates': { probes: () => [refused({ ...page })] },
  'GET /a/api/office/agentUsers': { probes: (c) => [refused({ id: c.other.agent.id, ...page })] },
  'POST /a/api/office/openAgentOffice': { probes: (c) => [refused({ id: c.other.spare.id })] },
  'POST /a/api/office/closeAgentOffice': { probes: (c) => [refused({ id: c.other.agent.id })] },
};
