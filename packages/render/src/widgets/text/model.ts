import { z } from 'zod/mini';
import { colour, recordId } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { richText } from './rich.js';

export * from './rich.js';

export const textAligns = ['left', 'center', 'right'] as const;
export const verticalAligns = ['top', 'middle', 'bottom'] as const;
/** Where scrolling text moves to; 'none' keeps it still. */
export const scrollDirections = ['none', 'left', 'right', 'up', 'down'] as const;
export type ScrollDirection = (typeof scrollDirections)[number];

/** The fastest scroll accepted, in canvas pixels per second: faster is unreadable on any screen. */
export const SCROLL_SPEED_MAX = 5000;

/** The rows a text can name: as many as a data source's table holds. */
export const TEXT_SOURCE_ROW_MAX = 499;

/** The row of a data source a text shows values of (row 0: the first item; for a news feed the newest). */
export const textSource = z.object({
  sourceId: recordId,
  row: z._default(z.int().check(z.gte(0), z.lte(TEXT_SOURCE_ROW_MAX)), 0),
});
export type TextSource = z.infer<typeof textSource>;

/**
 * A text in one font. Sizes are canvas pixels, so the text scales with the scene. Scrolling text
 * runs in a seamless loop: the next copy follows the last one without a gap of empty screen.
 * Left/right scrolling keeps the text on one line; up/down wraps it to the box's width.
 */
export const textWidget = defineWidget({
  kind: 'text',
  props: z.object({
    text: z._default(z.string().check(z.maxLength(10_000)), ''),
    /** A CSS font-family list; a screen without the font falls back to the next one. */
    fontFamily: z._default(z.string().check(z.minLength(1), z.maxLength(200)), 'sans-serif'),
    fontSize: z._default(z.number().check(z.positive(), z.lte(4000)), 48),
    color: z._default(colour, '#ffffff'),
    backgroundColor: z._default(colour, '#00000000'),
    bold: z._default(z.boolean(), false),
    italic: z._default(z.boolean(), false),
    align: z._default(z.enum(textAligns), 'left'),
    verticalAlign: z._default(z.enum(verticalAligns), 'top'),
    scroll: z._default(z.enum(scrollDirections), 'none'),
    /** Canvas pixels per second; used when `scroll` is not 'none'. */
    scrollSpeed: z._default(z.number().check(z.positive(), z.lte(SCROLL_SPEED_MAX)), 100),
    /** A data source's row the text shows values of: each `{column}` is that column's value (fill.ts). */
    source: z.optional(textSource),
    /** The same text with styles (version 6): drawn instead of `text`, which keeps its plain words (rich.ts). */
    rich: z.optional(richText),
  }),
  size: { width: 800, height: 120 },
});
export type TextWidget = z.infer<typeof textWidget.schema>;
export type TextProps = TextWidget['props'];
