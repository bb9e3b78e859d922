import { z } from 'zod/mini';
import { CANVAS_MAX } from './primitives.js';

/** The program's drawing surface in pixels; every position and size in the document is in these pixels. */
export const canvas = z.object({
  width: z.int().check(z.gte(1), z.lte(CANVAS_MAX)),
  height: z.int().check(z.gte(1), z.lte(CANVAS_MAX)),
});
export type Canvas = z.infer<typeof canvas>;

/** The usual screens, offered when a program is created. Only data: any size within the limits is allowed. */
export const canvasPresets = [
  { id: 'landscape-fhd', width: 1920, height: 1080 },
  { id: 'portrait-fhd', width: 1080, height: 1920 },
  { id: 'landscape-uhd', width: 3840, height: 2160 },
  { id: 'landscape-hd', width: 1366, height: 768 },
] as const satisfies readonly (Canvas & { id: string })[];
