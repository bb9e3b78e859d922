import { page, refused, type Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes with the other side's ids (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /routes': { idFree: 'the pages the caller may open', probes: () => [{ form: {}, expect: 'self', codes: [0] }] },
  'GET /a/sys/menu/lists': { probes: () => [refused({ ...page })] },
  'GET /a/sys/menu/tree': { probes: () => [refused({})] },
  'POST /a/sys/menu/save': { probes: () => [refused({ id: 'userManage', name: 'Hijacked' })] },
  'POST /a/sys/menu/reset': { probes: () => [refused({ id: 'userManage' })] },
  'POST /a/sys/menu/delete': { probes: () => [refused({ id: 'userManage' })] },
};
