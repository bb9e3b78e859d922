import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ProgramDocument } from '../document/program.js';
import type { Clock } from '../play/clock.js';
import {
  firstShowing,
  navigate,
  type NavigableScene,
  type Navigation,
  type SceneStart,
  type Showing,
} from '../play/navigation.js';
import type { ButtonAction } from '../widgets/button/model.js';

/**
 * A program's navigation (play/navigation.ts) for a view: what to show, and the commands of its
 * buttons, its web page and its touches. Only what the playing depends on (the scenes' ids, kinds
 * and durations, the idle timeout, the clock, the start scene) starts it over; other edits of the
 * document redraw in place.
 */
export function useNavigation(
  document: ProgramDocument,
  clock: Clock,
  startSceneId: string | undefined,
  onSceneStart?: (start: SceneStart) => void,
) {
  const plan = JSON.stringify({
    scenes: document.scenes.map(({ id, main, durationMs }) => ({ id, main, durationMs })),
    idleMs: document.interaction.idleMs,
  });
  const [shown, setShown] = useState<Showing>(() => firstShowing(document.scenes, startSceneId));
  const navigation = useRef<Navigation>(null);
  const started = useEffectEvent((start: SceneStart) => onSceneStart?.(start));

  useEffect(() => {
    const { scenes, idleMs } = JSON.parse(plan) as { scenes: NavigableScene[]; idleMs: number };
    const playing = navigate(scenes, { clock, idleMs, startSceneId, onShow: setShown, onSceneStart: started });
    navigation.current = playing;
    return () => {
      playing.stop();
      navigation.current = null;
    };
  }, [plan, clock, startSceneId]);

  return {
    shown,
    act: (action: ButtonAction) => navigation.current?.act(action),
    closeWeb: () => navigation.current?.closeWeb(),
    touch: () => navigation.current?.touch(),
  };
}
