import { INITIALISED, systemApi, type Answer } from '@apm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCall, useChange, callKey } from '../../api/hooks';

/** The isSysInit answer (see isInitialisedAnswer); its failures are shown by the page. */
export function useSysInitState() {
  const answer = useCall(systemApi.isSysInit, undefined, { staleTime: 0, quiet: true });
  return { ...answer, data: answer.data?.jsonObject };
}

/** Initialises the system; its failures are shown by the form. Afterwards the system counts as initialised. */
export function useInitialise() {
  const queryClient = useQueryClient();
  return useChange(systemApi.sysInit, {
    quiet: true,
    onSuccess: () =>
      queryClient.setQueryData<Answer<typeof systemApi.isSysInit>>(callKey(undefined, systemApi.isSysInit), {
        jsonObject: INITIALISED,
        data: undefined,
      }),
  });
}
