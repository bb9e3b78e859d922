import type { OfficeNode } from '@apm/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/SessionContext';
import { childrenKey, fetchOfficeChildren, ROOT } from './api';
import type { LoadedChildren } from './loadedTree';

/** Children lists change only through this console's own calls, which refresh them: keep them a while. */
const STALE_MS = 60_000;

/** The calls for the children lists of the institution tree, the same for every view (so they share the cache). */
function useOfficeChildren() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const childrenQuery = useCallback(
    (parentId: string) => ({
      queryKey: childrenKey(user.id, parentId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchOfficeChildren(parentId, signal),
      staleTime: STALE_MS,
      // A list that fails (e.g. of an office deleted meanwhile) is not shown; opening a node says why.
      meta: { quiet: true },
    }),
    [user.id],
  );

  /** Loads (or reloads, when stale) the children of an office; rejects with the failure. */
  const loadChildren = useCallback(
    async (parentId: string) => (await queryClient.fetchQuery(childrenQuery(parentId))).jsonObject,
    [queryClient, childrenQuery],
  );

  return { childrenQuery, loadChildren };
}

/**
 * One view of the institution tree, loaded lazily: the root of the caller's range first (opened at
 * once), then the children of each office the view opens. Views share the cached lists, so a change
 * made in one shows in every other; each view keeps its own opened and expanded offices.
 * `enabled` false: nothing is asked (a user without the institution permission).
 */
export function useOfficeTree(enabled = true) {
  const { childrenQuery, loadChildren } = useOfficeChildren();
  const roots = useQuery({ ...childrenQuery(ROOT), enabled });
  const [opened, setOpened] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const lists = useQueries({ queries: opened.map((id) => childrenQuery(id)) });
  // Cheap to rebuild on each render; the lists keep their identity while unchanged.
  const loaded: LoadedChildren = Object.fromEntries(opened.map((id, i) => [id, lists[i]?.data?.jsonObject]));

  /** Loads an office's children into this view (antd's loadData); rejects with the failure. */
  const open = useCallback(
    async (id: string): Promise<OfficeNode[]> => {
      const children = await loadChildren(id);
      setOpened((ids) => (ids.includes(id) ? ids : [...ids, id]));
      return children;
    },
    [loadChildren],
  );

  /** Loads an office's children and expands it, e.g. to show an office just added there. */
  const expand = useCallback(
    async (id: string) => {
      await open(id);
      setExpanded((ids) => (ids.includes(id) ? ids : [...ids, id]));
    },
    [open],
  );

  /** Collapses an office and drops it from this view's opened set (after a failure, or once deleted). */
  const close = useCallback((id: string) => {
    setOpened((ids) => ids.filter((x) => x !== id));
    setExpanded((ids) => ids.filter((x) => x !== id));
  }, []);

  // The root of the range opens by itself once, so the first level shows without a click.
  const rootOpened = useRef(false);
  const firstRoot = roots.data?.jsonObject[0]?.id;
  useEffect(() => {
    if (!firstRoot || rootOpened.current) return;
    rootOpened.current = true;
    expand(firstRoot).catch(() => close(firstRoot));
  }, [firstRoot, expand, close]);

  return {
    roots: roots.data?.jsonObject ?? [],
    rootsQuery: roots,
    loaded,
    /** Ids whose children this view holds (antd's loadedKeys). */
    loadedIds: opened.filter((id) => loaded[id] !== undefined),
    open,
    close,
    expanded,
    setExpanded,
    expand,
  };
}

export type OfficeTreeView = ReturnType<typeof useOfficeTree>;
