import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaRef } from '../document/primitives.js';
import { programDocument } from '../document/program.js';
import { SceneView } from './SceneView.js';

const md5 = (c: string) => c.repeat(32);
const doc = programDocument.parse({
  version: 6,
  canvas: { width: 1920, height: 1080 },
  scenes: [
    {
      id: 'lobby',
      background: { color: '#102030', media: { md5: md5('0'), kind: 'image' } },
      widgets: [
        {
          id: 'headline',
          kind: 'text',
          x: 100,
          y: 50,
          width: 1720,
          height: 200,
          z: 3,
          props: {
            text: 'Welcome to the lobby',
            fontSize: 96,
            color: '#ff0000',
            align: 'center',
            verticalAlign: 'middle',
            bold: true,
          },
        },
        {
          id: 'photo',
          kind: 'image',
          x: 0,
          y: 300,
          width: 960,
          height: 540,
          z: 1,
          props: { media: { md5: md5('a'), kind: 'image' }, fit: 'cover' },
        },
        {
          id: 'clip',
          kind: 'video',
          x: 960,
          y: 300,
          width: 960,
          height: 540,
          z: 2,
          props: { media: { md5: md5('b'), kind: 'video' } },
        },
        {
          id: 'missing',
          kind: 'image',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          z: 0,
          props: { media: { md5: md5('c'), kind: 'image' } },
        },
        {
          id: 'secret',
          kind: 'text',
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          z: 9,
          hidden: true,
          props: { text: 'Not for screens' },
        },
        {
          id: 'ticker',
          kind: 'text',
          x: 0,
          y: 980,
          width: 1920,
          height: 100,
          z: 4,
          props: { text: 'Breaking news', scroll: 'left', scrollSpeed: 120 },
        },
      ],
    },
  ],
});

/** The console's way: a file URL per MD5; the 'c' file is not at hand. */
const resolve = (ref: MediaRef) => (ref.md5 === md5('c') ? undefined : `/files/${ref.md5}.${ref.kind}`);

const render = (viewport: { width: number; height: number }) =>
  renderToStaticMarkup(createElement(SceneView, { scene: doc.scenes[0]!, canvas: doc.canvas, resolve, viewport }));

describe('SceneView', () => {
  it('shows the texts, not the hidden one', () => {
    const html = render({ width: 1920, height: 1080 });
    expect(html).toContain('Welcome to the lobby');
    expect(html).toContain('Breaking news');
    expect(html).not.toContain('Not for screens');
  });

  it('loads pictures and videos from the URLs the host resolves', () => {
    const html = render({ width: 1920, height: 1080 });
    expect(html).toContain(`<img src="/files/${md5('a')}.image"`);
    expect(html).toContain(`src="/files/${md5('0')}.image"`);
    expect(html).toMatch(
      new RegExp(`<video src="/files/${md5('b')}.video"[^>]*loop=""[^>]*autoPlay=""[^>]*playsInline=""`),
    );
    expect(html).toContain('object-fit:cover');
  });

  it('leaves a file that is not at hand as an empty box', () => {
    const html = render({ width: 1920, height: 1080 });
    expect(html).not.toContain(md5('c'));
    expect(html).toMatch(/data-widget="missing"[^>]*><div style="display:block;width:100%;height:100%"><\/div>/);
  });

  it('scales the canvas to the viewport, keeping canvas pixels inside', () => {
    const html = render({ width: 960, height: 720 });
    // 1920 × 1080 in 960 × 720: half size, 540 high, centred with 90 px bars above and below.
    expect(html).toContain('<div data-scene="lobby" style="position:relative;width:960px;height:720px');
    expect(html).toContain('left:0;top:90px;width:1920px;height:1080px;transform:scale(0.5)');
    expect(html).toContain('left:100px;top:50px;width:1720px;height:200px');
    expect(html).toContain('font-size:96px');
    expect(html).toContain('background:#102030');
  });

  it('draws widgets in z order, bottom first', () => {
    const html = render({ width: 1920, height: 1080 });
    const order = [...html.matchAll(/data-widget="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['missing', 'photo', 'clip', 'headline', 'ticker']);
  });

  it('stands still at its first moment when asked (a thumbnail): videos load their first frame, not playing', () => {
    const html = renderToStaticMarkup(
      createElement(SceneView, {
        scene: doc.scenes[0]!,
        canvas: doc.canvas,
        resolve,
        viewport: { width: 96, height: 54 },
        still: true,
      }),
    );
    const video = /<video [^>]*>/.exec(html)?.[0] ?? '';
    expect(video).toContain(`src="/files/${md5('b')}.video"`);
    expect(video).not.toContain('autoPlay');
    expect(video).toContain('preload="metadata"');
    expect(html).toContain('Welcome to the lobby');
  });

  it('styles text as set', () => {
    const html = render({ width: 1920, height: 1080 });
    const headline = html.slice(html.indexOf('data-widget="headline"'), html.indexOf('Welcome'));
    expect(headline).toContain('justify-content:center');
    expect(headline).toContain('color:#ff0000');
    expect(headline).toContain('font-weight:700');
    expect(headline).toContain('text-align:center');
  });
});
