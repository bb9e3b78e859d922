import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { childrenKey } from '../../components/officeTree/api';
import { useSession } from '../../session/SessionContext';
import { figuresKeys, searchesKey } from './api';

/** The cache operations after the institution page changed offices: every view of the tree shows the change. */
export function useOfficeRefresh() {
  const { user } = useSession();
  const queryClient = useQueryClient();

  /** Asks again for these offices' children lists wherever they are shown, and for figures and searches. */
  const refresh = useCallback(
    async (parentIds: readonly (string | null | undefined)[]) => {
      const ids = [...new Set(parentIds.filter((id): id is string => typeof id === 'string'))];
      await Promise.all([
        ...ids.map((id) => queryClient.invalidateQueries({ queryKey: childrenKey(user.id, id), exact: true })),
        queryClient.invalidateQueries({ queryKey: searchesKey(user.id) }),
        ...figuresKeys(user.id).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    [queryClient, user.id],
  );

  /** Forgets the cached lists of an office that no longer exists. */
  const forget = useCallback(
    (id: string) => queryClient.removeQueries({ queryKey: childrenKey(user.id, id), exact: true }),
    [queryClient, user.id],
  );

  return { refresh, forget };
}
