import { INITIALISED, systemApi, type Answer } from '@apm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useChange, callKey } from '../../api/hooks';

/** Initialises the system; its failures are shown by the form. Afterwards the system counts as initialised (useSysInitState). */
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
