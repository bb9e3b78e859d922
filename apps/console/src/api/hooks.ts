import type { Answer, Endpoint, InputOf } from '@apm/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { SessionContext } from '../session/SessionContext';
import { call } from './client';

/**
 * The data layer of the pages, in the manner of react-admin's data provider: every read is a
 * query of one endpoint with one input, every change a mutation of one endpoint that refreshes the
 * reads of the modules (endpoint tags) it touches. Keys live under 'session' and the user, so
 * signing out forgets them; calls open to anyone live under 'public'.
 */

/** The query key of an endpoint's answer to `input`, for the signed-in user `userId`. */
export function callKey(userId: string | undefined, e: Endpoint, input?: unknown) {
  return e.access === 'public' || userId === undefined
    ? (['public', e.tag, e.path, input ?? {}] as const)
    : (['session', userId, e.tag, e.path, input ?? {}] as const);
}

/** The key prefix of every read of a module (an endpoint tag) for `userId`. */
export const tagKey = (userId: string, tag: string) => ['session', userId, tag] as const;

export interface ReadOptions {
  enabled?: boolean;
  /** How long an answer counts as fresh (default: the client's 30 s). */
  staleTime?: number;
  refetchInterval?: number | false;
  /** The page shows failures itself: no toast. */
  quiet?: boolean;
  /** Keep showing the previous answer while a new input loads (paged lists). */
  keepPrevious?: boolean;
}

function useUserId(): string | undefined {
  return useContext(SessionContext)?.user.id;
}

/** Reads an endpoint's answer to `input`. */
export function useCall<E extends Endpoint>(e: E, input?: InputOf<E>, options: ReadOptions = {}) {
  const userId = useUserId();
  return useQuery<Answer<E>>({
    queryKey: callKey(userId, e, input),
    queryFn: ({ signal }) => call(e, input, { signal }),
    enabled: options.enabled,
    staleTime: options.staleTime,
    refetchInterval: options.refetchInterval,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    meta: { quiet: options.quiet },
  });
}

/** A page of a list endpoint (its `data`); the previous page stays on screen while the next loads. */
export function useList<E extends Endpoint>(e: E, query: InputOf<E>, options: Omit<ReadOptions, 'keepPrevious'> = {}) {
  const answer = useCall(e, query, { ...options, keepPrevious: true });
  return { ...answer, data: answer.data?.data as Answer<E>['data'] | undefined };
}

/** Refreshes every read of the given modules (endpoint tags): not awaited, the screen goes on at once. */
export function useRefresh() {
  const userId = useUserId();
  const client = useQueryClient();
  return (tags: readonly string[]) => {
    if (userId === undefined) return;
    for (const tag of tags) void client.invalidateQueries({ queryKey: tagKey(userId, tag) });
  };
}

export interface ChangeOptions<E extends Endpoint = Endpoint> {
  /** Also done after every success of the change, wherever it is started from. */
  onSuccess?: (answer: Answer<E>) => void;
  /** The modules whose reads the change makes stale, besides the endpoint's own. */
  refresh?: readonly string[];
  /** The page shows failures itself (on the fields where they belong): no toast. */
  quiet?: boolean;
}

/** A change through an endpoint; on success the reads of its module (and of `refresh`) are asked again. */
export function useChange<E extends Endpoint>(e: E, options: ChangeOptions<E> = {}) {
  const refresh = useRefresh();
  return useMutation<Answer<E>, Error, InputOf<E>>({
    mutationFn: (input) => call(e, input),
    onSuccess: (answer) => {
      refresh([e.tag, ...(options.refresh ?? [])]);
      options.onSuccess?.(answer);
    },
    meta: { quiet: options.quiet },
  });
}
