import { z } from 'zod/mini';
import { fit, mediaRefOf } from '../../document/primitives.js';
import { defineWidget } from '../define.js';

/**
 * A video, played inline from its start each time its scene starts. The scene's duration decides
 * when the next scene comes, not the video's length; `loop` replays a video shorter than that.
 * Muted by default, because browsers refuse to autoplay sound.
 */
export const videoWidget = defineWidget({
  kind: 'video',
  props: z.object({
    media: z._default(z.nullable(mediaRefOf('video')), null),
    fit: z._default(fit, 'contain'),
    muted: z._default(z.boolean(), true),
    loop: z._default(z.boolean(), true),
  }),
  size: { width: 640, height: 360 },
  media: (p) => (p.media ? [p.media] : []),
});
export type VideoWidget = z.infer<typeof videoWidget.schema>;
