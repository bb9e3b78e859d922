import { ErrorCodes } from '@apm/contract';
import type { Probes } from '../../../test/isolation/kit.js';

const invalid = [ErrorCodes.VALIDATION.code];

/**
 * How the tenant-isolation test calls this module's routes (apps/server/test/tenant-isolation.api.test.ts).
 * Weather and exchange rates are public facts kept once for the whole system: no office owns them.
 * The probes ask with input the server refuses before any provider is asked (the test has no internet).
 */
export const isolation: Probes = {
  'GET /f/common/weather': {
    idFree: 'the weather at a place, the same for every office',
    probes: () => [{ form: { latitude: '91', longitude: '0' }, expect: 'self', codes: invalid }],
  },
  'GET /f/common/apiStore': {
    idFree: 'exchange rates, the same for every office',
    probes: () => [{ form: { base: 'euro' }, expect: 'self', codes: invalid }],
  },
  'GET /f/common/feed': {
    idFree: "a data source's address read as a table: what the caller typed, the same for every office",
    probes: () => [{ form: { format: 'csv', url: 'file:///etc/passwd' }, expect: 'self', codes: invalid }],
  },
};
