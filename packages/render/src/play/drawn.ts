import type { SceneTransition } from '../document/scene.js';
import type { SceneStart, Showing } from './navigation.js';
import { SETTLED, transitionFrame, transitionLength, type TransitionFrame } from './transition.js';

/** What a program view has drawn: the showing, the one drawn before it, and when the showing started. */
export interface Drawn {
  shown: Showing;
  /** The showing before this one: the scene a transition comes in over. */
  previous: Showing | null;
  /** Clock time the showing started (a main scene's planned start); null until navigation tells it. */
  startedAt: number | null;
}

/** What drawing needs of a scene. */
export interface DrawnScene {
  id: string;
  main: boolean;
  durationMs: number;
  transition?: SceneTransition;
}

export const firstDrawn = (shown: Showing): Drawn => ({ shown, previous: null, startedAt: null });

/** Navigation told of a change of what is shown: a new showing keeps the one before it; the same one, updated, keeps all. */
export function shownNext(d: Drawn, next: Showing): Drawn {
  return next.count === d.shown.count && next.sceneId === d.shown.sceneId
    ? { ...d, shown: next }
    : { shown: next, previous: d.shown, startedAt: null };
}

/** Navigation told of a scene starting: the start time of the showing it is. */
export function startedAt(d: Drawn, start: SceneStart): Drawn {
  return d.shown.count === start.count ? { ...d, startedAt: start.startedAt } : d;
}

/** A program's picture at a moment: the scene shown at its transition's frame, over `under` while it comes in. */
export interface Picture<S> {
  scene: S | undefined;
  /** The scene under it while its transition plays, with the count of that showing; null once it is in. */
  under: { scene: S; count: number } | null;
  frame: TransitionFrame;
  /** When the transition of this showing ends (clock ms); null without one. */
  until: number | null;
}

/**
 * What a program draws at `now` (clock ms): the scene shown (the first main scene when the one
 * shown is gone), coming in by its transition over the scene shown before it. The first showing
 * (count 0) comes at once. Pure: every view of one clock draws the same.
 */
export function pictureAt<S extends DrawnScene>(scenes: readonly S[], d: Drawn, now: number): Picture<S> {
  const scene = scenes.find((s) => s.id === d.shown.sceneId) ?? scenes.find((s) => s.main);
  const before = d.previous && d.shown.count > 0 ? scenes.find((s) => s.id === d.previous!.sceneId) : undefined;
  const length = scene ? transitionLength(scene.transition, scene.main ? scene.durationMs : undefined) : 0;
  const until = scene && before && d.startedAt !== null && length > 0 ? d.startedAt + length : null;
  if (until === null || d.startedAt === null || now >= until || !before) {
    return { scene, under: null, frame: SETTLED, until };
  }
  return {
    scene,
    under: { scene: before, count: d.previous!.count },
    frame: transitionFrame(scene!.transition, length, now - d.startedAt),
    until,
  };
}
