import { z } from 'zod';
import { colour } from '../document/primitives.js';
import { textAligns } from './text/model.js';

/**
 * The look of the text of the clock, date, countdown and button widgets: as a text widget's, one
 * font in canvas pixels, always centred vertically in the box. `fontSize` is the kind's own first
 * size.
 */
export const textLook = (fontSize: number) => ({
  /** A CSS font-family list; a screen without the font falls back to the next one. */
  fontFamily: z.string().min(1).max(200).default('sans-serif'),
  fontSize: z.number().positive().max(4000).default(fontSize),
  color: colour.default('#ffffff'),
  backgroundColor: colour.default('#00000000'),
  bold: z.boolean().default(false),
  align: z.enum(textAligns).default('center'),
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
