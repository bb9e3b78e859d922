import { officeApi } from '@apm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callKey } from '../../api/hooks';
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

  /**
   * Forgets what is cached of an office that no longer exists (its lists and figures), so that
   * the refresh after its deletion does not ask the server for it again.
   */
  const forget = useCallback(
    (id: string) => {
      queryClient.removeQueries({ queryKey: childrenKey(user.id, id), exact: true });
      for (const e of [officeApi.findInstantStatistics, officeApi.officeDynamicData])
        queryClient.removeQueries({ queryKey: callKey(user.id, e, { id }) });
    },
    [queryClient, user.id],
  );

  return { refresh, forget };
}
