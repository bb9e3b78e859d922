import { memo, type CSSProperties } from 'react';
import type { DataSource } from '../document/dataSource.js';
import type { ProgramDocument } from '../document/program.js';
import type { Clock } from '../play/clock.js';
import type { SceneStart } from '../play/navigation.js';
import { pictureAt } from '../play/drawn.js';
import { isSettled, type TransitionFrame } from '../play/transition.js';
import type { ButtonAction } from '../widgets/button/model.js';
import { ClockContext, useClock } from './ClockContext.js';
import { FeedSourcesContext } from './DataSourcesContext.js';
import { ButtonPressContext, type Interaction } from './interaction.js';
import { fitCanvas, type Placement } from './layout.js';
import { SceneView, type SceneViewProps } from './SceneView.js';
import { useNavigation } from './useNavigation.js';
import { useRedrawUntil } from './useRedrawUntil.js';
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
 * start), coming in by its transition over the scene drawn before (play/transition.ts; the first
 * showing comes at once). Every frame is computed from the clock, so two views of one clock draw
 * the same. A touch anywhere starts the idle timeout again. Changing the props of widgets redraws in
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
  const { drawn, act, closeWeb, touch } = useNavigation(document, clock, startSceneId, onSceneStart);
  const { scene, under, frame, until } = pictureAt(document.scenes, drawn, clock.now());
  useRedrawUntil(clock, until);
  const { width, height } = view.viewport;
  if (!scene) return <div style={{ width, height }} />;
  const place = fitCanvas(document.canvas, view.viewport);

  const press = (widgetId: string, action: ButtonAction) => {
    onInteraction?.({ widgetId, action, sceneId: scene.id, at: clock.now() });
    act(action);
  };
  // A new key per showing: every showing starts its scene from the beginning.
  return (
    <ClockContext value={clock}>
      <FeedSourcesContext value={document.dataSources ?? NO_SOURCES}>
        <ButtonPressContext value={press}>
          <div data-program="" style={{ position: 'relative', width, height }} onPointerDownCapture={touch}>
            {under && (
              // Under the scene coming in, as it was (the same elements: not drawn afresh); it takes no touches.
              <div key={`${under.scene.id}:${under.count}`} aria-hidden style={{ ...LAYER, pointerEvents: 'none' }}>
                <div>
                  <Scene scene={under.scene} canvas={document.canvas} {...view} />
                </div>
              </div>
            )}
            <div key={`${scene.id}:${drawn.shown.count}`} style={layerStyle(frame, place, view.viewport)}>
              <div style={frameStyle(frame, place)}>
                <Scene scene={scene} canvas={document.canvas} {...view} />
              </div>
            </div>
            {drawn.shown.webUrl !== null && (
              <WebPage url={drawn.shown.webUrl} size={Math.max(44, Math.min(width, height) / 12)} onClose={closeWeb} />
            )}
          </div>
        </ButtonPressContext>
      </FeedSourcesContext>
    </ClockContext>
  );
}

/** A scene not drawn again while only its transition's frame changes (a frame is drawn 60 times a second). */
const Scene = memo(SceneView);

const NO_SOURCES: readonly DataSource[] = [];

const LAYER: CSSProperties = { position: 'absolute', inset: 0 };

/** A scene's layer: while it comes in, only the canvas shows it (the bars stay those of the scene under it). */
function layerStyle(
  frame: TransitionFrame,
  place: Placement,
  viewport: { width: number; height: number },
): CSSProperties {
  if (isSettled(frame)) return LAYER;
  const right = viewport.width - place.left - place.width;
  const bottom = viewport.height - place.top - place.height;
  return { ...LAYER, clipPath: `inset(${place.top}px ${right}px ${bottom}px ${place.left}px)` };
}

/** The scene at a frame of its transition: shifted by parts of the canvas, grown from its centre, faded. */
function frameStyle(frame: TransitionFrame, place: Placement): CSSProperties | undefined {
  if (isSettled(frame)) return undefined;
  return {
    opacity: frame.opacity,
    transform: `translate(${frame.x * place.width}px, ${frame.y * place.height}px) scale(${frame.scale})`,
    transformOrigin: 'center',
  };
}
