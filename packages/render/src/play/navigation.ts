import type { ButtonAction } from '../widgets/button/model.js';
import type { Clock } from './clock.js';
import { cycleAt } from './cycle.js';
import { playScenes } from './sequence.js';

/** What navigating needs of a scene. */
export interface NavigableScene {
  id: string;
  main: boolean;
  durationMs: number;
}

/** What a program shows at a moment. */
export interface Showing {
  /** The scene drawn: the main scene playing, or the sub-scene opened last. */
  sceneId: string;
  /** Counts the scenes drawn since playing started (0 for the first): a scene drawn afresh gets a new count. */
  count: number;
  /** The main scene playing, or waiting under the sub-scenes and the web page: its index among the main scenes. */
  mainIndex: number;
  /** The sub-scenes open, in the order they were opened; empty while the main scenes play. */
  subScenes: readonly string[];
  /** The address of the web page open over the scene, or null. */
  webUrl: string | null;
}

/** A scene starting to show: a main scene of the sequence, or a sub-scene opened by a button (proof of play). */
export interface SceneStart {
  sceneId: string;
  main: boolean;
  /** Its place among the main scenes; -1 for a sub-scene. */
  index: number;
  /** As Showing's count. */
  count: number;
  /** Clock time it started, in epoch ms. */
  startedAt: number;
  /** When a main scene is due to end; null for a sub-scene, which shows until it is closed. */
  endsAt: number | null;
}

export interface NavigationOptions {
  clock: Clock;
  /** How long without a touch before the sub-scenes and the web page close; 0 never. */
  idleMs: number;
  /** The scene to start with: a main scene plays from it; a sub-scene opens over the first main scene. */
  startSceneId?: string;
  /** Told of every change of what is shown, the first one at once. */
  onShow: (showing: Showing) => void;
  onSceneStart?: (start: SceneStart) => void;
}

/** A program playing, steered by its buttons. */
export interface Navigation {
  /** A button's action. */
  act(action: ButtonAction): void;
  /** Closes the web page: back to the sub-scene under it, or to the main scenes. */
  closeWeb(): void;
  /** A touch anywhere: the idle timeout starts again. */
  touch(): void;
  stop(): void;
}

/** What a program shows before it starts playing (the first drawing, also on a server). */
export function firstShowing(scenes: readonly NavigableScene[], startSceneId?: string): Showing {
  const mains = scenes.filter((s) => s.main);
  const start = scenes.find((s) => s.id === startSceneId);
  if (start && !start.main && mains.length > 0) {
    return { sceneId: start.id, count: 0, mainIndex: 0, subScenes: [start.id], webUrl: null };
  }
  const mainIndex = Math.max(
    0,
    mains.findIndex((s) => s.id === startSceneId),
  );
  return { sceneId: mains[mainIndex]?.id ?? '', count: 0, mainIndex, subScenes: [], webUrl: null };
}

/**
 * The id of the main scene playing at `now` had the program played since `since` with nobody
 * pressing anything (its main scenes in turn, each for its duration, as navigate plays them):
 * where a program that was off the screen meanwhile, under an emergency message, goes on.
 * Undefined without main scenes.
 */
export function mainSceneAt(scenes: readonly NavigableScene[], since: number, now: number): string | undefined {
  const mains = scenes.filter((s) => s.main);
  const durations = mains.map((s) => s.durationMs);
  return mains[cycleAt(durations, Math.max(now, since), since)?.index ?? 0]?.id;
}

/**
 * Plays a program's scenes and follows its buttons. The main scenes play in turn (playScenes).
 * A sub-scene opens over the main scene playing, which waits with the time it had left; opening a
 * sub-scene already open goes back to it, so the sub-scenes open never pile up. `exit`, and the
 * idle timeout, close the sub-scenes and the web page: the main scene that waited is drawn afresh
 * for the time it had left, and the sequence goes on from it. A jump to a main scene, `before`
 * and `after` close them too and play that main scene from its start, the sequence going on
 * from there. A web page opens over the scene shown, which waits under it.
 */
export function navigate(scenes: readonly NavigableScene[], options: NavigationOptions): Navigation {
  const { clock, idleMs, startSceneId, onShow, onSceneStart } = options;
  const mains = scenes.filter((s) => s.main);
  let shown = firstShowing(scenes, startSceneId);
  let stopSequence: (() => void) | undefined;
  /** When the main scene playing is due to end. */
  let endsAt = 0;
  /** The time the waiting main scene had left. */
  let left: number | undefined;
  let idle: unknown;
  let stopped = false;
  /** Whether anything was drawn yet: the first drawing counts 0. */
  let drawn = false;

  const tell = (next: Showing) => {
    shown = next;
    drawn = true;
    onShow(next);
  };
  const nextCount = () => (drawn ? shown.count + 1 : 0);
  const away = () => shown.subScenes.length > 0 || shown.webUrl !== null;

  /** The main scene at an index from its start (or for the time it had left), and the next ones after it. */
  const playMain = (index: number, firstMs?: number) => {
    stopSequence?.();
    left = undefined;
    stopSequence = playScenes(
      mains,
      clock,
      (p) => {
        endsAt = p.endsAt;
        tell({ sceneId: p.sceneId, count: p.count, mainIndex: p.index, subScenes: [], webUrl: null });
        onSceneStart?.({ ...p, main: true });
      },
      index,
      { count: nextCount(), firstMs },
    );
  };

  /** The main sequence waits, keeping the time its scene had left. */
  const pause = () => {
    if (!stopSequence) return;
    stopSequence();
    stopSequence = undefined;
    left = Math.max(0, endsAt - clock.now());
  };

  /** Back to the main scenes: the one that waited, for the time it had left. */
  const resume = () => playMain(shown.mainIndex, left);

  const openSub = (id: string) => {
    pause();
    const at = shown.subScenes.indexOf(id);
    const subScenes = at >= 0 ? shown.subScenes.slice(0, at + 1) : [...shown.subScenes, id];
    const count = nextCount();
    tell({ ...shown, sceneId: id, count, subScenes, webUrl: null });
    onSceneStart?.({ sceneId: id, main: false, index: -1, count, startedAt: clock.now(), endsAt: null });
  };

  /** The idle timeout, counted again from now while something opened by a button shows. */
  const armIdle = () => {
    if (idle !== undefined) clock.clearTimeout(idle);
    idle = undefined;
    if (stopped || idleMs <= 0 || !away()) return;
    idle = clock.setTimeout(() => {
      idle = undefined;
      if (away()) resume();
    }, idleMs);
  };

  if (mains.length === 0) {
    tell(shown);
    return { act: () => {}, closeWeb: () => {}, touch: () => {}, stop: () => {} };
  }
  if (shown.subScenes.length > 0) {
    // Opened on a sub-scene (the editor's preview of one): the first main scene waits under it, whole.
    left = mains[0]!.durationMs;
    tell(shown);
    onSceneStart?.({
      sceneId: shown.sceneId,
      main: false,
      index: -1,
      count: 0,
      startedAt: clock.now(),
      endsAt: null,
    });
    armIdle();
  } else {
    playMain(shown.mainIndex);
  }

  return {
    act(action) {
      if (stopped) return;
      const n = mains.length;
      switch (action.type) {
        case 'scene': {
          const target = scenes.find((s) => s.id === action.sceneId);
          if (target?.main) playMain(mains.indexOf(target));
          else if (target) openSub(target.id);
          break;
        }
        case 'exit':
          if (away()) resume();
          break;
        case 'before':
          playMain((shown.mainIndex + n - 1) % n);
          break;
        case 'after':
          playMain((shown.mainIndex + 1) % n);
          break;
        case 'url':
          if (action.url === '') break;
          pause();
          tell({ ...shown, webUrl: action.url });
          break;
      }
      armIdle();
    },
    closeWeb() {
      if (stopped || shown.webUrl === null) return;
      // The scene under the page stays as it was; the main scenes go on when no sub-scene is open.
      if (shown.subScenes.length > 0) tell({ ...shown, webUrl: null });
      else resume();
      armIdle();
    },
    touch: armIdle,
    stop() {
      stopped = true;
      stopSequence?.();
      stopSequence = undefined;
      if (idle !== undefined) clock.clearTimeout(idle);
    },
  };
}
