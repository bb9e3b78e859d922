import { z } from 'zod/mini';
import { text } from './inputs.js';

/**
 * How a message looks on a screen (issue 13 item 6), apart from the message calls: the manifest a
 * terminal reads carries it (terminal.ts), the console's preview and the player draw it with the
 * same view of @apm/render. Sizes and speeds are pixels of a screen 1080 pixels high: a player
 * scales them by its screen's height over 1080, so a message looks alike on every screen.
 */

/** Where a message shows: a band at the top, middle or bottom of the screen, or over all of it. */
export const MESSAGE_POSITIONS = ['top', 'middle', 'bottom', 'full'] as const;
export type MessagePosition = (typeof MESSAGE_POSITIONS)[number];

/** Where its text moves to; 'none' keeps it still (and wraps it). */
export const MESSAGE_SCROLLS = ['none', 'left', 'right', 'up', 'down'] as const;
export type MessageScroll = (typeof MESSAGE_SCROLLS)[number];

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_FONT_FAMILY_MAX = 200;
/** Font sizes, in pixels of a 1080-pixel-high screen. */
export const MESSAGE_FONT_SIZE_MIN = 12;
export const MESSAGE_FONT_SIZE_MAX = 400;
/** Scroll speeds, in pixels of a 1080-pixel-high screen per second. */
export const MESSAGE_SPEED_MIN = 10;
export const MESSAGE_SPEED_MAX = 2000;

/** `#rrggbb`. */
export const messageColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, '#rrggbb'));

const number = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

/** The look of a message: its text, font, colours and where and how it shows. */
export const messageLook = z.object({
  text: text().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_TEXT_MAX)),
  /** A CSS font-family list; a screen without the font falls back to the next one. */
  fontFamily: z._default(
    text().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_FONT_FAMILY_MAX), z.regex(/^[^;{}<>]*$/, 'badFont')),
    'sans-serif',
  ),
  fontSize: z._default(number(MESSAGE_FONT_SIZE_MIN, MESSAGE_FONT_SIZE_MAX), 48),
  bold: z._default(z.boolean(), false),
  color: z._default(messageColour, '#ffffff'),
  backgroundColor: z._default(messageColour, '#000000'),
  /** 0 (clear) to 100 (solid). */
  backgroundOpacity: z._default(number(0, 100), 70),
  position: z._default(z.enum(MESSAGE_POSITIONS), 'bottom'),
  scroll: z._default(z.enum(MESSAGE_SCROLLS), 'left'),
  scrollSpeed: z._default(number(MESSAGE_SPEED_MIN, MESSAGE_SPEED_MAX), 120),
});
export type MessageLook = z.infer<typeof messageLook>;
