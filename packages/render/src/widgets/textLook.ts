import { z } from 'zod/mini';
import { colour } from '../document/primitives.js';
import { textAligns } from './text/model.js';

/**
 * The look of the text of the clock, date, countdown and button widgets: as a text widget's, one
 * font in canvas pixels, always centred vertically in the box. `fontSize` is the kind's own first
 * size.
 */
export const textLook = (fontSize: number) => ({
  /** A CSS font-family list; a screen without the font falls back to the next one. */
  fontFamily: z._default(z.string().check(z.minLength(1), z.maxLength(200)), 'sans-serif'),
  fontSize: z._default(z.number().check(z.positive(), z.lte(4000)), fontSize),
  color: z._default(colour, '#ffffff'),
  backgroundColor: z._default(colour, '#00000000'),
  bold: z._default(z.boolean(), false),
  align: z._default(z.enum(textAligns), 'center'),
});

/** The props of a text look, as the views and the editor use them. */
export interface TextLook {
  fontFamily: string;
  fontSize: number;
  color: string;
  backgroundColor: string;
  bold: boolean;
  align: (typeof textAligns)[number];
}
