import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { programDocument } from '../document/program.js';
import { fixedClock } from '../widgets/testing.js';
import { ClockContext } from './ClockContext.js';
import { ProgramView } from './ProgramView.js';
import { sandboxOf, WebPage } from './WebPage.js';

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

const button = (id: string, label: string, action: object) => ({
  id,
  kind: 'button',
  x: 0,
  y: 100,
  width: 300,
  height: 100,
  z: 1,
  props: { label, action },
});

const doc = programDocument.parse({
  version: 6,
  canvas: { width: 1080, height: 1920 },
  scenes: [
    { id: 'menu', main: false, widgets: [text('m', 'Menu page'), button('back', 'Back', { type: 'exit' })] },
    {
      id: 'first',
      durationMs: 4000,
      widgets: [text('f', 'First scene'), button('open', 'Open the menu', { type: 'scene', sceneId: 'menu' })],
    },
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

  it('opens a sub-scene asked for to start with (the editor’s preview of it)', () => {
    const html = render('menu');
    expect(html).toContain('Menu page');
    expect(html).not.toContain('First scene');
  });

  it('ignores a start scene it does not have', () => {
    expect(render('gone')).toContain('First scene');
  });

  it('draws its buttons as buttons that work', () => {
    expect(render()).toMatch(/<button type="button" data-button="open"[^>]*>.*Open the menu.*<\/button>/);
    expect(render('menu')).toContain('data-button="back"');
  });

  describe('time', () => {
    const timed = programDocument.parse({
      version: 6,
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

describe('a web page', () => {
  it('runs sandboxed: no windows, no taking the screen elsewhere, and no origin of the host’s own', () => {
    expect(sandboxOf('https://example.com/menu', 'http://player.local')).toBe(
      'allow-forms allow-same-origin allow-scripts',
    );
    expect(sandboxOf('http://player.local/player/', 'http://player.local')).toBe('allow-forms allow-scripts');
    expect(sandboxOf('https://example.com', undefined)).toBe('allow-forms allow-same-origin allow-scripts');
  });

  it('covers the whole view, the page framed, with a round close button in its corner', () => {
    const html = renderToStaticMarkup(
      createElement(WebPage, { url: 'https://example.com/', size: 60, onClose: () => {} }),
    );
    expect(html).toContain('position:absolute;inset:0');
    expect(html).toMatch(
      /<iframe src="https:\/\/example.com\/"[^>]*sandbox="allow-forms allow-same-origin allow-scripts"/,
    );
    expect(html).toMatch(/<button type="button" data-web-close=""[^>]*top:15px;right:15px;width:60px;height:60px/);
  });

  it('is not open before a button opens it', () => {
    const web = programDocument.parse({
      version: 6,
      canvas: { width: 1920, height: 1080 },
      scenes: [{ id: 'home', widgets: [button('site', 'Our site', { type: 'url', url: 'https://example.com' })] }],
    });
    const html = renderToStaticMarkup(
      createElement(ProgramView, { document: web, resolve: () => undefined, viewport: { width: 960, height: 540 } }),
    );
    expect(html).toContain('data-button="site"');
    expect(html).not.toContain('<iframe');
  });
});
