import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ErrorCodes } from '@apm/contract';
import { ApiError, NETWORK_ERROR } from './ApiError';
import { isSessionGone } from './envelope';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet`: the screen shows this failure itself, so no toast (e.g. errors under the login form). */
    queryMeta: { quiet?: boolean };
    mutationMeta: { quiet?: boolean };
  }
}

let onFailure: (err: unknown) => void = () => undefined;

/** Sets how failures are announced (the app shows a translated toast, spec 8). */
export function setFailureHandler(handler: (err: unknown) => void): void {
  onFailure = handler;
}

function report(err: unknown, quiet: boolean | undefined): void {
  // A gone session already sends the user to /logout; a toast on top would only be noise.
  if (quiet || (err instanceof ApiError && isSessionGone(err))) return;
  // An expired password opens the forced change page instead (request.ts).
  if (err instanceof ApiError && err.code === ErrorCodes.PASSWORD_EXPIRED.code) return;
  onFailure(err);
}

/**
 * Only a call that never reached the server is worth repeating: an answer stays an answer, and
 * a call that timed out after five minutes would only make the user wait five more.
 */
export function shouldRetry(failureCount: number, err: unknown): boolean {
  return err instanceof ApiError && err.code === NETWORK_ERROR && failureCount < 2;
}

/** The query client of the console: failures reported once (after retries), answers fresh for 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (err, query) => report(err, query.meta?.quiet) }),
    mutationCache: new MutationCache({ onError: (err, _v, _c, mutation) => report(err, mutation.meta?.quiet) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
