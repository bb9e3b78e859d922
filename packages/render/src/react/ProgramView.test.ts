import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { programDocument } from '../document/program.js';
import { fixedClock } from '../widgets/testing.js';
import { ClockContext } from './ClockContext.js';
import { ProgramView } from './ProgramView.js';

const text = (id: string, words: string) => ({
  id,
  kind: 'text',
  x: 0,
  y: 0,
  width: 100,
  height: 50,
  z: 0,
  props: { text: words },
});

const doc = programDocument.parse({
  version: 2,
  canvas: { width: 1080, height: 1920 },
  scenes: [
    { id: 'menu', main: false, widgets: [text('m', 'Menu page')] },
    { id: 'first', durationMs: 4000, widgets: [text('f', 'First scene')] },
    { id: 'second', durationMs: 6000, widgets: [text('s', 'Second scene')] },
  ],
});

const render = (startSceneId?: string) =>
  renderToStaticMarkup(
    createElement(ProgramView, {
      document: doc,
      resolve: () => undefined,
      viewport: { width: 540, height: 960 },
      startSceneId,
    }),
  );

describe('ProgramView', () => {
  it('opens on the first main scene, drawn at the viewport’s scale', () => {
    const html = render();
    expect(html).toContain('First scene');
    expect(html).not.toContain('Menu page');
    expect(html).not.toContain('Second scene');
    expect(html).toContain('transform:scale(0.5)');
  });

  it('opens on the main scene asked for', () => {
    expect(render('second')).toContain('Second scene');
  });

  it('ignores a start scene that is not a main scene', () => {
    expect(render('menu')).toContain('First scene');
  });

  describe('time', () => {
    const timed = programDocument.parse({
      version: 2,
      canvas: { width: 1920, height: 1080 },
      scenes: [
        {
          id: 'lobby',
          widgets: [
            {
              id: 'c',
              kind: 'clock',
              x: 0,
              y: 0,
              width: 400,
              height: 100,
              z: 0,
              props: { timeZone: 'UTC', locale: 'en-GB' },
            },
          ],
        },
      ],
    });
    const view = { document: timed, resolve: () => undefined, viewport: { width: 960, height: 540 } };

    it('is the program’s clock for the clocks it shows', () => {
      const html = renderToStaticMarkup(
        createElement(ProgramView, { ...view, clock: fixedClock('2025-11-26T08:05:00Z') }),
      );
      expect(html).toContain('>08:05<');
    });

    it('is the surrounding clock without one of its own', () => {
      const html = renderToStaticMarkup(
        createElement(ClockContext, { value: fixedClock('2025-11-26T17:45:00Z') }, createElement(ProgramView, view)),
      );
      expect(html).toContain('>17:45<');
    });
  });
});
