import type { CSSProperties } from 'react';
import { useStill } from '../../react/still.js';
import type { WidgetViewProps } from '../../react/types.js';
import { useCycle } from '../../react/useCycle.js';
import { sandboxOf } from '../../react/WebPage.js';
import type { WebPageWidget } from './model.js';

const fill: CSSProperties = { width: '100%', height: '100%', overflow: 'hidden' };

/**
 * Draws a web page widget: its page in the box at its zoom, in the sandbox of a button's web page,
 * loaded afresh at each refresh (by the clock of the widgets: every screen reloads at the same
 * instants). Without an address the box stays empty; standing still (a thumbnail) it shows the
 * address instead of loading the page.
 */
export function WebPageView({ widget }: WidgetViewProps<WebPageWidget>) {
  const { url, refreshMs, zoom } = widget.props;
  const still = useStill();
  const refresh = useCycle(refreshMs > 0 ? [refreshMs] : [], 'loop');
  if (url === '') return <div data-webpage="" style={fill} />;
  if (still) {
    return (
      <div
        data-webpage=""
        style={{
          ...fill,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#ffffff',
          color: '#595959',
          fontSize: 48,
          fontFamily: 'sans-serif',
          wordBreak: 'break-all',
          textAlign: 'center',
        }}
      >
        {url}
      </div>
    );
  }
  const host = typeof window === 'undefined' ? undefined : window.location.origin;
  // The page is laid out in a frame 1/zoom the box's size, then scaled to the box.
  const side = `${100 / zoom}%`;
  return (
    <div data-webpage="" style={{ ...fill, position: 'relative', background: '#ffffff' }}>
      <iframe
        // A new frame at each refresh: the page loads again from its address.
        key={refresh?.step ?? 0}
        src={url}
        title={url}
        sandbox={sandboxOf(url, host)}
        referrerPolicy="no-referrer"
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: side,
          height: side,
          border: 'none',
          transform: `scale(${zoom})`,
          transformOrigin: '0 0',
        }}
      />
    </div>
  );
}
