import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { programDocument } from '../document/program.js';
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
  version: 1,
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
});
