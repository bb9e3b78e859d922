import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type JSX } from 'react';
import { bandHeight, messageMotion, passesMs, rgba, type Size } from './motion.js';

/** How a message looks (the contract's messageLook): sizes and speeds in pixels of a 1080-pixel-high screen. */
export interface MessageLookView {
  text: string;
  fontFamily: string;
  fontSize: number;
  bold: boolean;
  color: string;
  backgroundColor: string;
  /** 0 (clear) to 100 (solid). */
  backgroundOpacity: number;
  position: 'top' | 'middle' | 'bottom' | 'full';
  scroll: 'none' | 'left' | 'right' | 'up' | 'down';
  scrollSpeed: number;
}

export interface MessageViewProps {
  look: MessageLookView;
  /** Screen pixels per pixel of a 1080-pixel-high screen (container height / 1080). */
  scale: number;
  /** Passes of the scrolling text before onDone; null/undefined: endless. */
  repeats?: number | null;
  /** Called once, when `repeats` passes are done. */
  onDone?: () => void;
}

/** Where the box lies in its positioned ancestor. */
const placement: Record<MessageLookView['position'], CSSProperties> = {
  top: { top: 0 },
  middle: { top: '50%', transform: 'translateY(-50%)' },
  bottom: { bottom: 0 },
  full: { top: 0, bottom: 0 },
};

const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

/** The ticker's text moved `offset` screen pixels along its axis. */
const shift = (axis: 'x' | 'y', offset: number) => ({
  transform: axis === 'y' ? `translateY(${offset}px)` : `translateX(${offset}px)`,
});

/** How an emergency message shows, whatever its look says: over the whole screen, its background solid. */
export const emergencyLook = <L extends MessageLookView>(look: L): L => ({
  ...look,
  position: 'full',
  backgroundOpacity: 100,
});

/**
 * A message over whatever lies under it (the player's program, the console's preview): a band
 * across the full width at the top, middle or bottom of its nearest positioned ancestor, or all of
 * it ('full'). Still text wraps and is centred, the band growing to its lines. Scrolling text is a
 * ticker: one copy enters at one edge, crosses and leaves at the other, moved by the Web Animations
 * API (the compositor runs it, no JavaScript per frame), `repeats` passes then `onDone`. The text
 * and the box are measured (again when they resize, e.g. once the font has loaded) to know the
 * distance; where the browser cannot animate, the text stands still and `onDone` comes after the
 * time the passes would have taken.
 */
export function MessageView({ look, scale, repeats, onDone }: MessageViewProps): JSX.Element {
  const scrolling = look.scroll !== 'none';
  const horizontal = look.scroll === 'left' || look.scroll === 'right';
  const fontSize = look.fontSize * scale;
  const band = bandHeight(fontSize);
  const root = useRef<HTMLDivElement>(null);
  const moving = useRef<HTMLDivElement>(null);
  const [sizes, setSizes] = useState<{ box: Size; text: Size }>();
  const [animates, setAnimates] = useState(true);

  // The latest onDone, called once however often the parent renders.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const finished = useRef(false);
  // Passes already made by animations cut short (the text or the box resized): not made again.
  const passesMade = useRef(0);

  useLayoutEffect(() => {
    const box = root.current;
    const text = moving.current;
    if (!scrolling || !box || !text) return;
    setAnimates(typeof text.animate === 'function');
    // offsetWidth/Height: layout sizes, untouched by transforms.
    const measure = () => {
      const next = {
        box: { width: box.offsetWidth, height: box.offsetHeight },
        text: { width: text.offsetWidth, height: text.offsetHeight },
      };
      setSizes((prev) => (prev && sameSize(prev.box, next.box) && sameSize(prev.text, next.text) ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(text);
    return () => observer.disconnect();
  }, [scrolling, horizontal]);

  const motion = sizes && messageMotion(look.scroll, sizes.box, sizes.text, look.scrollSpeed * scale);
  const axis = motion?.axis;
  const from = motion?.from ?? 0;
  const to = motion?.to ?? 0;
  const durationMs = motion?.durationMs ?? 0;

  useEffect(() => {
    const el = moving.current;
    if (!axis || !el) return;
    const finish = () => {
      if (finished.current) return;
      finished.current = true;
      done.current?.();
    };
    const left = repeats == null ? Infinity : repeats - passesMade.current;
    if (left <= 0) return finish();
    const started = performance.now();
    const made = (ms: number) => {
      passesMade.current += Math.floor(ms / durationMs);
    };
    if (typeof el.animate !== 'function') {
      const ms = passesMs(durationMs, left);
      // Endless, or beyond what a timer holds (about 24 days): never done.
      if (!(ms < 2 ** 31)) return;
      const timer = setTimeout(finish, ms);
      return () => {
        clearTimeout(timer);
        made(performance.now() - started);
      };
    }
    const animation = el.animate([shift(axis, from), shift(axis, to)], {
      duration: durationMs,
      iterations: left,
      easing: 'linear',
    });
    animation.onfinish = finish;
    return () => {
      made(Number(animation.currentTime ?? 0));
      animation.onfinish = null;
      animation.cancel();
    };
  }, [axis, from, to, durationMs, repeats]);

  const still = !scrolling || !animates;
  const style: CSSProperties = {
    position: 'absolute',
    left: 0,
    right: 0,
    ...placement[look.position],
    boxSizing: 'border-box',
    overflow: 'hidden',
    background: rgba(look.backgroundColor, look.backgroundOpacity),
    color: look.color,
    fontFamily: look.fontFamily,
    fontSize,
    fontWeight: look.bold ? 700 : 400,
    lineHeight: 1.2,
    ...(look.position === 'full' ? {} : still ? { minHeight: band, maxHeight: '100%' } : { height: band }),
    ...(still
      ? {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          padding: '0.2em 0.5em',
        }
      : {}),
  };
  // The ticker's text: one line across, or wrapped lines up and down; beyond the box until it moves.
  const movingStyle: CSSProperties = {
    position: 'absolute',
    top: 0,
    left: 0,
    boxSizing: 'border-box',
    willChange: 'transform',
    visibility: motion && animates ? 'visible' : 'hidden',
    ...(axis ? shift(axis, from) : {}),
    ...(horizontal
      ? { bottom: 0, width: 'max-content', display: 'flex', alignItems: 'center', whiteSpace: 'pre' }
      : { right: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'center', padding: '0 0.5em' }),
  };
  return (
    <div
      ref={root}
      role={scrolling ? 'marquee' : 'status'}
      aria-label={look.text}
      data-message-position={look.position}
      style={style}
    >
      {still && (
        <div aria-hidden style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '100%' }}>
          {look.text}
        </div>
      )}
      {scrolling && (
        <div ref={moving} aria-hidden style={movingStyle}>
          {horizontal ? look.text.replace(/\s*\n\s*/g, ' ') : look.text}
        </div>
      )}
    </div>
  );
}
