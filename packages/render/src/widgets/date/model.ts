import { z } from 'zod/mini';
import { localeTag, timeZoneName } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { textLook } from '../textLook.js';

/**
 * How the date is written: `full`, `long` and `short` are the language's own styles ("Wednesday,
 * 26 November 2025", "26 November 2025", "26/11/2025" in British English), `weekday` the day's
 * name only, `iso` always "2025-11-26".
 */
export const dateStyles = ['full', 'long', 'short', 'weekday', 'iso'] as const;
export type DateStyle = (typeof dateStyles)[number];

/** Today's date in a time zone ('' for the screen's own), in a language ('' for the screen's). */
export const dateWidget = defineWidget({
  kind: 'date',
  props: z.object({
    style: z._default(z.enum(dateStyles), 'long'),
    locale: z._default(localeTag, ''),
    timeZone: z._default(timeZoneName, ''),
    ...textLook(64),
  }),
  size: { width: 800, height: 120 },
});
export type DateWidget = z.infer<typeof dateWidget.schema>;
export type DateProps = DateWidget['props'];
