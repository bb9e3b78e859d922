import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { ProgramDocument } from '../document/program.js';
import type { Clock } from '../play/clock.js';
import { playScenes, type ScenePlay } from '../play/sequence.js';
import { ClockContext, useClock } from './ClockContext.js';
import { SceneView, type SceneViewProps } from './SceneView.js';

export interface ProgramViewProps extends Omit<SceneViewProps, 'scene' | 'canvas'> {
  document: ProgramDocument;
  /**
   * Times the scenes and is the "now" of clocks, dates and countdowns. Defaults to the clock of a
   * surrounding ClockContext, the system clock without one; tests and synchronised walls pass their own.
   */
  clock?: Clock;
  /** The main scene to start with (the editor's active scene); the first one otherwise. */
  startSceneId?: string;
  /** Told each time a scene starts showing (proof of play). */
  onSceneStart?: (play: ScenePlay) => void;
}

/**
 * Plays a program: its main scenes in order, each for its duration, round and round. Each showing
 * starts its scene afresh (videos from their start). Changing the props of widgets redraws in
 * place; changing the main scenes or their durations starts the program over.
 */
export function ProgramView({ document, clock: own, startSceneId, onSceneStart, ...view }: ProgramViewProps) {
  const surrounding = useClock();
  const clock = own ?? surrounding;
  const mains = useMemo(() => document.scenes.filter((s) => s.main), [document.scenes]);
  const startIndex = Math.max(
    0,
    mains.findIndex((s) => s.id === startSceneId),
  );
  // Only what the order and timing depend on restarts the sequence; the scene list itself changes on every edit.
  const plan = JSON.stringify(mains.map((s) => ({ id: s.id, durationMs: s.durationMs })));
  const [play, setPlay] = useState<Pick<ScenePlay, 'index' | 'count'>>({ index: startIndex, count: 0 });
  const started = useEffectEvent((p: ScenePlay) => {
    setPlay({ index: p.index, count: p.count });
    onSceneStart?.(p);
  });

  useEffect(() => {
    const scenes = JSON.parse(plan) as { id: string; durationMs: number }[];
    return playScenes(scenes, clock, started, startIndex);
  }, [plan, clock, startIndex]);

  const scene = mains[play.index] ?? mains[0];
  if (!scene) return <div style={{ width: view.viewport.width, height: view.viewport.height }} />;
  // A new key per showing: every showing starts its scene from the beginning.
  return (
    <ClockContext value={clock}>
      <SceneView key={`${scene.id}:${play.count}`} scene={scene} canvas={document.canvas} {...view} />
    </ClockContext>
  );
}
