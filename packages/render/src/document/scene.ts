import { z } from 'zod/mini';
import { widget } from '../widgets/models.js';
import { colour, fit, recordId, visualMediaRef } from './primitives.js';

/** The shortest scene: a shorter one would only flicker (and would spin the player's timer). */
export const SCENE_MIN_MS = 1000;
/** The longest scene: a day. */
export const SCENE_MAX_MS = 86_400_000;
export const SCENE_DEFAULT_MS = 10_000;
/** Widgets in one scene: far above any real layout, low enough to keep a weak player drawing. */
export const SCENE_WIDGETS_MAX = 500;

/** How a scene comes in over the one before it: at once, fading in, sliding in from an edge, or zooming in. */
export const TRANSITION_EFFECTS = [
  'none',
  'fade',
  'slideFromLeft',
  'slideFromRight',
  'slideFromTop',
  'slideFromBottom',
  'zoom',
] as const;
export type TransitionEffect = (typeof TRANSITION_EFFECTS)[number];
/** The shortest transition: a shorter one reads as a flicker. */
export const TRANSITION_MIN_MS = 100;
/** The longest transition: longer ones hold a screen half drawn. */
export const TRANSITION_MAX_MS = 5000;
export const TRANSITION_DEFAULT_MS = 800;

/**
 * The transition into a scene (version 5): its effect and how long it takes. A scene without one
 * (the field left out, as writers do) comes in at once, as with `none`.
 */
export const sceneTransition = z.object({
  effect: z.enum(TRANSITION_EFFECTS),
  durationMs: z._default(z.int().check(z.gte(TRANSITION_MIN_MS), z.lte(TRANSITION_MAX_MS)), TRANSITION_DEFAULT_MS),
});
export type SceneTransition = z.infer<typeof sceneTransition>;

/** What fills the canvas behind the widgets: a colour, and over it a picture or a (muted, looping) video. */
export const sceneBackground = z.object({
  color: z._default(colour, '#000000'),
  media: z._default(z.nullable(visualMediaRef), null),
  fit: z._default(fit, 'cover'),
});
export type SceneBackground = z.infer<typeof sceneBackground>;

/**
 * A screenful. A main scene plays `durationMs`, then the next main scene comes (after the last,
 * the first again; a lone main scene plays again). A scene that is not main is a sub-scene: only
 * a button opens it, and it shows until a button or the idle timeout closes it (its `durationMs`
 * is not used). `transition` is how it comes in over the scene shown before it (play/transition.ts).
 */
export const scene = z.object({
  id: recordId,
  name: z._default(z.string().check(z.maxLength(100)), ''),
  main: z._default(z.boolean(), true),
  durationMs: z._default(z.int().check(z.gte(SCENE_MIN_MS), z.lte(SCENE_MAX_MS)), SCENE_DEFAULT_MS),
  background: z.prefault(sceneBackground, {}),
  widgets: z._default(z.array(widget).check(z.maxLength(SCENE_WIDGETS_MAX)), []),
  transition: z.optional(sceneTransition),
});
export type Scene = z.infer<typeof scene>;
