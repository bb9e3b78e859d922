import type { CSSProperties } from 'react';
import { Media } from '../../react/Media.js';
import type { WidgetViewProps } from '../../react/types.js';
import { useCycle } from '../../react/useCycle.js';
import { transitionMsOf, type CarouselTransition, type CarouselWidget } from './model.js';

const layer: CSSProperties = { position: 'absolute', inset: 0 };

/** The movements of a change of picture: the one coming in, the one going out. */
const KEYFRAMES = `
@keyframes apm-carousel-fade-in { from { opacity: 0 } to { opacity: 1 } }
@keyframes apm-carousel-fade-out { from { opacity: 1 } to { opacity: 0 } }
@keyframes apm-carousel-slide-in { from { transform: translateX(100%) } to { transform: translateX(0) } }
@keyframes apm-carousel-slide-out { from { transform: translateX(0) } to { transform: translateX(-100%) } }
`;

/**
 * The CSS animation of a picture coming in or going out, `offsetMs` into the change: a negative
 * delay starts it that far along, so a scene starting in the middle of a change (or a redraw)
 * shows it where the clock says it is.
 */
const motion = (transition: Exclude<CarouselTransition, 'none'>, way: 'in' | 'out', ms: number, offsetMs: number) =>
  `apm-carousel-${transition}-${way} ${ms}ms linear ${-offsetMs}ms both`;

/**
 * Draws a carousel: its picture of the moment (by the clock of the widgets) filling the box as its
 * fit says, the change from the previous one as its transition says. The next picture is drawn
 * unseen, so that it is loaded when its turn comes.
 */
export function CarouselView({ widget, resolve, onMediaError }: WidgetViewProps<CarouselWidget>) {
  const { images, durationMs, fit, transition, loop } = widget.props;
  const position = useCycle(
    images.map(() => durationMs),
    loop ? 'loop' : 'once',
  );
  if (!position) return <div data-carousel="" style={{ width: '100%', height: '100%' }} />;
  const n = images.length;
  const { index, offsetMs, step } = position;
  const changeMs = transitionMsOf(durationMs);
  // The first picture of a run played once comes in without a change: nothing was before it.
  const change =
    transition === 'none' || n < 2 || position.done || offsetMs >= changeMs || step === 0 ? null : transition;
  const previous = change ? (index - 1 + n) % n : -1;
  const next = n > 1 && (loop || index < n - 1) ? (index + 1) % n : -1;
  const picture = (i: number, style: CSSProperties, role: string) => (
    <div key={i} data-picture={role} style={{ ...layer, ...style }}>
      <Media media={images[i]!} fit={fit} resolve={resolve} onMediaError={onMediaError} />
    </div>
  );
  return (
    <div data-carousel="" data-index={index} style={{ position: 'relative', width: '100%', height: '100%' }}>
      {transition !== 'none' && <style>{KEYFRAMES}</style>}
      {next !== -1 && next !== previous && picture(next, { opacity: 0 }, 'next')}
      {change && picture(previous, { animation: motion(change, 'out', changeMs, offsetMs) }, 'previous')}
      {picture(index, change ? { animation: motion(change, 'in', changeMs, offsetMs) } : {}, 'current')}
    </div>
  );
}
