import { z } from 'zod/mini';

/**
 * What the inputs of the API are made of, defined once. Strings: a NUL byte cannot be stored in
 * PostgreSQL's text (the call would fail with a server error) and control characters in names end
 * up in logs, exports and other people's screens, so inputs refuse them with a validation error.
 * Numbers: each has bounds its column and its uses can hold (pages, versions, times).
 */

/** Any C0 control character or DEL: what a line of text may not hold. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same but tab, line feed and carriage return: what text of several lines may not hold. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The validation message of a refused control character. */
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

/** Whether a string is one clean line: no control character at all. */
export const isCleanLine = (value: string): boolean => !CONTROL.test(value);

/** Whether a string is clean text: no control character but tab, line feed and carriage return. */
export const isCleanText = (value: string): boolean => !CONTROL_BUT_LINES.test(value);

/** One line of text (names, ids, search words, passwords): no control character at all. */
export const line = (message = CONTROL_CHARACTER_MESSAGE) =>
  z.string().check(z.refine(isCleanLine, { error: message, abort: true }));

/** Text that may run over several lines (descriptions, content, JSON): tab, LF and CR allowed. */
export const text = (message = CONTROL_CHARACTER_MESSAGE) =>
  z.string().check(z.refine(isCleanText, { error: message, abort: true }));

/** A line trimmed of the whitespace around it, of at most `max` characters (once trimmed). */
export const trimmedLine = (max: number) => line().check(z.trim(), z.maxLength(max));

/** A line that must hold something once trimmed, of at most `max` characters (ids, names). */
export const requiredLine = (max: number) => line().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * Comma-joined ids of a form field (`ids=a,b,c`) as a list: each trimmed, blanks and repeats
 * dropped, each of at most 64 characters; `checks` bound the list (`z.minLength(1)`, `z.maxLength(200)`).
 */
export const commaIdList = (...checks: z.core.$ZodCheck<string[]>[]) =>
  z.pipe(
    z.pipe(
      line(),
      z.transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z.array(line().check(z.maxLength(64))).check(...checks),
  );

/** '1'/'true' or '0'/'false', as forms send a switch. */
export const formFlag = z.pipe(
  z.enum(['0', '1', 'true', 'false']),
  z.transform((v) => v === '1' || v === 'true'),
);

/**
 * A form field holding JSON text (at most `maxChars` characters), read and then checked by
 * `schema`: text that is not JSON is refused with `message` (`notJson` unless a form has its own).
 */
export const jsonField = <T extends z.ZodMiniType>(schema: T, maxChars: number, message = 'notJson') =>
  z.pipe(
    z.pipe(
      text().check(z.maxLength(maxChars)),
      z.transform((s, ctx) => {
        try {
          return JSON.parse(s) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message, input: s });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );

/**
 * A field that may be left out and then takes `value` (classic zod's `.optional().default(value)`):
 * `withDefault(trimmedLine(100), '')`.
 */
export const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.util.NoUndefined<z.output<T>>) =>
  z._default(z.optional(schema), value);

/** The last page number a list call takes: far past any real list, and its offset stays a small number. */
export const PAGE_NO_MAX = 1_000_000;

/** A list's 1-based page number. */
export const pageNo = () => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_NO_MAX)), 1);

/** The largest value of a 32-bit integer column (versions, counters). */
export const INT32_MAX = 2_147_483_647;

/** The last epoch millisecond of the year 9999: any later time is no date a person means (nor one Date can print). */
export const EPOCH_MS_MAX = 253_402_300_799_999;
