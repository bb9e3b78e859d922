import type { Probes } from '../../../test/isolation/kit.js';

/** How the tenant-isolation test calls this module's routes (apps/server/test/tenant-isolation.api.test.ts). */
export const isolation: Probes = {
  'GET /a/api/events': {
    // The stream never ends, so the test's injected calls cannot read it; live.api.test.ts opens
    // real streams of both sides and checks each hears only of its own range.
    idFree: 'the caller’s own event stream: it takes no input, and filters every event by the caller’s range',
    probes: () => [],
  },
};
