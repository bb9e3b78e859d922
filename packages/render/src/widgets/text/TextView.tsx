import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useStill } from '../../react/still.js';
import type { WidgetViewProps } from '../../react/types.js';
import { useFilledText } from './useFilledText.js';
import type { TextProps, TextWidget } from './model.js';
import { TextContent } from './RichContent.js';
import { scrollCopies, scrollMotion } from './scroll.js';

const justify = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

/** The look shared by still and scrolling text. */
function textStyle(p: TextProps): CSSProperties {
  return {
    width: '100%',
    height: '100%',
    overflow: 'hidden',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: justify[p.verticalAlign],
    color: p.color,
    background: p.backgroundColor,
    fontFamily: p.fontFamily,
    fontSize: p.fontSize,
    fontWeight: p.bold ? 700 : 400,
    fontStyle: p.italic ? 'italic' : 'normal',
    lineHeight: 1.2,
    textAlign: p.align,
  };
}

/** Draws a text widget: still, or scrolling in a seamless loop. */
export function TextView({ widget }: WidgetViewProps<TextWidget>) {
  const p = useFilledText(widget.props);
  if (p.scroll === 'none') {
    return (
      <div style={textStyle(p)}>
        <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <TextContent p={p} />
        </div>
      </div>
    );
  }
  return <ScrollingText props={p} width={widget.width} height={widget.height} />;
}

interface ScrollingTextProps {
  props: TextProps;
  width: number;
  height: number;
}

/**
 * A track of copies of the text moved by one copy per lap, so the loop has no seam. The first
 * copy is measured (again when it resizes, e.g. once its font has loaded) to know a lap's length;
 * until then, and where the browser cannot animate, the text stands still.
 */
function ScrollingText({ props: p, width, height }: ScrollingTextProps) {
  const horizontal = p.scroll === 'left' || p.scroll === 'right';
  const first = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [unit, setUnit] = useState(0);
  const still = useStill();

  useLayoutEffect(() => {
    const el = first.current;
    if (!el) return;
    // offsetWidth/Height are layout sizes: in canvas pixels, untouched by the scene's scale transform.
    const measure = () => setUnit(horizontal ? el.offsetWidth : el.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [horizontal]);

  useEffect(() => {
    const motion = scrollMotion(p.scroll, unit, p.scrollSpeed);
    const el = track.current;
    if (still || !motion || !el || typeof el.animate !== 'function') return;
    const at = (offset: number) => ({
      transform: motion.axis === 'x' ? `translateX(${offset}px)` : `translateY(${offset}px)`,
    });
    // The compositor runs the lap: smooth on weak players, no JavaScript per frame.
    const animation = el.animate([at(motion.from), at(motion.to)], {
      duration: motion.durationMs,
      iterations: Infinity,
      easing: 'linear',
    });
    return () => animation.cancel();
  }, [p.scroll, p.scrollSpeed, unit, still]);

  const copies = scrollCopies(horizontal ? width : height, unit);
  const copyStyle: CSSProperties = horizontal
    ? { flex: 'none', whiteSpace: 'nowrap', paddingRight: '1em' }
    : { flex: 'none', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', paddingBottom: '1em' };
  return (
    <div style={{ ...textStyle(p), ...(horizontal ? {} : { justifyContent: 'flex-start' }) }}>
      <div
        ref={track}
        style={{ display: 'flex', flexDirection: horizontal ? 'row' : 'column', willChange: 'transform' }}
      >
        {Array.from({ length: copies }, (_, i) => (
          <div key={i} ref={i === 0 ? first : undefined} aria-hidden={i > 0 || undefined} style={copyStyle}>
            <TextContent p={p} oneLine={horizontal} />
          </div>
        ))}
      </div>
    </div>
  );
}
