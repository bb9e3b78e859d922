import { programDocument } from '@apm/render';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataStore } from '../runtime/dataSources';
import type { Show } from '../runtime/view';
import { PlayScreen } from './PlayScreen';

const scene = (id: string, durationMs: number, words: string) => ({
  id,
  durationMs,
  widgets: [{ id: `${id}-text`, kind: 'text', x: 0, y: 0, width: 800, height: 100, z: 0, props: { text: words } }],
});

/** Three main scenes: 10 s, 20 s and 30 s, a minute a round. */
const document = programDocument.parse({
  version: 6,
  canvas: { width: 1920, height: 1080 },
  scenes: [scene('a', 10_000, 'First scene'), scene('b', 20_000, 'Second scene'), scene('c', 30_000, 'Third scene')],
});

/** The screen the player draws for a program that started playing `agoMs` ago. */
const drawn = (agoMs: number) => {
  const show: Show = {
    key: 'p/1',
    publishId: 'p',
    programId: '1',
    name: 'Timetable',
    document,
    resolve: () => undefined,
    since: Date.now() - agoMs,
  };
  return renderToStaticMarkup(
    <PlayScreen show={show} data={new DataStore()} onSceneStart={() => {}} onInteraction={() => {}} />,
  );
};

beforeEach(() => vi.stubGlobal('window', { innerWidth: 1920, innerHeight: 1080 }));
afterEach(() => vi.unstubAllGlobals());

describe('PlayScreen', () => {
  it('starts a program just put on screen at its first scene', () => {
    const html = drawn(0);
    expect(html).toContain('First scene');
    expect(html).not.toContain('Second scene');
  });

  // An emergency message takes the program off the screen; when it goes, the program is drawn anew.
  it('brings a program back after an emergency at the scene its clock is at, not its first', () => {
    expect(drawn(25_000)).toContain('Second scene');
    expect(drawn(45_000)).toContain('Third scene');
    const nextRound = drawn(65_000);
    expect(nextRound).toContain('First scene');
    expect(nextRound).not.toContain('Third scene');
  });
});
