import { z } from 'zod';
import { colour } from '../../document/primitives.js';
import { defineWidget } from '../define.js';

export const textAligns = ['left', 'center', 'right'] as const;
export const verticalAligns = ['top', 'middle', 'bottom'] as const;
/** Where scrolling text moves to; 'none' keeps it still. */
export const scrollDirections = ['none', 'left', 'right', 'up', 'down'] as const;
export type ScrollDirection = (typeof scrollDirections)[number];

/** The fastest scroll accepted, in canvas pixels per second: faster is unreadable on any screen. */
export const SCROLL_SPEED_MAX = 5000;

/**
 * A text in one font. Sizes are canvas pixels, so the text scales with the scene. Scrolling text
 * runs in a seamless loop: the next copy follows the last one without a gap of empty screen.
 * Left/right scrolling keeps the text on one line; up/down wraps it to the box's width.
 */
export const textWidget = defineWidget({
  kind: 'text',
  props: z.object({
    text: z.string().max(10_000).default(''),
    /** A CSS font-family list; a screen without the font falls back to the next one. */
    fontFamily: z.string().min(1).max(200).default('sans-serif'),
    fontSize: z.number().positive().max(4000).default(48),
    color: colour.default('#ffffff'),
    backgroundColor: colour.default('#00000000'),
    bold: z.boolean().default(false),
    italic: z.boolean().default(false),
    align: z.enum(textAligns).default('left'),
    verticalAlign: z.enum(verticalAligns).default('top'),
    scroll: z.enum(scrollDirections).default('none'),
    /** Canvas pixels per second; used when `scroll` is not 'none'. */
    scrollSpeed: z.number().positive().max(SCROLL_SPEED_MAX).default(100),
  }),
  size: { width: 800, height: 120 },
});
export type TextWidget = z.infer<typeof textWidget.schema>;
export type TextProps = TextWidget['props'];
