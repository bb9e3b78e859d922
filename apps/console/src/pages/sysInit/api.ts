import { type SysInitRequest } from '@apm/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchSysInitState, initialiseSystem } from '../../api/system';

export const SYS_INIT_KEY = ['system', 'isSysInit'] as const;

/** The isSysInit answer (see isInitialisedAnswer); its failures are shown by the page. */
export function useSysInitState() {
  return useQuery({
    queryKey: SYS_INIT_KEY,
    queryFn: ({ signal }) => fetchSysInitState(signal),
    staleTime: 0,
    meta: { quiet: true },
  });
}

/** POST /f/common/sysInit; its failures are shown by the form. */
export function useInitialise() {
  return useMutation({ mutationFn: (req: SysInitRequest) => initialiseSystem(req), meta: { quiet: true } });
}
