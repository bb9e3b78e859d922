import {
  API_PREFIX,
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  ErrorCodes,
  logExportJob,
  logItem,
  logScrollPage,
  type LogExportJob,
  type LogExportLabels,
  type LogItem,
  type LogScrollPage,
} from '@apm/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR } from '../../api/ApiError';
import { call, request, type Params } from '../../api/request';
import { useSession } from '../../session/SessionContext';

/** Permissions of the page and of its export button. */
export const LOG_VIEW = 'sys:log:view';
export const LOG_EXPORT = 'sys:log:export';

/** Rows per scroll page. */
export const LOG_PAGE_SIZE = 50;

const logKeys = {
  scrolls: (userId: string) => ['session', 'log', userId, 'scroll'] as const,
  scroll: (userId: string, filters: Params) => ['session', 'log', userId, 'scroll', filters] as const,
  detail: (userId: string, id: string) => ['session', 'log', userId, 'detail', id] as const,
  export: (userId: string, id: string) => ['session', 'log', userId, 'export', id] as const,
};

/** GET /a/api/log/ajaxScrollLog: a page after `cursor`, newest first. */
export async function fetchLogPage(filters: Params, cursor: string | undefined, signal?: AbortSignal) {
  const envelope = await request('/a/api/log/ajaxScrollLog', {
    params: { ...filters, cursor, pageSize: LOG_PAGE_SIZE },
    signal,
  });
  const parsed = logScrollPage.safeParse(envelope.data);
  if (parsed.success) return parsed.data;
  console.error('Unexpected answer from /a/api/log/ajaxScrollLog', parsed.error);
  throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, 200);
}

/** The log with the filters, a page at a time as the user scrolls (keyset cursor). */
export function useLogScroll(filters: Params) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: logKeys.scroll(user.id, filters),
    queryFn: ({ pageParam, signal }) => fetchLogPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: LogScrollPage) => last.next ?? undefined,
    staleTime: 0,
  });
}

/** GET /a/api/log/detailsFunc: one entry. */
export function useLogDetail(id: string | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: logKeys.detail(user.id, id ?? ''),
    queryFn: ({ signal }): Promise<LogItem> =>
      call('/a/api/log/detailsFunc', { params: { id }, signal }, (v) => logItem.parse(v)),
    enabled: id !== null,
  });
}

/** POST /a/sys/log/logExport: starts an export (itself a new log entry); the page shows its refusals itself. */
export function useStartExport() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { filters: Params; labels: LogExportLabels }): Promise<LogExportJob> =>
      call(
        '/a/sys/log/logExport',
        { method: 'POST', params: { ...p.filters, labels: JSON.stringify(p.labels) } },
        (v) => logExportJob.parse(v),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logKeys.scrolls(user.id) }),
    meta: { quiet: true },
  });
}

const settled = (job: LogExportJob | undefined) => job?.state === 'done' || job?.state === 'failed';

/** GET /a/sys/log/logExportProgress, every half second until the export is done or failed. */
export function useExportProgress(id: string | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: logKeys.export(user.id, id ?? ''),
    queryFn: ({ signal }) =>
      call('/a/sys/log/logExportProgress', { params: { id }, signal }, (v) => logExportJob.parse(v)),
    enabled: id !== null,
    refetchInterval: (q) => (settled(q.state.data) ? false : 500),
    staleTime: Infinity,
    meta: { quiet: true },
  });
}

/**
 * GET /a/sys/log/logExportFile: fetches the finished file and hands it to the browser as a
 * download under its name. An error answer is JSON, a file is not.
 */
export async function downloadExport(job: LogExportJob): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}/a/sys/log/logExportFile?id=${encodeURIComponent(job.id)}`, {
      credentials: 'same-origin',
      headers: { [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE },
    });
  } catch (err) {
    throw new ApiError(NETWORK_ERROR, err instanceof Error ? err.message : 'network', 0);
  }
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('json')) {
    const body = (await res.json().catch(() => undefined)) as { code?: number; message?: string } | undefined;
    throw new ApiError(body?.code ?? res.status, body?.message ?? res.statusText, res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = job.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled; the object URL can go soon after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
