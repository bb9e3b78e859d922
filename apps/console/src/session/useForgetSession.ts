import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_KEY } from './keys';
import { forgetUser } from './storage';

/**
 * Forgets the previous user when a page outside the session opens (sign-in, session expired):
 * it runs after the guarded pages have gone, so nothing is left asking for the old session.
 */
export function useForgetSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    forgetUser();
    queryClient.removeQueries({ queryKey: SESSION_KEY });
  }, [queryClient]);
}
