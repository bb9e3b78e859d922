import type { RouteEntry, UserInfo } from '@apm/contract';
import { createContext, useContext } from 'react';

export interface Session {
  user: UserInfo;
  /** The pages the user may open (GET /routes). */
  routes: RouteEntry[];
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in user and routes; only inside RequireSession. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside RequireSession');
  return session;
}
