import type { Clock } from './clock.js';

/** One showing of a scene, as reported for proof of play. */
export interface ScenePlay {
  sceneId: string;
  /** Its place among the main scenes. */
  index: number;
  /** How many scenes were shown before it since playing started (0 for the first). */
  count: number;
  /** Clock time it started and is due to end, in epoch ms. */
  startedAt: number;
  endsAt: number;
}

/** A timer firing later than this after a scene's planned end means the device slept: start afresh from now. */
export const LATE_TOLERANCE_MS = 1000;

/** Where playing starts when it goes on from an earlier point (after a pause) instead of from scratch. */
export interface PlayFrom {
  /** The count of the first showing (0 without it). */
  count?: number;
  /** How long the first scene shows: the time it had left when it paused (its whole duration without it). */
  firstMs?: number;
}

/**
 * Plays scenes one after another, each for its duration, the first again after the last (a lone
 * scene plays again and again). `onPlay` is told of every start, the first one at once. Each end
 * is planned from the previous planned end, so timer lateness does not add up over a day.
 * Returns a function that stops playing.
 */
export function playScenes(
  scenes: readonly { id: string; durationMs: number }[],
  clock: Clock,
  onPlay: (play: ScenePlay) => void,
  startIndex = 0,
  from: PlayFrom = {},
): () => void {
  if (scenes.length === 0) return () => {};
  let handle: unknown;
  let stopped = false;
  const start = (index: number, count: number, startedAt: number, durationMs: number) => {
    const scene = scenes[index]!;
    const endsAt = startedAt + durationMs;
    onPlay({ sceneId: scene.id, index, count, startedAt, endsAt });
    if (stopped) return;
    handle = clock.setTimeout(
      () => {
        const now = clock.now();
        const next = (index + 1) % scenes.length;
        start(next, count + 1, now - endsAt > LATE_TOLERANCE_MS ? now : endsAt, scenes[next]!.durationMs);
      },
      Math.max(0, endsAt - clock.now()),
    );
  };
  const first = Math.min(Math.max(0, startIndex), scenes.length - 1);
  start(first, from.count ?? 0, clock.now(), from.firstMs ?? scenes[first]!.durationMs);
  return () => {
    stopped = true;
    clock.clearTimeout(handle);
  };
}
