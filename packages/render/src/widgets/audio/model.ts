import { z } from 'zod/mini';
import { mediaRefOf } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { MEDIA_LIST_MAX } from '../mediaList.js';

/**
 * One track: a sound with its length (recorded when it was chosen: tracks are timed by the clock,
 * so a track's length must be known before it plays) and the name the editor shows.
 */
export const audioTrack = z.object({
  media: z.extend(mediaRefOf('audio'), { durationMs: z.int().check(z.positive()) }),
  name: z._default(z.string().check(z.maxLength(200)), ''),
});
export type AudioTrack = z.infer<typeof audioTrack>;

/**
 * Background sound: tracks played one after another by the clock, each to its end. Nothing of it
 * is seen on screens; the editor's canvas shows its box with the tracks' names. With `loop` the
 * tracks go round by the clock (the same track at the same instant wherever the scene started, so
 * the music goes on across scenes that hold the same list); without it they play once from the
 * scene's start, then silence. `shuffle` plays each round in another order, the same on every screen.
 */
export const audioWidget = defineWidget({
  kind: 'audio',
  props: z.object({
    tracks: z._default(z.array(audioTrack).check(z.maxLength(MEDIA_LIST_MAX)), []),
    /** Percent of the screen's own volume. */
    volume: z._default(z.int().check(z.gte(0), z.lte(100)), 100),
    loop: z._default(z.boolean(), true),
    shuffle: z._default(z.boolean(), false),
  }),
  size: { width: 480, height: 120 },
  media: (p) => p.tracks.map((t) => t.media),
});
export type AudioWidget = z.infer<typeof audioWidget.schema>;
export type AudioProps = AudioWidget['props'];
