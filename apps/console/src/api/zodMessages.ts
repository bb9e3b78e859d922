import { z } from 'zod/mini';

let loading: Promise<void> | undefined;

/**
 * Gives zod its English messages ("Invalid input: expected string, received number"), for what
 * the console logs. The contract's schemas are zod/mini, which has no locale of its own (every
 * message would read "Invalid input"), and the first page load need not carry one: it is loaded,
 * once, when a message is about to be logged. Never fails: without it, messages stay short.
 */
export function englishMessages(): Promise<void> {
  loading ??= import('zod/v4/locales/en.js').then(
    ({ default: en }) => void z.config(en()),
    () => undefined,
  );
  return loading;
}
