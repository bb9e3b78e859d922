import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDocument, createWidget } from '../../document/create.js';
import { ProgramView } from '../../react/ProgramView.js';
import { fixedClock, renderWidget, textOf } from '../testing.js';
import { audioWidget, type AudioProps, type AudioTrack } from './model.js';

const md5 = (n: number) => String(n).repeat(32).slice(0, 32);
const track = (n: number, lengthMs: number, name = `Song ${n}`): AudioTrack => ({
  media: { md5: md5(n), materialId: `m-${n}`, kind: 'audio', durationMs: lengthMs },
  name,
});

/** The markup of a playing program of one scene holding the audio widget, at an instant. */
function playing(props: Partial<AudioProps>, at: number): string {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.widgets.push(createWidget('audio', { id: 'w', props }));
  return renderToStaticMarkup(
    createElement(ProgramView, {
      document: doc,
      clock: fixedClock(at),
      resolve: (r) => `/f/${r.md5}`,
      viewport: { width: 1920, height: 1080 },
    }),
  );
}

/** The file of the track playing, if one is. */
const heard = (html: string) => /<audio[^>]*src="\/f\/([0-9a-f]{32})"/.exec(html)?.[1];

describe('the audio model', () => {
  it('fills in every default', () => {
    expect(audioWidget.defaults()).toEqual({ tracks: [], volume: 100, loop: true, shuffle: false });
  });

  it('takes sounds with their length only, and a volume of 0 to 100', () => {
    const p = (props: unknown) => audioWidget.props.safeParse(props).success;
    expect(p({ tracks: [track(1, 1000)] })).toBe(true);
    expect(p({ tracks: [{ media: { md5: md5(1), kind: 'audio' } }] })).toBe(false);
    expect(p({ tracks: [{ media: { md5: md5(1), kind: 'video', durationMs: 1000 } }] })).toBe(false);
    expect(p({ volume: 101 })).toBe(false);
    expect(p({ volume: -1 })).toBe(false);
    expect(audioWidget.props.parse({ tracks: [{ media: track(1, 1000).media }] }).tracks[0]!.name).toBe('');
  });

  it('needs every track', () => {
    const props = audioWidget.props.parse({ tracks: [track(1, 1000), track(2, 2000)] });
    expect(audioWidget.media(props)).toEqual([track(1, 1000).media, track(2, 2000).media]);
  });
});

describe('the audio view', () => {
  const tracks = [track(1, 3000), track(2, 5000)];

  it('plays the track of the clock’s moment, each to its end, round and round, unseen', () => {
    expect(heard(playing({ tracks }, 0))).toBe(md5(1));
    expect(heard(playing({ tracks }, 2999))).toBe(md5(1));
    expect(heard(playing({ tracks }, 3000))).toBe(md5(2));
    expect(heard(playing({ tracks }, 8000))).toBe(md5(1));
    const html = playing({ tracks }, 0);
    expect(html).toMatch(/<div data-audio="" data-track="0" hidden="">/);
    expect(textOf(html)).toBe('');
  });

  it('played once, starts with the first track whatever the time', () => {
    // The scene starts at the instant drawn: the first track, from its start.
    expect(heard(playing({ tracks, loop: false }, 4000))).toBe(md5(1));
  });

  it('shuffled, plays every track once a round', () => {
    const many = [1, 2, 3, 4, 5, 6].map((n) => track(n, 1000));
    const round = [0, 1, 2, 3, 4, 5].map((k) => heard(playing({ tracks: many, shuffle: true }, 6000 * 7 + k * 1000)));
    expect([...round].sort()).toEqual(many.map((t) => t.media.md5).sort());
  });

  it('in the editor plays nothing and shows a note and its tracks’ names', () => {
    const html = renderWidget('audio', { tracks: [track(1, 1000, 'Morning jazz'), track(2, 1000, '')] });
    expect(html).not.toContain('<audio');
    expect(html).toContain('<svg');
    expect(textOf(html)).toBe('Morning jazz 2');
  });
});
