import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createScene, createWidget } from '../../document/create.js';
import type { MediaRef } from '../../document/primitives.js';
import { ClockContext } from '../../react/ClockContext.js';
import { SceneView } from '../../react/SceneView.js';
import { fixedClock } from '../testing.js';
import { carouselWidget, transitionMsOf, type CarouselProps } from './model.js';

const picture = (n: number): MediaRef & { kind: 'image' } => ({
  md5: String(n).repeat(32).slice(0, 32),
  materialId: `m-${n}`,
  kind: 'image',
});
const three = [picture(1), picture(2), picture(3)];

/** The markup of a carousel drawn at an instant, every file at hand under /f/<md5>. */
function drawn(props: Partial<CarouselProps>, at: number): string {
  const scene = createScene({ id: 's', widgets: [createWidget('carousel', { id: 'w', props })] });
  return renderToStaticMarkup(
    createElement(
      ClockContext,
      { value: fixedClock(at) },
      createElement(SceneView, {
        scene,
        canvas: { width: 1920, height: 1080 },
        resolve: (r) => `/f/${r.md5}`,
        viewport: { width: 1920, height: 1080 },
      }),
    ),
  );
}

/** The file of the picture drawn in a role (current, previous, next), if one is. */
function shown(html: string, role: string): string | undefined {
  const at = html.indexOf(`data-picture="${role}"`);
  if (at < 0) return undefined;
  return /src="\/f\/([0-9a-f]{32})"/.exec(html.slice(at))?.[1];
}

describe('the carousel model', () => {
  it('fills in every default', () => {
    expect(carouselWidget.defaults()).toEqual({
      images: [],
      durationMs: 5000,
      fit: 'contain',
      transition: 'fade',
      loop: true,
    });
  });

  it('takes pictures only, and a time per picture of at least a second', () => {
    const p = (props: unknown) => carouselWidget.props.safeParse(props).success;
    expect(p({ images: three })).toBe(true);
    expect(p({ images: [{ ...picture(1), kind: 'video' }] })).toBe(false);
    expect(p({ images: [{ ...picture(1), kind: 'audio' }] })).toBe(false);
    expect(p({ durationMs: 999 })).toBe(false);
    expect(p({ durationMs: 1500.5 })).toBe(false);
    expect(p({ transition: 'zoom' })).toBe(false);
  });

  it('needs every picture it shows', () => {
    expect(carouselWidget.media(carouselWidget.props.parse({ images: three }))).toEqual(three);
  });

  it('changes in half a picture’s time at most, a second at most', () => {
    expect(transitionMsOf(5000)).toBe(1000);
    expect(transitionMsOf(1200)).toBe(600);
  });
});

describe('the carousel view', () => {
  it('shows the picture of the clock’s moment, round and round', () => {
    const props = { images: three, durationMs: 2000, transition: 'none' as const };
    expect(shown(drawn(props, 0), 'current')).toBe(picture(1).md5);
    expect(shown(drawn(props, 2500), 'current')).toBe(picture(2).md5);
    expect(shown(drawn(props, 5999), 'current')).toBe(picture(3).md5);
    expect(shown(drawn(props, 6000), 'current')).toBe(picture(1).md5);
    expect(shown(drawn(props, 600_000 + 4000), 'current')).toBe(picture(3).md5);
  });

  it('draws the next picture unseen, so that it is loaded in time', () => {
    const html = drawn({ images: three, durationMs: 2000, transition: 'none' }, 2500);
    expect(shown(html, 'next')).toBe(picture(3).md5);
    expect(html).toMatch(/data-picture="next" style="[^"]*opacity:0/);
  });

  it('fades the previous picture out and the new one in during the change, where the clock says', () => {
    const html = drawn({ images: three, durationMs: 2000, transition: 'fade' }, 2250);
    expect(shown(html, 'previous')).toBe(picture(1).md5);
    expect(shown(html, 'current')).toBe(picture(2).md5);
    expect(html).toContain('apm-carousel-fade-in 1000ms linear -250ms both');
    expect(html).toContain('apm-carousel-fade-out 1000ms linear -250ms both');
    const later = drawn({ images: three, durationMs: 2000, transition: 'fade' }, 3500);
    expect(shown(later, 'previous')).toBeUndefined();
  });

  it('slides the new picture in from the right', () => {
    const html = drawn({ images: three, durationMs: 2000, transition: 'slide' }, 4100);
    expect(html).toContain('apm-carousel-slide-in 1000ms linear -100ms both');
    expect(shown(html, 'previous')).toBe(picture(2).md5);
  });

  it('played once, starts from the first picture whatever the time, with nothing before it', () => {
    const html = drawn({ images: three, durationMs: 2000, loop: false }, 4100);
    expect(shown(html, 'current')).toBe(picture(1).md5);
    expect(shown(html, 'previous')).toBeUndefined();
  });

  it('shows an empty box without pictures', () => {
    expect(drawn({}, 0)).not.toContain('<img');
  });
});
