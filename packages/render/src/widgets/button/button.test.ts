import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createScene, createWidget } from '../../document/create.js';
import { ButtonPressContext } from '../../react/interaction.js';
import { SceneView } from '../../react/SceneView.js';
import { renderWidget, textOf } from '../testing.js';
import { buttonWidget, isWebAddress, WEB_ADDRESS_MAX, type ButtonProps } from './model.js';

/** The markup inside the widget's box. */
const inside = (html: string) => html.slice(html.indexOf('data-widget="w"'));

/** A button drawn inside a playing program: with somewhere to report its presses. */
function renderPlaying(props: Partial<ButtonProps>): string {
  const scene = createScene({ id: 's', widgets: [createWidget('button', { id: 'w', props })] });
  return renderToStaticMarkup(
    createElement(
      ButtonPressContext,
      { value: () => {} },
      createElement(SceneView, {
        scene,
        canvas: { width: 1920, height: 1080 },
        resolve: () => undefined,
        viewport: { width: 1920, height: 1080 },
      }),
    ),
  );
}

describe('the button model', () => {
  it('fills in every default', () => {
    expect(buttonWidget.defaults()).toEqual({
      label: '',
      fontFamily: 'sans-serif',
      fontSize: 48,
      color: '#ffffff',
      backgroundColor: '#1677ff',
      bold: false,
      align: 'center',
      cornerRadius: 16,
      action: { type: 'after' },
    });
  });

  it('gives every button an action of its own', () => {
    const a = buttonWidget.defaults();
    const b = buttonWidget.defaults();
    expect(a.action).not.toBe(b.action);
  });

  it.each([
    { type: 'scene', sceneId: 'menu' },
    { type: 'exit' },
    { type: 'before' },
    { type: 'after' },
    { type: 'url', url: 'https://harbourhall.example/map?floor=2#cafe' },
    { type: 'url', url: 'http://intranet:8080/menu' },
    { type: 'url', url: '' },
  ])('takes the action %j', (action) => {
    expect(buttonWidget.props.safeParse({ action }).success).toBe(true);
  });

  it.each([
    ['an action nobody knows', { action: { type: 'print' } }],
    ['a scene without its id', { action: { type: 'scene' } }],
    ['a scene id with a slash', { action: { type: 'scene', sceneId: 'a/b' } }],
    ['an address of another scheme', { action: { type: 'url', url: 'javascript:alert(1)' } }],
    ['a file address', { action: { type: 'url', url: 'file:///etc/passwd' } }],
    ['an address without a host', { action: { type: 'url', url: 'https://' } }],
    ['an address with a space', { action: { type: 'url', url: 'https://example.com/a b' } }],
    ['an address with a space before it', { action: { type: 'url', url: ' https://example.com' } }],
    ['an address without its scheme', { action: { type: 'url', url: 'example.com' } }],
    ['an address without a url', { action: { type: 'url' } }],
    ['a negative corner radius', { cornerRadius: -1 }],
    ['a colour by name', { backgroundColor: 'blue' }],
    ['a label too long', { label: 'x'.repeat(1001) }],
  ])('refuses %s', (_, p) => {
    expect(buttonWidget.props.safeParse(p).success).toBe(false);
  });

  it('says where a bad address is', () => {
    const result = buttonWidget.props.safeParse({ action: { type: 'url', url: 'ftp://example.com' } });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['action.url', 'Expected an http or https address'],
    ]);
  });
});

describe('isWebAddress', () => {
  it('knows http and https addresses, whole', () => {
    expect(isWebAddress('https://example.com')).toBe(true);
    expect(isWebAddress('HTTP://EXAMPLE.COM/PATH')).toBe(true);
    expect(isWebAddress('https://例子.测试/路径')).toBe(true);
    expect(isWebAddress('https:/example.com')).toBe(false);
    expect(isWebAddress('https://example.com:99999')).toBe(false);
    expect(isWebAddress(`https://example.com/${'a'.repeat(WEB_ADDRESS_MAX)}`)).toBe(false);
    expect(isWebAddress('')).toBe(false);
  });
});

describe('ButtonView', () => {
  const look = {
    label: 'Open the menu',
    color: '#112233',
    backgroundColor: '#ffd500',
    cornerRadius: 24,
    fontSize: 60,
    bold: true,
  } as const;

  it('draws its label in the text look on its rounded background', () => {
    const drawn = renderWidget('button', look);
    expect(textOf(drawn)).toBe('Open the menu');
    const html = inside(drawn);
    expect(html).toContain('border-radius:24px');
    expect(html).toContain('color:#112233;background:#ffd500');
    expect(html).toContain('font-size:60px;font-weight:700');
    expect(html).toContain('justify-content:center');
  });

  it('is no button where nothing plays (the editor’s canvas)', () => {
    expect(inside(renderWidget('button', look))).not.toContain('<button');
  });

  it('is a real button inside a playing program, drawn the same', () => {
    const drawn = renderPlaying(look);
    expect(textOf(drawn)).toBe('Open the menu');
    const html = inside(drawn);
    expect(html).toContain('<button type="button" data-button="w"');
    expect(html).toContain('touch-action:manipulation');
    expect(html).toContain('border-radius:24px');
    expect(html).toContain('color:#112233;background:#ffd500');
  });
});
