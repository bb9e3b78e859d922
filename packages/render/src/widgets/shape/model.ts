import { z } from 'zod/mini';
import { CANVAS_MAX, colour } from '../../document/primitives.js';
import { defineWidget } from '../define.js';

export const shapeKinds = ['rectangle', 'ellipse', 'line'] as const;
export type ShapeKind = (typeof shapeKinds)[number];

/** The thickest stroke, in canvas pixels. */
export const STROKE_WIDTH_MAX = 1000;

/**
 * A rectangle (its corners rounded by `cornerRadius`) or an ellipse filling the box, its stroke
 * drawn inside the box's edge; or a line through the middle of the box along its longer side
 * (horizontal in a box wider than tall, vertical otherwise), `strokeWidth` thick in
 * `strokeColor`, without fill. A stroke of width 0 is not drawn.
 */
export const shapeWidget = defineWidget({
  kind: 'shape',
  props: z.object({
    shape: z._default(z.enum(shapeKinds), 'rectangle'),
    fillColor: z._default(colour, '#ffffff'),
    strokeColor: z._default(colour, '#000000'),
    strokeWidth: z._default(z.number().check(z.gte(0), z.lte(STROKE_WIDTH_MAX)), 0),
    /** Rectangles only; a radius over half the shorter side rounds that side whole. */
    cornerRadius: z._default(z.number().check(z.gte(0), z.lte(CANVAS_MAX)), 0),
  }),
  size: { width: 400, height: 240 },
});
export type ShapeWidget = z.infer<typeof shapeWidget.schema>;
export type ShapeProps = ShapeWidget['props'];
