import { z } from 'zod/mini';
import { CANVAS_MAX, colour, recordId } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { textLook } from '../textLook.js';

/** The longest web address a button opens, in characters. */
export const WEB_ADDRESS_MAX = 2000;

/** An http(s) address written out whole, without spaces: the scheme, a host, then anything. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** Whether a text is an http or https address a screen can open (no other scheme: no `javascript:`, no files). */
export function isWebAddress(text: string): boolean {
  if (text.length > WEB_ADDRESS_MAX || !WEB_ADDRESS.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * What a button does when pressed:
 * - `scene`: shows a scene of the document: a main scene plays on from there; a sub-scene opens
 *   over the main scene playing, which waits;
 * - `exit`: closes the sub-scenes (and a web page): the main scene they were opened over plays on;
 * - `before` / `after`: the previous / next main scene, from its start (the last and the first
 *   follow each other);
 * - `url`: an http(s) address shown as a web page over the whole screen; '' for none chosen yet.
 */
export const buttonActionTypes = ['scene', 'exit', 'before', 'after', 'url'] as const;
export type ButtonActionType = (typeof buttonActionTypes)[number];

export const buttonAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('scene'), sceneId: recordId }),
  z.object({ type: z.literal('exit') }),
  z.object({ type: z.literal('before') }),
  z.object({ type: z.literal('after') }),
  z.object({
    type: z.literal('url'),
    url: z.string().check(
      z.maxLength(WEB_ADDRESS_MAX),
      z.refine((u) => u === '' || isWebAddress(u), 'Expected an http or https address'),
    ),
  }),
]);
export type ButtonAction = z.infer<typeof buttonAction>;

/**
 * A button: a label in the text look (centred vertically) on a background with rounded corners,
 * and what a press does (`action`). The scene an action names must be one of the document's: the
 * document checks it (./document/program.ts), since a widget does not see the other scenes.
 */
export const buttonWidget = defineWidget({
  kind: 'button',
  props: z.object({
    label: z._default(z.string().check(z.maxLength(1000)), ''),
    ...textLook(48),
    backgroundColor: z._default(colour, '#1677ff'),
    /** Canvas pixels; more than half the shorter side rounds that side whole. */
    cornerRadius: z._default(z.number().check(z.gte(0), z.lte(CANVAS_MAX)), 16),
    action: z._default(buttonAction, () => ({ type: 'after' as const })),
  }),
  size: { width: 360, height: 120 },
});
export type ButtonWidget = z.infer<typeof buttonWidget.schema>;
export type ButtonProps = ButtonWidget['props'];
