import { z } from 'zod/mini';

/**
 * What the widgets that play a list of files (carousel, playlist, audio) share: how long a list
 * may be and how long an item may show.
 */

/** The most items one list holds. */
export const MEDIA_LIST_MAX = 200;
/** The shortest time an item shows: a shorter one would only flicker. */
export const ITEM_MIN_MS = 1000;
/** The longest: a day, as a scene (scene.ts imports the widgets, so the number is written here). */
export const ITEM_MAX_MS = 86_400_000;

/** A time an item shows, in ms. */
export const itemDuration = z.int().check(z.gte(ITEM_MIN_MS), z.lte(ITEM_MAX_MS));
