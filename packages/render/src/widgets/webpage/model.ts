import { z } from 'zod/mini';
import { defineWidget } from '../define.js';
import { isWebAddress, WEB_ADDRESS_MAX } from '../button/model.js';

/** The shortest refresh interval (0 aside): a page reloaded more often would barely finish loading. */
export const REFRESH_MIN_MS = 10_000;
/** The longest: a day. */
export const REFRESH_MAX_MS = 86_400_000;
/** How far a page may be shrunk or enlarged. */
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 5;

/**
 * A web page shown in the box: an http(s) address ('' for none chosen yet), reloaded every
 * `refreshMs` by the clock (0: never), drawn at `zoom` (0.5 shows twice as much of the page, each
 * thing half as large). It runs in the sandbox of a button's web page.
 */
export const webPageWidget = defineWidget({
  kind: 'webpage',
  props: z.object({
    url: z._default(
      z.string().check(
        z.maxLength(WEB_ADDRESS_MAX),
        z.refine((u) => u === '' || isWebAddress(u), 'Expected an http or https address'),
      ),
      '',
    ),
    refreshMs: z._default(
      z.int().check(
        z.gte(0),
        z.lte(REFRESH_MAX_MS),
        z.refine((ms) => ms === 0 || ms >= REFRESH_MIN_MS, `0 (never) or at least ${REFRESH_MIN_MS} ms`),
      ),
      0,
    ),
    zoom: z._default(z.number().check(z.gte(ZOOM_MIN), z.lte(ZOOM_MAX)), 1),
  }),
  size: { width: 1280, height: 720 },
});
export type WebPageWidget = z.infer<typeof webPageWidget.schema>;
export type WebPageProps = WebPageWidget['props'];
