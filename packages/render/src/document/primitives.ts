import { z } from 'zod/mini';

/**
 * The small values every part of a program document is made of. Players other than the
 * browser one read the same JSON (docs/program-format.md), so each value has one portable
 * spelling: colours are hex only, lengths are canvas pixels, times are milliseconds.
 */

/** A stable identifier of a scene or widget: an editor's diffs and undo steps address records by it. */
export const recordId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/** A colour as #rgb, #rgba, #rrggbb or #rrggbbaa (a CSS keyword would not be portable to other players). */
export const colour = z
  .string()
  .check(z.regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Expected a hex colour'));

/** The kinds of media file a document can reference (sounds since version 5, for the audio widget). */
export const mediaKinds = ['image', 'video', 'audio'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * A media file the document needs, named by the MD5 of its bytes. The renderer never knows where
 * bytes live: the host resolves a reference to a URL (the console a file URL, the player an
 * object URL from its cache). The sizes and duration are hints recorded when the file was chosen.
 */
export const mediaRef = z.object({
  md5: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'Expected a lower-case MD5')),
  /** The material in the library this file was taken from, when it was. */
  materialId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  kind: z.enum(mediaKinds),
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
  durationMs: z.optional(z.int().check(z.nonnegative())),
});
export type MediaRef = z.infer<typeof mediaRef>;

/** A media reference restricted to one kind (an image widget cannot show a video). */
export const mediaRefOf = <K extends MediaKind>(kind: K) => z.extend(mediaRef, { kind: z.literal(kind) });

/** A picture or a video: what can be seen (a scene's background, a playlist's item), never a sound. */
export const visualMediaRef = z.extend(mediaRef, { kind: z.enum(['image', 'video']) });
export type VisualMediaRef = z.infer<typeof visualMediaRef>;

/** How a picture fills its box: letterboxed whole, cropped to fill, or stretched. */
export const fits = ['contain', 'cover', 'fill'] as const;
export const fit = z.enum(fits);
export type Fit = z.infer<typeof fit>;

/** The largest canvas side: beyond any screen or LED wall a single player drives. */
export const CANVAS_MAX = 16384;

/**
 * An IANA time zone name ('Europe/Berlin', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'),
 * or '' for the screen's own zone. Checked by its spelling only: which zones exist depends on the
 * time-zone data of each player (and of the server), so a zone a screen does not know is drawn in
 * the screen's own zone instead of being refused.
 */
export const timeZoneName = z
  .string()
  .check(
    z.maxLength(64),
    z.regex(/^(?:[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*)?$/, 'Expected an IANA time zone name'),
  );

/**
 * A BCP 47 language tag ('de', 'en-GB', 'zh-Hant-HK'), or '' for the screen's own language.
 * Checked by its spelling only, like time zones: a screen that cannot use it uses its own.
 */
export const localeTag = z
  .string()
  .check(z.maxLength(35), z.regex(/^(?:[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*)?$/, 'Expected a BCP 47 language tag'));
