import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { closed } from '../announcement/dismissal';
import { SESSION_KEY } from './keys';
import { forgetEndedSession, forgetUser } from './storage';

/**
 * Forgets the previous user when a page outside the session opens (sign-in, session expired):
 * it runs after the guarded pages have gone, so nothing is left asking for the old session. A
 * closed announcement shows again after the next sign-in (spec 4: it stays until "No more reminders").
 * `ended`: the session-expired page, which keeps that a session ended here (storage.ts, hadSession).
 */
export function useForgetSession({ ended = false }: { ended?: boolean } = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (ended) forgetEndedSession();
    else forgetUser();
    closed.forgetEveryone();
    queryClient.removeQueries({ queryKey: SESSION_KEY });
  }, [queryClient, ended]);
}
