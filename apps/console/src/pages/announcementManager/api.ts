import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOwnAnnouncement, ownAnnouncementKey, saveAnnouncement } from '../../announcement/api';
import { useSession } from '../../session/SessionContext';

/** The announcement of the user's own office, as the management page edits it. */
export function useOwnAnnouncement() {
  const { user } = useSession();
  return useQuery({
    queryKey: ownAnnouncementKey(user.id),
    queryFn: ({ signal }) => fetchOwnAnnouncement(signal),
    staleTime: 0,
    // The page shows a failure in place of the form, with a retry.
    meta: { quiet: true },
  });
}

/** Saves it; field errors are shown on the form, so they get no toast. */
export function useSaveAnnouncement() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: (saved) => queryClient.setQueryData(ownAnnouncementKey(user.id), saved),
    meta: { quiet: true },
  });
}
