import {
  answerSchema,
  API_PREFIX,
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  ErrorCodes,
  TIME_ZONE_HEADER,
  type Answer,
  type Endpoint,
  type Envelope,
  type InputOf,
} from '@apm/contract';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from './ApiError';
import { REQUEST_TIMEOUT_MS, settle } from './envelope';
import { englishMessages } from './zodMessages';

/**
 * The console's one way to call the server: through the contract's endpoint definitions, so the
 * path, method, input and the check of the answer all come from the definition the server
 * registers. Every call, upload and download goes through the same envelope handling (a gone
 * session sends the user to /logout, an expired password opens the forced change).
 */

export interface CallOptions {
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

const HEADERS = () => ({ [TIME_ZONE_HEADER]: browserTimeZone(), [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE });

function encode(input: unknown): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) out.append(k, String(v));
  }
  return out;
}

function address(e: Endpoint, query: URLSearchParams | undefined): string {
  const q = query && [...query].length > 0 ? `?${query}` : '';
  return `${API_PREFIX}${e.path}${q}`;
}

/** The address of a download endpoint with its input, for what a page shows by address (a picture). */
export const urlOf = <E extends Endpoint>(e: E, input?: InputOf<E>): string => address(e, encode(input));

/** The answer's fields, checked by the endpoint's schema: a server that broke the contract is a server error. */
async function answerOf<E extends Endpoint>(e: E, body: Envelope): Promise<Answer<E>> {
  const parsed = answerSchema(e).safeParse(body);
  if (parsed.success) return parsed.data as Answer<E>;
  // Checked again once zod's English messages are there, for the log to say what is wrong.
  await englishMessages();
  console.error(`Unexpected answer from ${e.method} ${e.path}`, answerSchema(e).safeParse(body).error);
  throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, 200);
}

/** Runs `run` with a signal that the caller's signal and the five-minute timeout (spec 9) both abort. */
async function withTimeout<T>(signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) controller.abort();
  try {
    return await run(controller.signal);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (timedOut) throw new ApiError(TIMEOUT_ERROR, 'timeout', 0);
    // A cancellation by the caller is not a failure to report: let it through unchanged.
    if (signal?.aborted) throw err;
    throw new ApiError(NETWORK_ERROR, err instanceof Error ? err.message : 'network', 0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Calls an endpoint: the input as query (GET) or form body (POST); resolves with its checked answer. */
export async function call<E extends Endpoint>(
  e: E,
  input?: InputOf<E>,
  options: CallOptions = {},
): Promise<Answer<E>> {
  const params = encode(input);
  const isGet = e.method === 'GET';
  const response = await withTimeout(options.signal, (signal) =>
    fetch(address(e, isGet ? params : undefined), {
      method: e.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...HEADERS() },
      body: isGet ? undefined : params,
      signal,
    }),
  );
  return answerOf(e, settle(response.status, response.statusText, await bodyOf(response)));
}

export interface UploadOptions extends CallOptions {
  /** How much of the file has gone, 0-100. */
  onProgress?: (percent: number) => void;
}

/**
 * Uploads one file (multipart field `file`) to an upload endpoint, the rest of the input in the
 * query; reports progress. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function upload<E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  file: Blob,
  options: UploadOptions = {},
): Promise<Answer<E>> {
  return new Promise<Answer<E>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(e.method, address(e, encode(input)));
    for (const [k, v] of Object.entries(HEADERS())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (p) => p.lengthComputable && options.onProgress?.(Math.round((p.loaded / p.total) * 100));
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 'network', 0));
    xhr.onabort = () => reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      try {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        resolve(answerOf(e, settle(xhr.status, xhr.statusText, body)));
      } catch (err) {
        reject(err);
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1];
}

/**
 * Downloads what a download endpoint answers and hands it to the browser as a file, under the
 * server's name or `fileName`. An error answer is a JSON envelope and is handled like any call's.
 */
export async function download<E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  options: CallOptions & { fileName?: string } = {},
): Promise<void> {
  const response = await withTimeout(options.signal, (signal) =>
    fetch(address(e, encode(input)), { credentials: 'same-origin', headers: HEADERS(), signal }),
  );
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
    settle(response.status, response.statusText, await bodyOf(response));
    throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, response.status);
  }
  const blob = await withTimeout(options.signal, () => response.blob());
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = options.fileName ?? fileNameOf(response.headers.get('content-disposition')) ?? 'download';
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled; the object URL can go soon after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
