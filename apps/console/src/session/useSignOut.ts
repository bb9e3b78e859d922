import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from './api';
import { forgetUser } from './storage';

/** Signs out: ends the session on the server, forgets the user and goes to the sign-in page. */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Even when the call fails the user asked to leave: the sign-in page clears what is left.
    onSettled: () => {
      forgetUser();
      void navigate('/login', { replace: true });
    },
  });
}
