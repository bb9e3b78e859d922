import { z } from 'zod/mini';
import { colour, localeTag, timeZoneName } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { textLook } from '../textLook.js';

/** Digits, or a dial with hands. */
export const clockStyles = ['digital', 'analogue'] as const;
/** The hours of a digital clock: 0–23, or 1–12 with the language's morning/afternoon marker. */
export const hourFormats = ['24h', '12h'] as const;
/** The marks on an analogue dial: none, one per hour, or one per minute (the hours' longer). */
export const clockTicks = ['none', 'hours', 'minutes'] as const;

/**
 * The time now in a time zone ('' for the screen's own). Digital: in the language's digits and
 * order, in the text look. Analogue: a round dial as big as the box allows, centred; the text
 * look's font, colour, size and alignment are not used, its background colour is.
 */
export const clockWidget = defineWidget({
  kind: 'clock',
  props: z.object({
    style: z._default(z.enum(clockStyles), 'digital'),
    format: z._default(z.enum(hourFormats), '24h'),
    /** Digital: shows the seconds; analogue: draws the second hand. */
    seconds: z._default(z.boolean(), false),
    timeZone: z._default(timeZoneName, ''),
    /** The language of a digital clock (its digits, its 12-hour marker); '' for the screen's. */
    locale: z._default(localeTag, ''),
    ...textLook(96),
    faceColor: z._default(colour, '#ffffff'),
    /** The hour and minute hands, and the ticks. */
    handColor: z._default(colour, '#000000'),
    secondHandColor: z._default(colour, '#e53935'),
    ticks: z._default(z.enum(clockTicks), 'hours'),
  }),
  size: { width: 480, height: 160 },
});
export type ClockWidget = z.infer<typeof clockWidget.schema>;
export type ClockProps = ClockWidget['props'];
