import { z } from 'zod/mini';
import { CANVAS_MAX, recordId, type MediaRef } from '../document/primitives.js';

/**
 * What every widget has, whatever its kind: a stable id, a box in canvas pixels (x, y from the
 * canvas's top-left corner), a stacking order and two editor flags. The kind's own settings sit
 * in `props`, so a diff of a widget's box never touches its settings and the other way round.
 */
export const widgetFrame = z.object({
  id: recordId,
  /** A name the editor shows in its layer list. */
  name: z.optional(z.string().check(z.maxLength(100))),
  x: z.number().check(z.gte(-CANVAS_MAX), z.lte(CANVAS_MAX)),
  y: z.number().check(z.gte(-CANVAS_MAX), z.lte(CANVAS_MAX)),
  width: z.number().check(z.positive(), z.lte(2 * CANVAS_MAX)),
  height: z.number().check(z.positive(), z.lte(2 * CANVAS_MAX)),
  /** Stacking order: higher is drawn above; ties keep document order. */
  z: z.int(),
  /** Not drawn (in the preview nor on screens); kept in the document. */
  hidden: z.optional(z.boolean()),
  /** The editor does not move or resize it; no effect on playback. */
  locked: z.optional(z.boolean()),
});
export type WidgetFrame = z.infer<typeof widgetFrame>;

/** What a widget kind declares: its props (every field with a default), its first size, the media it needs. */
export interface WidgetDefinition<K extends string, P extends z.ZodMiniObject> {
  kind: K;
  props: P;
  /** The size a new widget of this kind gets, in canvas pixels. */
  size: { width: number; height: number };
  /** The media files these props reference (the player downloads them). */
  media?: (props: z.output<P>) => MediaRef[];
}

/** A widget kind's model: its definition plus the schema of a whole widget and the default props. */
export function defineWidget<K extends string, P extends z.ZodMiniObject>(def: WidgetDefinition<K, P>) {
  return {
    ...def,
    schema: z.extend(widgetFrame, { kind: z.literal(def.kind), props: def.props }),
    defaults: (): z.output<P> => def.props.parse({}),
    media: def.media ?? ((): MediaRef[] => []),
  };
}
