import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MediaRef } from '../document/primitives.js';
import type { Clock } from '../play/clock.js';
import { createScene, createWidget } from '../document/create.js';
import { ClockContext } from '../react/ClockContext.js';
import { SceneView } from '../react/SceneView.js';
import type { PropsOf, WidgetKind, WidgetOf } from './models.js';

/**
 * Helpers of the widgets' tests: a clock that stands still, and a widget drawn as a viewer sees it
 * (in a scene, on a 1920 × 1080 canvas shown at its size).
 */

/** A clock stopped at an instant: its timers never fire. */
export function fixedClock(at: number | string): Clock {
  const now = typeof at === 'number' ? at : Date.parse(at);
  return { now: () => now, setTimeout: () => 0, clearTimeout: () => {} };
}

/**
 * The markup of a scene holding one widget of a kind with these props, drawn at an instant; `still`
 * as a thumbnail draws it, `resolve` the files' addresses (none by default).
 */
export function renderWidget<K extends WidgetKind>(
  kind: K,
  props: Partial<PropsOf<K>>,
  at: number | string = 0,
  box: { width?: number; height?: number } = {},
  o: { still?: boolean; resolve?: (m: MediaRef) => string | undefined } = {},
): string {
  const frame = { id: 'w', ...box } as Partial<Omit<WidgetOf<K>, 'kind' | 'props'>>;
  const scene = createScene({ id: 's', widgets: [createWidget(kind, { ...frame, props })] });
  return renderToStaticMarkup(
    createElement(
      ClockContext,
      { value: fixedClock(at) },
      createElement(SceneView, {
        scene,
        canvas: { width: 1920, height: 1080 },
        resolve: o.resolve ?? (() => undefined),
        viewport: { width: 1920, height: 1080 },
        still: o.still,
      }),
    ),
  );
}

/** The text a viewer reads in some markup: its tags left out. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
