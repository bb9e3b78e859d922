import { announcementApi, type InputOf } from '@apm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { callKey, useCall } from '../../api/hooks';
import { useSession } from '../../session/SessionContext';

/** The announcement of the user's own office, as the management page edits it. */
export function useOwnAnnouncement() {
  // The page shows a failure in place of the form, with a retry.
  const answer = useCall(announcementApi.announcementManager, undefined, { staleTime: 0, quiet: true });
  return { ...answer, data: answer.data?.jsonObject };
}

/**
 * Saves it; field errors are shown on the form, so they get no toast. The page then holds the
 * answer, the announcement as saved; the pop-up's check is not asked again (it belongs to the
 * sign-in), so saving never opens the pop-up over the page.
 */
export function useSaveAnnouncement() {
  const { user } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof announcementApi.announcementManagerSave>) =>
      call(announcementApi.announcementManagerSave, input),
    onSuccess: (saved) => client.setQueryData(callKey(user.id, announcementApi.announcementManager), saved),
    meta: { quiet: true },
  });
}
