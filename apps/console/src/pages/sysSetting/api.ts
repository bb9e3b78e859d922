import { secondStepApi, settingsApi, type MailStatus, type Permission } from '@apm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useChange, useList } from '../../api/hooks';
import { useSession } from '../../session/SessionContext';

/** The permission of the page's save and test buttons (menu catalogue: systemSettings). */
export const SETTING_EDIT: Permission = 'sys:setting:edit';

/** A switch as settings store it. */
export const flag = (on: boolean): 'true' | 'false' => (on ? 'true' : 'false');

/** The settings the page edits (no SMTP password, only whether one is set). */
export function useSignInSettings() {
  const answer = useCall(settingsApi.signInSettings, undefined, { staleTime: 0, quiet: true });
  return { ...answer, data: answer.data?.jsonObject };
}

/** Saves some keys; the answer replaces what the page holds. Field errors are shown on the forms. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useChange(settingsApi.save, {
    quiet: true,
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey(user.id, settingsApi.signInSettings), saved);
      // The sign-in page and the password forms read these (open to anyone, so outside the session's reads).
      for (const e of [settingsApi.passwordPolicy, secondStepApi.seniorValidation]) {
        void queryClient.invalidateQueries({ queryKey: callKey(undefined, e) });
      }
    },
  });
}

export function useTestMail() {
  return useChange(settingsApi.testMail, { quiet: true });
}

export interface OutboxQuery {
  pageNo: number;
  pageSize: number;
  status?: MailStatus;
}

/** A page of the mail outbox, newest first; the previous page stays on screen while the next loads. */
export function useOutbox(q: OutboxQuery) {
  return useList(settingsApi.mailOutbox, q, { staleTime: 0 });
}

export function useOutboxMail(id: string | null) {
  const answer = useCall(settingsApi.mailOutboxDetail, { id: id ?? '' }, { enabled: id !== null });
  return { ...answer, data: answer.data?.jsonObject };
}
