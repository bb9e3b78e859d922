import { z } from 'zod';
import { fit, mediaRefOf } from '../../document/primitives.js';
import { defineWidget } from '../define.js';

/** A picture. Without a picture chosen yet it shows an empty box. */
export const imageWidget = defineWidget({
  kind: 'image',
  props: z.object({
    media: mediaRefOf('image').nullable().default(null),
    fit: fit.default('contain'),
  }),
  size: { width: 640, height: 360 },
  media: (p) => (p.media ? [p.media] : []),
});
export type ImageWidget = z.infer<typeof imageWidget.schema>;
