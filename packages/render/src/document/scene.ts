import { z } from 'zod';
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
  color: colour.default('#000000'),
  media: mediaRef.nullable().default(null),
  fit: fit.default('cover'),
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
  name: z.string().max(100).default(''),
  main: z.boolean().default(true),
  durationMs: z.number().int().min(SCENE_MIN_MS).max(SCENE_MAX_MS).default(SCENE_DEFAULT_MS),
  background: sceneBackground.prefault({}),
  widgets: z.array(widget).max(SCENE_WIDGETS_MAX).default([]),
});
export type Scene = z.infer<typeof scene>;
