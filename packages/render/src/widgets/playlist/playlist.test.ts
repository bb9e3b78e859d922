import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing.js';
import { itemLengthMs, playlistWidget, type PlaylistItem, type PlaylistProps } from './model.js';

const md5 = (n: number) => String(n).repeat(32).slice(0, 32);
const picture = (n: number, durationMs = 10_000): PlaylistItem => ({
  media: { md5: md5(n), materialId: `m-${n}`, kind: 'image' },
  durationMs,
  toEnd: true,
});
const video = (n: number, lengthMs: number | undefined, item: Partial<PlaylistItem> = {}): PlaylistItem => ({
  media: {
    md5: md5(n),
    materialId: `m-${n}`,
    kind: 'video',
    ...(lengthMs === undefined ? {} : { durationMs: lengthMs }),
  },
  durationMs: 10_000,
  toEnd: true,
  ...item,
});

/** The markup of a playlist drawn at an instant (`still`: as a thumbnail), every file at hand under /f/<md5>. */
const drawn = (props: Partial<PlaylistProps>, at: number, still = false): string =>
  renderWidget('playlist', props, at, {}, { resolve: (r) => `/f/${r.md5}`, still });

/** The file drawn and the element drawing it. */
const shown = (html: string) => /<(img|video)[^>]*src="\/f\/([0-9a-f]{32})"/.exec(html)?.slice(1, 3);

describe('the playlist model', () => {
  it('fills in every default, an item’s too', () => {
    expect(playlistWidget.defaults()).toEqual({ items: [], fit: 'contain', muted: true });
    expect(playlistWidget.props.parse({ items: [{ media: picture(1).media }] }).items).toEqual([picture(1)]);
  });

  it('takes pictures and videos, not sounds, each for a second at least', () => {
    const p = (items: unknown[]) => playlistWidget.props.safeParse({ items }).success;
    expect(p([picture(1), video(2, 5000)])).toBe(true);
    expect(p([{ media: { md5: md5(3), kind: 'audio' } }])).toBe(false);
    expect(p([{ ...picture(1), durationMs: 500 }])).toBe(false);
  });

  it('needs every file it plays', () => {
    const props = playlistWidget.props.parse({ items: [picture(1), video(2, 5000)] });
    expect(playlistWidget.media(props)).toEqual([picture(1).media, video(2, 5000).media]);
  });

  it('plays a picture its time, a video to its end, or its time when told so or when its length is unknown', () => {
    expect(itemLengthMs(picture(1, 4000))).toBe(4000);
    expect(itemLengthMs(video(2, 7300))).toBe(7300);
    expect(itemLengthMs(video(2, 7300, { toEnd: false, durationMs: 3000 }))).toBe(3000);
    expect(itemLengthMs(video(2, undefined, { durationMs: 6000 }))).toBe(6000);
    // A clip shorter than a second still shows a second.
    expect(itemLengthMs(video(2, 400))).toBe(1000);
  });
});

describe('the playlist view', () => {
  const items = [picture(1, 4000), video(2, 6000), picture(3, 2000)];

  it('shows the item of the clock’s moment, in order, round and round', () => {
    expect(shown(drawn({ items }, 0))).toEqual(['img', md5(1)]);
    expect(shown(drawn({ items }, 3999))).toEqual(['img', md5(1)]);
    expect(shown(drawn({ items }, 4000))).toEqual(['video', md5(2)]);
    expect(shown(drawn({ items }, 9999))).toEqual(['video', md5(2)]);
    expect(shown(drawn({ items }, 10_000))).toEqual(['img', md5(3)]);
    expect(shown(drawn({ items }, 12_000))).toEqual(['img', md5(1)]);
    expect(shown(drawn({ items }, 12_000 * 500 + 5000))).toEqual(['video', md5(2)]);
  });

  it('plays its videos muted unless told otherwise', () => {
    expect(drawn({ items }, 5000)).toMatch(/<video[^>]* muted=""/);
    expect(drawn({ items, muted: false }, 5000)).not.toMatch(/<video[^>]* muted=""/);
  });

  it('shows an empty box without items', () => {
    expect(shown(drawn({}, 0))).toBeUndefined();
  });

  it('stands still in a thumbnail: a video shows its first frame and does not play', () => {
    const html = drawn({ items }, 5000, true);
    expect(shown(html)).toEqual(['video', md5(2)]);
    expect(html).not.toContain('autoPlay');
    expect(html).toContain('preload="metadata"');
  });
});
