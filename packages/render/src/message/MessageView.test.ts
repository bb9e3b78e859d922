import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageView, type MessageLookView } from './MessageView.js';

const look: MessageLookView = {
  text: 'Fire drill at 10:00',
  fontFamily: 'sans-serif',
  fontSize: 50,
  bold: true,
  color: '#ffffff',
  backgroundColor: '#cc0000',
  backgroundOpacity: 80,
  position: 'bottom',
  scroll: 'left',
  scrollSpeed: 120,
};

const render = (l: Partial<MessageLookView>, scale = 0.5) =>
  renderToStaticMarkup(createElement(MessageView, { look: { ...look, ...l }, scale }));

describe('MessageView', () => {
  it('draws a scrolling message as a marquee band, its sizes scaled to the screen', () => {
    const html = render({});
    expect(html).toContain('role="marquee"');
    expect(html).toContain('aria-label="Fire drill at 10:00"');
    expect(html).toContain('data-message-position="bottom"');
    expect(html).toContain('font-size:25px');
    expect(html).toContain('height:40px');
    expect(html).toContain('font-weight:700');
    expect(html).toContain('background:rgba(204, 0, 0, 0.8)');
    expect(html).toContain('Fire drill at 10:00');
  });

  it('draws still text as a status that wraps, and a full message over all of its ancestor', () => {
    const band = render({ scroll: 'none', position: 'top' });
    expect(band).toContain('role="status"');
    expect(band).toContain('min-height:40px');
    expect(band).toContain('white-space:pre-wrap');
    const full = render({ scroll: 'none', position: 'full' });
    expect(full).toContain('data-message-position="full"');
    expect(full).toContain('top:0;bottom:0');
    expect(full).toContain('justify-content:center');
  });
});
