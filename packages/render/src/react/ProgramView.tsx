import { useMemo } from 'react';
import type { ProgramDocument } from '../document/program.js';
import type { Clock } from '../play/clock.js';
import type { SceneStart } from '../play/navigation.js';
import type { ButtonAction } from '../widgets/button/model.js';
import { ClockContext, useClock } from './ClockContext.js';
import { ButtonPressContext, type Interaction } from './interaction.js';
import { SceneView, type SceneViewProps } from './SceneView.js';
import { useNavigation } from './useNavigation.js';
import { WebPage } from './WebPage.js';

export interface ProgramViewProps extends Omit<SceneViewProps, 'scene' | 'canvas'> {
  document: ProgramDocument;
  /**
   * Times the scenes and is the "now" of clocks, dates and countdowns. Defaults to the clock of a
   * surrounding ClockContext, the system clock without one; tests and synchronised walls pass their own.
   */
  clock?: Clock;
  /** The scene to start with (the editor's active scene): a sub-scene opens over the first main scene. */
  startSceneId?: string;
  /** Told each time a scene starts showing, main scenes and sub-scenes (proof of play). */
  onSceneStart?: (start: SceneStart) => void;
  /** Told of each button pressed (statistics). */
  onInteraction?: (interaction: Interaction) => void;
}

/**
 * Plays a program: its main scenes in order, each for its duration, round and round, and what its
 * buttons open (play/navigation.ts). Each showing starts its scene afresh (videos from their
 * start). A touch anywhere starts the idle timeout again. Changing the props of widgets redraws in
 * place; changing the scenes, their durations or the idle timeout starts the program over.
 */
export function ProgramView({
  document,
  clock: own,
  startSceneId,
  onSceneStart,
  onInteraction,
  ...view
}: ProgramViewProps) {
  const surrounding = useClock();
  const clock = own ?? surrounding;
  const { shown, act, closeWeb, touch } = useNavigation(document, clock, startSceneId, onSceneStart);
  const mains = useMemo(() => document.scenes.filter((s) => s.main), [document.scenes]);
  const scene = document.scenes.find((s) => s.id === shown.sceneId) ?? mains[0];
  const { width, height } = view.viewport;
  if (!scene) return <div style={{ width, height }} />;

  const press = (widgetId: string, action: ButtonAction) => {
    onInteraction?.({ widgetId, action, sceneId: scene.id, at: clock.now() });
    act(action);
  };
  // A new key per showing: every showing starts its scene from the beginning.
  return (
    <ClockContext value={clock}>
      <ButtonPressContext value={press}>
        <div data-program="" style={{ position: 'relative', width, height }} onPointerDownCapture={touch}>
          <SceneView key={`${scene.id}:${shown.count}`} scene={scene} canvas={document.canvas} {...view} />
          {shown.webUrl !== null && (
            <WebPage url={shown.webUrl} size={Math.max(44, Math.min(width, height) / 12)} onClose={closeWeb} />
          )}
        </div>
      </ButtonPressContext>
    </ClockContext>
  );
}
