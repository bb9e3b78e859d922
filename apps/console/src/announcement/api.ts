import { announcementApi, type Answer } from '@apm/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { callKey } from '../api/hooks';
import { useSession } from '../session/SessionContext';

const announcementOf = (answer: Answer<typeof announcementApi.announcement>) => answer.jsonObject;

/** The announcement that applies to the signed-in user, asked once `enabled`; the page shows its failure itself. */
export function useCurrentAnnouncement(enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: callKey(user.id, announcementApi.announcement),
    queryFn: ({ signal }) => call(announcementApi.announcement, {}, { signal }),
    select: announcementOf,
    enabled,
    // The check belongs to its mount of the layout: never an answer cached by an earlier one.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // Its failure has its own message (spec 8), shown by the gate instead of the generic toast.
    meta: { quiet: true },
  });
}
