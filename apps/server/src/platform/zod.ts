import { z } from 'zod/mini';

/**
 * zod's settings for the whole server, imported first by its entries (app.ts, worker.ts) so they
 * hold before any schema is built. The contract is written with zod/mini, which, unlike classic
 * zod, sets nothing of its own:
 * - the English locale: zod's own messages ("Too big: expected string to have <=64 characters")
 *   reach the validation answers (fields[].message), the logs and the tests; without a locale
 *   each would read "Invalid input";
 * - the memoizer, classic zod's default: recursive schemas (menu and grant trees) parse a value
 *   that refers to itself, or shares a node, the way they always did.
 */
z.config(z.locales.en());
z.config({ memoizer: z.memoizer() });
