import { logApi, type LogExportJob, type Permission } from '@apm/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, download } from '../../api/client';
import { callKey, useCall, useChange } from '../../api/hooks';
import { useSession } from '../../session/SessionContext';
import type { LogFilterParams } from './filters';

/** Permissions of the page and of its export button. */
export const LOG_VIEW: Permission = 'sys:log:view';
export const LOG_EXPORT: Permission = 'sys:log:export';

/** Rows per scroll page. */
export const LOG_PAGE_SIZE = 50;

/** The log with the filters, a page at a time as the user scrolls (keyset cursor: `next` of the page before). */
export function useLogScroll(filters: LogFilterParams) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: callKey(user.id, logApi.ajaxScrollLog, filters),
    queryFn: async ({ pageParam, signal }) =>
      (await call(logApi.ajaxScrollLog, { ...filters, cursor: pageParam, pageSize: LOG_PAGE_SIZE }, { signal })).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

/** One entry. */
export function useLogDetail(id: string | null) {
  const answer = useCall(logApi.detailsFunc, { id: id ?? '' }, { enabled: id !== null });
  return { ...answer, data: answer.data?.jsonObject };
}

/** Starts an export (itself a new log entry, so the log is read again); the page shows its refusals itself. */
export const useStartExport = () => useChange(logApi.logExport, { quiet: true });

/** Cancels an export that has not finished (closing its window before the file is downloaded). */
export const useCancelExport = () => useChange(logApi.logExportCancel, { quiet: true });

const settled = (job: LogExportJob | undefined) =>
  job?.state === 'done' || job?.state === 'failed' || job?.state === 'cancelled';

/** How far an export is, asked every half second until it is done or failed. */
export function useExportProgress(id: string | null) {
  const { user } = useSession();
  const input = { id: id ?? '' };
  return useQuery({
    queryKey: callKey(user.id, logApi.logExportProgress, input),
    queryFn: async ({ signal }) => (await call(logApi.logExportProgress, input, { signal })).jsonObject,
    enabled: id !== null,
    refetchInterval: (q) => (settled(q.state.data) ? false : 500),
    staleTime: Infinity,
    meta: { quiet: true },
  });
}

/** Fetches a finished export's file (it can be fetched once) and hands it to the browser under its name. */
export const downloadExport = (job: LogExportJob): Promise<void> =>
  download(logApi.logExportFile, { id: job.id }, { fileName: job.fileName });
