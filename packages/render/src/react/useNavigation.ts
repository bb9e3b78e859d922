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
import { firstDrawn, shownNext, startedAt, type Drawn } from '../play/drawn.js';

/**
 * A program's navigation (play/navigation.ts) for a view: what to show, and the commands of its
 * buttons, its web page and its touches, and what was drawn before (play/drawn.ts: for
 * transitions). Only what the playing depends on (the scenes' ids, kinds and durations, the idle timeout, the clock, the start scene) starts it over; other edits of the
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
  const [drawn, setDrawn] = useState<Drawn>(() => firstDrawn(firstShowing(document.scenes, startSceneId)));
  const navigation = useRef<Navigation>(null);
  const started = useEffectEvent((start: SceneStart) => {
    setDrawn((d) => startedAt(d, start));
    onSceneStart?.(start);
  });

  useEffect(() => {
    const { scenes, idleMs } = JSON.parse(plan) as { scenes: NavigableScene[]; idleMs: number };
    const onShow = (next: Showing) => setDrawn((d) => shownNext(d, next));
    const playing = navigate(scenes, { clock, idleMs, startSceneId, onShow, onSceneStart: started });
    navigation.current = playing;
    return () => {
      playing.stop();
      navigation.current = null;
    };
  }, [plan, clock, startSceneId]);

  return {
    drawn,
    act: (action: ButtonAction) => navigation.current?.act(action),
    closeWeb: () => navigation.current?.closeWeb(),
    touch: () => navigation.current?.touch(),
  };
}
