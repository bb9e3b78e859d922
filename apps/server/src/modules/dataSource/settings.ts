import { DATA_SOURCE_SETTING_DEFAULTS, FEED_LOCAL_NETWORK_KEY } from '@apm/contract';
import { z } from 'zod';
import type { SettingDefinition } from '../../platform/module.js';

/** An http or https address, as the providers' settings hold them. */
const address = z
  .string()
  .max(2000)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
    } catch {
      return false;
    }
  });

/** The providers' addresses: system settings, so that a mirror or a test server can stand in for them. */
export const DATA_SOURCE_SETTINGS: readonly SettingDefinition[] = [
  {
    key: 'weatherUrl',
    default: DATA_SOURCE_SETTING_DEFAULTS.weatherUrl,
    readable: false,
    schema: address,
    summary: "The weather provider's forecast call, in Open-Meteo's format (its /v1/forecast)",
  },
  {
    key: 'geocodingUrl',
    default: DATA_SOURCE_SETTING_DEFAULTS.geocodingUrl,
    readable: false,
    schema: address,
    summary: "The place search for weather asked by place name, in Open-Meteo's format (its /v1/search)",
  },
  {
    key: 'exchangeRatesUrl',
    default: DATA_SOURCE_SETTING_DEFAULTS.exchangeRatesUrl,
    readable: false,
    schema: address,
    summary: "The exchange rates: a file in the format of the ECB's eurofxref-daily.xml",
  },
  {
    key: FEED_LOCAL_NETWORK_KEY,
    default: 'false',
    readable: false,
    schema: z.enum(['true', 'false']),
    summary:
      "Whether programs' data sources may be read from the server's own network (loopback, private, " +
      'link-local and unique-local addresses); off, such addresses are refused',
  },
];
