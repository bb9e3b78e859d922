import { describe, expect, it } from 'vitest';
import { manualClock } from './manualClock.js';
import { playScenes, type ScenePlay } from './sequence.js';

const scenes = [
  { id: 'a', durationMs: 5000 },
  { id: 'b', durationMs: 3000 },
  { id: 'c', durationMs: 2000 },
];

describe('playScenes', () => {
  it('shows each scene for its duration, then the next, round and round', () => {
    const { clock, advance } = manualClock();
    const shown: string[] = [];
    playScenes(scenes, clock, (p) => shown.push(p.sceneId));
    expect(shown).toEqual(['a']);
    advance(4999);
    expect(shown).toEqual(['a']);
    advance(1);
    expect(shown).toEqual(['a', 'b']);
    advance(3000 + 2000);
    expect(shown).toEqual(['a', 'b', 'c', 'a']);
    advance(4999);
    expect(shown).toEqual(['a', 'b', 'c', 'a']);
  });

  it('reports each showing with its place, count and times', () => {
    const { clock, advance } = manualClock(0);
    const plays: ScenePlay[] = [];
    playScenes(scenes, clock, (p) => plays.push(p));
    advance(10_000);
    expect(plays).toEqual([
      { sceneId: 'a', index: 0, count: 0, startedAt: 0, endsAt: 5000 },
      { sceneId: 'b', index: 1, count: 1, startedAt: 5000, endsAt: 8000 },
      { sceneId: 'c', index: 2, count: 2, startedAt: 8000, endsAt: 10_000 },
      { sceneId: 'a', index: 0, count: 3, startedAt: 10_000, endsAt: 15_000 },
    ]);
  });

  it('plays a lone scene again and again', () => {
    const { clock, advance } = manualClock(0);
    const plays: ScenePlay[] = [];
    playScenes([{ id: 'only', durationMs: 1000 }], clock, (p) => plays.push(p));
    advance(3000);
    expect(plays.map((p) => [p.sceneId, p.count, p.startedAt])).toEqual([
      ['only', 0, 0],
      ['only', 1, 1000],
      ['only', 2, 2000],
      ['only', 3, 3000],
    ]);
  });

  it('starts at the scene asked for', () => {
    const { clock } = manualClock();
    const shown: string[] = [];
    playScenes(scenes, clock, (p) => shown.push(p.sceneId), 2);
    expect(shown).toEqual(['c']);
  });

  it('goes on after a pause: from a count, the first scene for the time it had left', () => {
    const { clock, advance } = manualClock(0);
    const plays: ScenePlay[] = [];
    playScenes(scenes, clock, (p) => plays.push(p), 1, { count: 7, firstMs: 500 });
    advance(3500);
    expect(plays).toEqual([
      { sceneId: 'b', index: 1, count: 7, startedAt: 0, endsAt: 500 },
      { sceneId: 'c', index: 2, count: 8, startedAt: 500, endsAt: 2500 },
      { sceneId: 'a', index: 0, count: 9, startedAt: 2500, endsAt: 7500 },
    ]);
  });

  it('does not drift when its timers fire a little late', () => {
    const { clock, advance } = manualClock(0);
    const plays: ScenePlay[] = [];
    playScenes(scenes, clock, (p) => plays.push(p));
    advance(100_015, 15);
    // 100 s hold ten laps of 10 s: the eleventh showing of 'a' is planned on time, not 30 × 15 ms later.
    expect(plays.filter((p) => p.sceneId === 'a').at(-1)?.startedAt).toBe(100_000);
  });

  it('starts afresh from now after the device slept past a scene’s end', () => {
    const { clock, advance } = manualClock(0);
    const plays: ScenePlay[] = [];
    playScenes(scenes, clock, (p) => plays.push(p));
    advance(5000 + 60_000, 60_000);
    expect(plays[1]).toMatchObject({ sceneId: 'b', startedAt: 65_000, endsAt: 68_000 });
  });

  it('stops when told', () => {
    const { clock, advance, pending } = manualClock();
    const shown: string[] = [];
    const stop = playScenes(scenes, clock, (p) => shown.push(p.sceneId));
    stop();
    advance(60_000);
    expect(shown).toEqual(['a']);
    expect(pending()).toBe(0);
  });
});
