import { z } from 'zod';
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
    style: z.enum(clockStyles).default('digital'),
    format: z.enum(hourFormats).default('24h'),
    /** Digital: shows the seconds; analogue: draws the second hand. */
    seconds: z.boolean().default(false),
    timeZone: timeZoneName.default(''),
    /** The language of a digital clock (its digits, its 12-hour marker); '' for the screen's. */
    locale: localeTag.default(''),
    ...textLook(96),
    faceColor: colour.default('#ffffff'),
    /** The hour and minute hands, and the ticks. */
    handColor: colour.default('#000000'),
    secondHandColor: colour.default('#e53935'),
    ticks: z.enum(clockTicks).default('hours'),
  }),
  size: { width: 480, height: 160 },
});
export type ClockWidget = z.infer<typeof clockWidget.schema>;
export type ClockProps = ClockWidget['props'];
