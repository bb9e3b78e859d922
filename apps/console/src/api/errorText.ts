import { errorKeyOf } from '@apm/contract';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from './ApiError';

/** Looks a key up; undefined when the language has no such key. */
export type Translate = (key: string) => string | undefined;

/**
 * The message to show for a failure: the translation of its code (`errors.<key>` from the
 * contract's table), else the server's own message, else a generic one.
 */
export function errorText(err: unknown, translate: Translate): string {
  const generic = translate('errors.unexpected') ?? 'Something went wrong';
  if (!(err instanceof ApiError)) return generic;
  if (err.code === NETWORK_ERROR) return translate('errors.network') ?? generic;
  if (err.code === TIMEOUT_ERROR) return translate('errors.timeout') ?? generic;
  const key = errorKeyOf(err.code);
  return (key && translate(`errors.${key}`)) || err.message || generic;
}
