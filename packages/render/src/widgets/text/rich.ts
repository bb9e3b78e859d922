import { z } from 'zod/mini';
import { colour } from '../../document/primitives.js';

/**
 * Rich text of a text widget (version 6): paragraphs of runs, each run a piece of text with its
 * own styles. What a run does not say, the widget's own look gives (its font, size, colour, bold,
 * italic), and a paragraph without `align` takes the widget's. The widget's `text` holds the plain
 * text of the same content (runs joined, paragraphs one per line), for what reads only that.
 */

/** The most characters of all runs together: as many as a plain text holds. */
export const RICH_TEXT_MAX = 10_000;
/** The most paragraphs (empty lines included). */
export const RICH_PARAGRAPHS_MAX = 10_000;

/** A paragraph's horizontal alignment: the text widget's `textAligns`. */
export const richAligns = ['left', 'center', 'right'] as const;

export const richRun = z.object({
  /** Some text, without line breaks (a line break starts a new paragraph). */
  text: z.string().check(z.minLength(1), z.regex(/^[^\n\r]*$/, 'A run holds no line break: start a new paragraph')),
  bold: z.optional(z.boolean()),
  italic: z.optional(z.boolean()),
  underline: z.optional(z.boolean()),
  strike: z.optional(z.boolean()),
  color: z.optional(colour),
  /** Canvas pixels, as the widget's `fontSize`. */
  fontSize: z.optional(z.number().check(z.positive(), z.lte(4000))),
  /** A CSS font-family list, as the widget's `fontFamily`. */
  fontFamily: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** A colour behind the run's text. */
  highlight: z.optional(colour),
});
export type RichRun = z.infer<typeof richRun>;

export const richParagraph = z.object({
  align: z.optional(z.enum(richAligns)),
  runs: z.array(richRun),
});
export type RichParagraph = z.infer<typeof richParagraph>;

export const richText = z.object({ paragraphs: z.array(richParagraph).check(z.maxLength(RICH_PARAGRAPHS_MAX)) }).check(
  z.refine((r) => richLength(r) <= RICH_TEXT_MAX, {
    message: `At most ${RICH_TEXT_MAX} characters of text`,
    path: ['paragraphs'],
  }),
);
export type RichText = z.infer<typeof richText>;

/** The styles a run may set (all but its text). */
export type RunStyle = Omit<RichRun, 'text'>;
export const runStyleKeys = [
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'fontSize',
  'fontFamily',
  'highlight',
] as const satisfies readonly (keyof RunStyle)[];

/** The characters of all runs together. */
export function richLength(rich: RichText): number {
  let n = 0;
  for (const p of rich.paragraphs) for (const r of p.runs) n += r.text.length;
  return n;
}

/** The plain text of rich text: its runs' text, one paragraph a line. What the widget's `text` holds. */
export const plainTextOf = (rich: RichText): string =>
  rich.paragraphs.map((p) => p.runs.map((r) => r.text).join('')).join('\n');
