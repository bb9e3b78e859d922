import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing.js';
import { webPageWidget } from './model.js';

const valid = (props: unknown) => webPageWidget.props.safeParse(props).success;

describe('the web page model', () => {
  it('fills in every default', () => {
    expect(webPageWidget.defaults()).toEqual({ url: '', refreshMs: 0, zoom: 1 });
    expect(webPageWidget.media(webPageWidget.defaults())).toEqual([]);
  });

  it('takes http and https addresses only', () => {
    expect(valid({ url: 'https://example.com/menu?day=1' })).toBe(true);
    expect(valid({ url: 'http://10.0.0.5:8080/' })).toBe(true);
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://example.com', 'https://', 'https://a b']) {
      expect(valid({ url }), url).toBe(false);
    }
    expect(valid({ url: `https://example.com/${'a'.repeat(2000)}` })).toBe(false);
  });

  it('reloads never or every 10 seconds at least, and zooms from 0.1 to 5', () => {
    expect(valid({ refreshMs: 0 })).toBe(true);
    expect(valid({ refreshMs: 10_000 })).toBe(true);
    expect(valid({ refreshMs: 9_999 })).toBe(false);
    expect(valid({ zoom: 0.1 })).toBe(true);
    expect(valid({ zoom: 0.05 })).toBe(false);
    expect(valid({ zoom: 6 })).toBe(false);
  });
});

describe('the web page view', () => {
  it('shows the page in a sandbox, laid out at its zoom and scaled to the box', () => {
    const html = renderWidget('webpage', { url: 'https://example.com/', zoom: 0.5 });
    expect(html).toContain('src="https://example.com/"');
    expect(html).toContain('sandbox="allow-forms allow-same-origin allow-scripts"');
    expect(html).toContain('referrerPolicy="no-referrer"');
    expect(html).toMatch(/width:200%;height:200%;border:none;transform:scale\(0.5\)/);
  });

  it('shows an empty box without an address', () => {
    expect(renderWidget('webpage', {})).not.toContain('<iframe');
  });

  it('shows its address, not the page, in a thumbnail', () => {
    const html = renderWidget('webpage', { url: 'https://example.com/menu' }, 0, {}, { still: true });
    expect(html).not.toContain('<iframe');
    expect(html).toContain('https://example.com/menu');
  });
});
