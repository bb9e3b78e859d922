import { z } from 'zod/mini';
import { widget } from '../widgets/models.js';
import { colour, fit, mediaRef, recordId } from './primitives.js';

/** The shortest scene: a shorter one would only flicker (and would spin the player's timer). */
export const SCENE_MIN_MS = 1000;
/** The longest scene: a day. */
export const SCENE_MAX_MS = 86_400_000;
export const SCENE_DEFAULT_MS = 10_000;
/** Widgets in one scene: far above any real layout, low enough to keep a weak player drawing. */
export const SCENE_WIDGETS_MAX = 500;

/** What fills the canvas behind the widgets: a colour, and over it a picture or a (muted, looping) video. */
export const sceneBackground = z.object({
  color: z._default(colour, '#000000'),
  media: z._default(z.nullable(mediaRef), null),
  fit: z._default(fit, 'cover'),
});
export type SceneBackground = z.infer<typeof sceneBackground>;

/**
 * A screenful. A main scene plays `durationMs`, then the next main scene comes (after the last,
 * the first again; a lone main scene plays again). A scene that is not main is a sub-scene: only
 * a button opens it, and it shows until a button or the idle timeout closes it (its `durationMs`
 * is not used).
 */
export const scene = z.object({
  id: recordId,
  name: z._default(z.string().check(z.maxLength(100)), ''),
  main: z._default(z.boolean(), true),
  durationMs: z._default(z.int().check(z.gte(SCENE_MIN_MS), z.lte(SCENE_MAX_MS)), SCENE_DEFAULT_MS),
  background: z.prefault(sceneBackground, {}),
  widgets: z._default(z.array(widget).check(z.maxLength(SCENE_WIDGETS_MAX)), []),
});
export type Scene = z.infer<typeof scene>;
