import { z } from 'zod/mini';
import { fit, visualMediaRef } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { ITEM_MIN_MS, itemDuration, MEDIA_LIST_MAX } from '../mediaList.js';

/**
 * One item of a playlist: a picture shown `durationMs`, or a video played to its end (`toEnd`, by
 * the length recorded when it was chosen) or for `durationMs` (replayed when shorter).
 */
export const playlistItem = z.object({
  media: visualMediaRef,
  durationMs: z._default(itemDuration, 10_000),
  toEnd: z._default(z.boolean(), true),
});
export type PlaylistItem = z.infer<typeof playlistItem>;

/**
 * Pictures and videos played one after another in the box, round and round, by the clock: the
 * same item at the same instant on every screen and in the preview, whenever the scene started.
 */
export const playlistWidget = defineWidget({
  kind: 'playlist',
  props: z.object({
    items: z._default(z.array(playlistItem).check(z.maxLength(MEDIA_LIST_MAX)), []),
    fit: z._default(fit, 'contain'),
    muted: z._default(z.boolean(), true),
  }),
  size: { width: 960, height: 540 },
  media: (p) => p.items.map((i) => i.media),
});
export type PlaylistWidget = z.infer<typeof playlistWidget.schema>;
export type PlaylistProps = PlaylistWidget['props'];

/**
 * How long an item plays, in ms: a video to its end its recorded length (at least ITEM_MIN_MS);
 * a picture, a video not played to its end or one whose length was not recorded, its `durationMs`.
 */
export function itemLengthMs(item: PlaylistItem): number {
  const length = item.media.durationMs;
  if (item.media.kind === 'video' && item.toEnd && length !== undefined && length > 0) {
    return Math.max(ITEM_MIN_MS, length);
  }
  return item.durationMs;
}
