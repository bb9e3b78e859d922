import { z } from 'zod/mini';
import { fit, mediaRefOf } from '../../document/primitives.js';
import { defineWidget } from '../define.js';

/** A picture. Without a picture chosen yet it shows an empty box. */
export const imageWidget = defineWidget({
  kind: 'image',
  props: z.object({
    media: z._default(z.nullable(mediaRefOf('image')), null),
    fit: z._default(fit, 'contain'),
  }),
  size: { width: 640, height: 360 },
  media: (p) => (p.media ? [p.media] : []),
});
export type ImageWidget = z.infer<typeof imageWidget.schema>;
