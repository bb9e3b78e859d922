import { z } from 'zod';
import type { SettingDefinition } from '../../platform/module.js';
import type { SettingsService } from '../settings/service.js';

/** The setting saying how many conversions one server process runs at once. */
export const TRANSCODE_CONCURRENCY_KEY = 'transcodeConcurrency';

/** The media settings of the material module. */
export const MEDIA_SETTINGS: readonly SettingDefinition[] = [
  {
    key: TRANSCODE_CONCURRENCY_KEY,
    default: '1',
    readable: true,
    schema: z.string().regex(/^(?:[1-9]|1[0-6])$/),
    summary:
      'How many video or sound conversions (ffmpeg, several cores each) one server process runs at once: 1 to 16',
  },
];

/** How often a server reads the setting again (a change applies to the conversions it starts next). */
const REREAD_MS = 15_000;

/**
 * The conversions a server process runs at once, read from the settings now and every 15 s: what
 * the conversion job kind's concurrency asks (platform/jobs runner) without a query each time.
 */
export function transcodeSlots() {
  let slots = 1;
  let timer: NodeJS.Timeout | undefined;
  return {
    current: () => slots,
    /** Starts following the setting. */
    follow(settings: SettingsService): void {
      const read = () =>
        settings
          .values([TRANSCODE_CONCURRENCY_KEY])
          .then((v) => {
            const n = Number(v[TRANSCODE_CONCURRENCY_KEY]);
            slots = Number.isInteger(n) && n >= 1 ? Math.min(16, n) : 1;
          })
          .catch(() => undefined);
      void read();
      timer ??= setInterval(() => void read(), REREAD_MS);
      timer.unref();
    },
  };
}
