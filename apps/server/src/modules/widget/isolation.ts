import { page, refused, type Probes } from '../../../test/isolation/kit.js';

/**
 * How the tenant-isolation test calls this module's routes with the other side's ids
 * (apps/server/test/tenant-isolation.api.test.ts). Widget management is the platform's alone, so
 * both sides' administrators are refused it; the editor's kinds are those of the caller's office.
 */
export const isolation: Probes = {
  'GET /a/api/widget/list': { idFree: 'the platform’s widget catalogue', probes: () => [refused({})] },
  'POST /a/api/widget/save': {
    idFree: 'a kind of the platform’s widget catalogue',
    probes: () => [refused({ kind: 'clock', enabled: '0', width: '100', height: '100' })],
  },
  'GET /a/api/widget/officeList': {
    probes: (c) => [refused({ ...page }), refused({ ...page, name: c.other.word })],
  },
  'GET /a/api/widget/officeDetail': { probes: (c) => [refused({ id: c.other.customer.id })] },
  'POST /a/api/widget/officeSave': { probes: (c) => [refused({ id: c.other.customer.id, kinds: 'clock' })] },
  'POST /a/api/widget/officeInherit': { probes: (c) => [refused({ id: c.other.shop.id })] },
  'GET /a/api/widget/allowed': {
    idFree: "the widget kinds of the caller's own office",
    probes: () => [{ form: {}, expect: 'self', codes: [0] }],
  },
};
