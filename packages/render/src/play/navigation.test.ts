import { describe, expect, it } from 'vitest';
import { manualClock } from './manualClock.js';
import {
  firstShowing,
  mainSceneAt,
  navigate,
  type NavigableScene,
  type SceneStart,
  type Showing,
} from './navigation.js';

/** Three main scenes (a 10 s, b 20 s, c 30 s) and two sub-scenes (menu, info). */
const scenes: NavigableScene[] = [
  { id: 'a', main: true, durationMs: 10_000 },
  { id: 'menu', main: false, durationMs: 10_000 },
  { id: 'b', main: true, durationMs: 20_000 },
  { id: 'info', main: false, durationMs: 10_000 },
  { id: 'c', main: true, durationMs: 30_000 },
];

/** A program playing on a manual clock, with what it showed and started. */
function play(options: { idleMs?: number; startSceneId?: string } = {}) {
  const time = manualClock(0);
  const shown: Showing[] = [];
  const starts: SceneStart[] = [];
  const nav = navigate(scenes, {
    clock: time.clock,
    idleMs: options.idleMs ?? 60_000,
    startSceneId: options.startSceneId,
    onShow: (s) => shown.push(s),
    onSceneStart: (s) => starts.push(s),
  });
  return {
    ...time,
    nav,
    shown,
    starts,
    /** What shows now: the scene and what is open. */
    now: () => {
      const s = shown.at(-1)!;
      return { scene: s.sceneId, sub: [...s.subScenes], web: s.webUrl };
    },
    /** The scenes drawn so far, in order. */
    drawn: () => shown.map((s) => s.sceneId),
  };
}

describe('firstShowing', () => {
  it('is the first main scene, or the one asked for', () => {
    expect(firstShowing(scenes)).toEqual({ sceneId: 'a', count: 0, mainIndex: 0, subScenes: [], webUrl: null });
    expect(firstShowing(scenes, 'c')).toMatchObject({ sceneId: 'c', mainIndex: 2 });
    expect(firstShowing(scenes, 'nowhere')).toMatchObject({ sceneId: 'a', mainIndex: 0 });
  });

  it('opens a sub-scene asked for over the first main scene', () => {
    expect(firstShowing(scenes, 'info')).toEqual({
      sceneId: 'info',
      count: 0,
      mainIndex: 0,
      subScenes: ['info'],
      webUrl: null,
    });
  });
});

describe('navigate', () => {
  it('plays the main scenes in turn while nobody presses anything', () => {
    const p = play();
    p.advance(60_000);
    expect(p.drawn()).toEqual(['a', 'b', 'c', 'a']);
    expect(p.starts.map((s) => [s.sceneId, s.main, s.startedAt, s.endsAt])).toEqual([
      ['a', true, 0, 10_000],
      ['b', true, 10_000, 30_000],
      ['c', true, 30_000, 60_000],
      ['a', true, 60_000, 70_000],
    ]);
  });

  it('opens a sub-scene over the main scene, which waits, then goes on where it was on exit', () => {
    const p = play();
    p.advance(4000);
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    expect(p.now()).toEqual({ scene: 'menu', sub: ['menu'], web: null });
    expect(p.starts.at(-1)).toEqual({
      sceneId: 'menu',
      main: false,
      index: -1,
      count: 1,
      startedAt: 4000,
      endsAt: null,
    });
    // The main scenes wait, however long the sub-scene shows.
    p.advance(50_000);
    expect(p.now().scene).toBe('menu');
    p.nav.act({ type: 'exit' });
    // 'a' again, afresh, for the 6 s it had left; then 'b'.
    expect(p.now()).toEqual({ scene: 'a', sub: [], web: null });
    expect(p.starts.at(-1)).toMatchObject({ sceneId: 'a', main: true, count: 2, startedAt: 54_000, endsAt: 60_000 });
    p.advance(5999);
    expect(p.now().scene).toBe('a');
    p.advance(1);
    expect(p.now().scene).toBe('b');
    expect(p.drawn()).toEqual(['a', 'menu', 'a', 'b']);
  });

  it('counts every drawing, so that each is drawn afresh', () => {
    const p = play();
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.nav.act({ type: 'exit' });
    p.advance(10_000);
    expect(p.shown.map((s) => s.count)).toEqual([0, 1, 2, 3, 4]);
  });

  it('opens sub-scenes over sub-scenes, and goes back to one open already instead of piling them up', () => {
    const p = play();
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.nav.act({ type: 'scene', sceneId: 'info' });
    expect(p.now()).toEqual({ scene: 'info', sub: ['menu', 'info'], web: null });
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    expect(p.now()).toEqual({ scene: 'menu', sub: ['menu'], web: null });
    p.nav.act({ type: 'exit' });
    expect(p.now()).toEqual({ scene: 'a', sub: [], web: null });
  });

  it('jumps to a main scene from its start, the sequence going on from there', () => {
    const p = play();
    p.advance(3000);
    p.nav.act({ type: 'scene', sceneId: 'c' });
    expect(p.starts.at(-1)).toMatchObject({ sceneId: 'c', index: 2, startedAt: 3000, endsAt: 33_000 });
    p.advance(30_000);
    expect(p.now().scene).toBe('a');
  });

  it('jumps to a main scene from a sub-scene, closing it', () => {
    const p = play();
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.nav.act({ type: 'scene', sceneId: 'b' });
    expect(p.now()).toEqual({ scene: 'b', sub: [], web: null });
    p.advance(20_000);
    expect(p.now().scene).toBe('c');
  });

  it('moves to the next and the previous main scene from their start, round the ends', () => {
    const p = play();
    p.advance(5000);
    p.nav.act({ type: 'after' });
    expect(p.starts.at(-1)).toMatchObject({ sceneId: 'b', startedAt: 5000, endsAt: 25_000 });
    p.nav.act({ type: 'after' });
    p.nav.act({ type: 'after' });
    expect(p.now().scene).toBe('a');
    p.nav.act({ type: 'before' });
    expect(p.now().scene).toBe('c');
    p.nav.act({ type: 'before' });
    expect(p.now().scene).toBe('b');
    p.advance(20_000);
    expect(p.now().scene).toBe('c');
  });

  it('counts before and after from the main scene waiting under the sub-scenes', () => {
    const p = play({ startSceneId: 'b' });
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.nav.act({ type: 'after' });
    expect(p.now()).toEqual({ scene: 'c', sub: [], web: null });
    p.nav.act({ type: 'scene', sceneId: 'info' });
    p.nav.act({ type: 'before' });
    expect(p.now()).toEqual({ scene: 'b', sub: [], web: null });
  });

  it('shows a lone main scene again for before and after', () => {
    const time = manualClock(0);
    const shown: Showing[] = [];
    const nav = navigate([{ id: 'only', main: true, durationMs: 5000 }], {
      clock: time.clock,
      idleMs: 0,
      onShow: (s) => shown.push(s),
    });
    nav.act({ type: 'after' });
    nav.act({ type: 'before' });
    expect(shown.map((s) => [s.sceneId, s.count])).toEqual([
      ['only', 0],
      ['only', 1],
      ['only', 2],
    ]);
  });

  it('does nothing for an exit while the main scenes play, nor for a scene it does not have', () => {
    const p = play();
    p.nav.act({ type: 'exit' });
    p.nav.act({ type: 'scene', sceneId: 'gone' });
    p.nav.act({ type: 'url', url: '' });
    expect(p.drawn()).toEqual(['a']);
    p.advance(10_000);
    expect(p.drawn()).toEqual(['a', 'b']);
  });

  it('goes back to the main scenes after the idle time without a touch', () => {
    const p = play({ idleMs: 30_000 });
    p.advance(2000);
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.advance(29_999);
    expect(p.now().scene).toBe('menu');
    p.advance(1);
    expect(p.now()).toEqual({ scene: 'a', sub: [], web: null });
    // 'a' had 8 s left.
    expect(p.starts.at(-1)).toMatchObject({ sceneId: 'a', startedAt: 32_000, endsAt: 40_000 });
  });

  it('counts the idle time again from each touch', () => {
    const p = play({ idleMs: 30_000 });
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.advance(20_000);
    p.nav.touch();
    p.advance(20_000);
    expect(p.now().scene).toBe('menu');
    p.nav.act({ type: 'scene', sceneId: 'info' });
    p.advance(29_000);
    expect(p.now().scene).toBe('info');
    p.advance(1000);
    expect(p.now().scene).toBe('a');
  });

  it('has no idle timer while the main scenes play, nor with an idle time of 0', () => {
    const playing = play({ idleMs: 30_000 });
    playing.nav.touch();
    expect(playing.pending()).toBe(1);
    const never = play({ idleMs: 0 });
    never.nav.act({ type: 'scene', sceneId: 'menu' });
    never.advance(24 * 3600_000);
    expect(never.now().scene).toBe('menu');
    expect(never.pending()).toBe(0);
  });

  it('opens a web page over the scene, which waits under it until it is closed', () => {
    const p = play();
    p.advance(1000);
    p.nav.act({ type: 'url', url: 'https://example.com' });
    expect(p.now()).toEqual({ scene: 'a', sub: [], web: 'https://example.com' });
    p.advance(50_000);
    expect(p.now().scene).toBe('a');
    p.nav.closeWeb();
    expect(p.now()).toEqual({ scene: 'a', sub: [], web: null });
    expect(p.starts.at(-1)).toMatchObject({ sceneId: 'a', startedAt: 51_000, endsAt: 60_000 });
  });

  it('closes a web page back to the sub-scene under it, as it was', () => {
    const p = play();
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.nav.act({ type: 'url', url: 'https://example.com' });
    const under = p.shown.at(-1)!.count;
    p.nav.closeWeb();
    expect(p.now()).toEqual({ scene: 'menu', sub: ['menu'], web: null });
    expect(p.shown.at(-1)!.count).toBe(under);
  });

  it('closes a web page and the sub-scenes when idle', () => {
    const p = play({ idleMs: 10_000 });
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.nav.act({ type: 'url', url: 'https://example.com' });
    p.advance(10_000);
    expect(p.now()).toEqual({ scene: 'a', sub: [], web: null });
  });

  it('starts on a sub-scene over the first main scene, which then plays whole', () => {
    const p = play({ startSceneId: 'info', idleMs: 5000 });
    expect(p.now()).toEqual({ scene: 'info', sub: ['info'], web: null });
    expect(p.starts).toEqual([{ sceneId: 'info', main: false, index: -1, count: 0, startedAt: 0, endsAt: null }]);
    p.advance(5000);
    expect(p.starts.at(-1)).toMatchObject({ sceneId: 'a', count: 1, startedAt: 5000, endsAt: 15_000 });
  });

  it('stops when told, leaving no timer', () => {
    const p = play({ idleMs: 10_000 });
    p.nav.act({ type: 'scene', sceneId: 'menu' });
    p.nav.act({ type: 'exit' });
    p.nav.stop();
    expect(p.pending()).toBe(0);
    p.nav.act({ type: 'after' });
    p.advance(100_000);
    expect(p.drawn()).toEqual(['a', 'menu', 'a']);
  });
});

describe('mainSceneAt', () => {
  it('is the main scene navigate plays at that moment when nobody presses anything', () => {
    const p = play();
    for (const at of [0, 9_999, 10_000, 29_999, 30_000, 59_999, 60_000, 95_000, 3_600_000]) {
      p.advance(at - p.clock.now());
      expect(mainSceneAt(scenes, 0, at), `at ${at}`).toBe(p.now().scene);
    }
  });

  it('is the first main scene until playing starts, and nothing without main scenes', () => {
    expect(mainSceneAt(scenes, 5000, 1000)).toBe('a');
    expect(mainSceneAt([{ id: 'menu', main: false, durationMs: 10_000 }], 0, 1000)).toBeUndefined();
  });
});
