import { z } from 'zod/mini';
import { fit, mediaRefOf } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { itemDuration, MEDIA_LIST_MAX } from '../mediaList.js';

/** How long a carousel's transition lasts at most; never more than half of a picture's time. */
export const CAROUSEL_TRANSITION_MS = 1000;

/** How one picture gives way to the next: at once, fading over it, or sliding in from the right. */
export const carouselTransitions = ['none', 'fade', 'slide'] as const;
export type CarouselTransition = (typeof carouselTransitions)[number];

/**
 * Pictures shown one after another in the box, each for `durationMs`. With `loop` they go round
 * by the clock (the same picture at the same instant on every screen, whenever the scene started);
 * without it they play once from the scene's start and the last one stays.
 */
export const carouselWidget = defineWidget({
  kind: 'carousel',
  props: z.object({
    images: z._default(z.array(mediaRefOf('image')).check(z.maxLength(MEDIA_LIST_MAX)), []),
    durationMs: z._default(itemDuration, 5000),
    fit: z._default(fit, 'contain'),
    transition: z._default(z.enum(carouselTransitions), 'fade'),
    loop: z._default(z.boolean(), true),
  }),
  size: { width: 960, height: 540 },
  media: (p) => p.images,
});
export type CarouselWidget = z.infer<typeof carouselWidget.schema>;
export type CarouselProps = CarouselWidget['props'];

/** How long a carousel's transition lasts for pictures shown `durationMs` each. */
export const transitionMsOf = (durationMs: number): number => Math.min(CAROUSEL_TRANSITION_MS, durationMs / 2);
