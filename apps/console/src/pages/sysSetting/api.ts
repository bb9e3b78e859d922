import {
  outboxDetail,
  outboxPage,
  signInSettings,
  type MailStatus,
  type OutboxDetail,
  type Page,
  type OutboxItem,
  type SignInSettings,
} from '@apm/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, request, type Params } from '../../api/request';

const KEY = ['sysSetting'] as const;
const FORM_KEY = [...KEY, 'signIn'] as const;

/** The settings the page edits (no SMTP password, only whether one is set). */
export function useSignInSettings() {
  return useQuery({
    queryKey: FORM_KEY,
    queryFn: ({ signal }) =>
      call('/a/api/sysSetting/signInSettings', { signal }, (v): SignInSettings => signInSettings.parse(v)),
    staleTime: 0,
    meta: { quiet: true },
  });
}

/** Saves some keys; the answer replaces what the page holds. Field errors are shown on the forms. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: Params) =>
      call('/a/api/sysSetting/save', { method: 'POST', params }, (v): SignInSettings => signInSettings.parse(v)),
    onSuccess: (saved) => {
      queryClient.setQueryData(FORM_KEY, saved);
      // The sign-in page and the password forms read these.
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
    meta: { quiet: true },
  });
}

export function useTestMail() {
  return useMutation({
    mutationFn: async (params: Params) => {
      await request('/a/api/sysSetting/testMail', { method: 'POST', params });
    },
    meta: { quiet: true },
  });
}

export interface OutboxQuery {
  pageNo: number;
  pageSize: number;
  status?: MailStatus;
}

/** A page of the mail outbox, newest first; the previous page stays on screen while the next loads. */
export function useOutbox(q: OutboxQuery) {
  return useQuery({
    queryKey: [...KEY, 'outbox', q],
    queryFn: async ({ signal }): Promise<Page<OutboxItem>> => {
      const env = await request('/a/api/sysSetting/mailOutbox', { signal, params: { ...q } });
      return outboxPage.parse(env.data);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'outboxMail', id],
    queryFn: ({ signal }) =>
      call(
        '/a/api/sysSetting/mailOutboxDetail',
        { signal, params: { id } },
        (v): OutboxDetail => outboxDetail.parse(v),
      ),
    enabled: id !== null,
  });
}
