import { z } from 'zod/mini';
import { CANVAS_MAX } from './primitives.js';

const side = () => z.int().check(z.gte(1), z.lte(CANVAS_MAX));

/**
 * The program's drawing surface in pixels; every position and size in the document is in these
 * pixels. `realWidth` × `realHeight` (version 4, both or neither) are the pixels of the physical
 * screen when they differ from the canvas's, as on an LED wall of 1152 × 648 pixels showing a
 * 1920 × 1080 canvas scaled: the editor shows them, players scale to the screen they have anyway.
 */
export const canvas = z
  .object({
    width: side(),
    height: side(),
    realWidth: z.optional(side()),
    realHeight: z.optional(side()),
  })
  .check(
    z.superRefine((c, ctx) => {
      // One side of the screen without the other says nothing of its shape: refused at the missing one.
      if (c.realWidth !== undefined && c.realHeight === undefined) {
        ctx.addIssue({ code: 'custom', message: 'realHeight goes with realWidth', path: ['realHeight'] });
      }
      if (c.realHeight !== undefined && c.realWidth === undefined) {
        ctx.addIssue({ code: 'custom', message: 'realWidth goes with realHeight', path: ['realWidth'] });
      }
    }),
  );
export type Canvas = z.infer<typeof canvas>;

/** The usual screens, offered when a program is created and in the editor. Only data: any size within the limits is allowed. */
export const canvasPresets = [
  { id: 'landscape-fhd', width: 1920, height: 1080 },
  { id: 'portrait-fhd', width: 1080, height: 1920 },
  { id: 'landscape-uhd', width: 3840, height: 2160 },
  { id: 'portrait-uhd', width: 2160, height: 3840 },
  { id: 'landscape-hd', width: 1366, height: 768 },
  { id: 'landscape-720p', width: 1280, height: 720 },
  { id: 'portrait-hd', width: 768, height: 1366 },
] as const satisfies readonly (Canvas & { id: string })[];
