import {
  API_PREFIX,
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  ErrorCodes,
  LOGOUT_MESSAGE,
  TIME_ZONE_HEADER,
  type Envelope,
} from '@apm/contract';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from './ApiError';

/** Spec 9: every call gives up after five minutes. */
export const REQUEST_TIMEOUT_MS = 300_000;

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Query string of a GET, form body of a POST. */
  params?: Params;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
}

let onSessionGone: () => void = () => undefined;

let onPasswordExpired: () => void = () => undefined;

/** Sets what happens when the server says the password has expired (the app opens the forced change). */
export function setPasswordExpiredHandler(handler: () => void): void {
  onPasswordExpired = handler;
}

/** Sets what happens when the server says the session is gone (the app sends the user to /logout). */
export function setSessionGoneHandler(handler: () => void): void {
  onSessionGone = handler;
}

/** Whether an answer means the session is missing or expired (spec 4: message 'logout'). */
export function isSessionGone(body: Pick<Envelope, 'code' | 'message'>): boolean {
  return body.code === ErrorCodes.SESSION_EXPIRED.code || body.message === LOGOUT_MESSAGE;
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

function encode(params: Params | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) out.append(k, String(v));
  return out;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/** On the login page a stale session is expected, so it never redirects there (spec 4). */
function onLoginPage(): boolean {
  return globalThis.location?.pathname === '/login';
}

/**
 * The one way the console talks to the server: form-encoded, same-origin cookies, the
 * time-zone and console headers, a timeout, and the envelope unwrapped. Resolves with the
 * envelope when code is 0; otherwise rejects with an ApiError (after handing a gone session
 * to the session handler). The HTTP status mirrors the code, so the body is read on any status.
 */
export async function request<J = unknown, D = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<J, D>> {
  const method = options.method ?? 'GET';
  const params = encode(options.params);
  const query = method === 'GET' && [...params].length > 0 ? `?${params}` : '';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  if (options.signal?.aborted) controller.abort();

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}${query}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        [TIME_ZONE_HEADER]: browserTimeZone(),
        [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
      },
      body: method === 'POST' ? params : undefined,
      signal: controller.signal,
    });
  } catch (err) {
    if (timedOut) throw new ApiError(TIMEOUT_ERROR, 'timeout', 0);
    // A cancellation by the caller is not a failure to report: let it through unchanged.
    if (options.signal?.aborted) throw err;
    throw new ApiError(NETWORK_ERROR, err instanceof Error ? err.message : 'network', 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return settle(response.status, response.statusText, body) as Envelope<J, D>;
}

/**
 * What every answer goes through: the envelope when its code is 0; otherwise an ApiError, after a
 * gone session is handed to the session handler and an expired password to its handler. The HTTP
 * status mirrors the code, so the body is read on any status.
 */
export function settle(status: number, statusText: string, body: unknown): Envelope {
  if (!isEnvelope(body)) {
    const code = status >= 200 && status < 300 ? ErrorCodes.INTERNAL.code : status;
    throw new ApiError(code, statusText || ErrorCodes.INTERNAL.text, status);
  }
  if (body.code === ErrorCodes.OK.code) return body;
  if (isSessionGone(body) && !onLoginPage()) onSessionGone();
  if (body.code === ErrorCodes.PASSWORD_EXPIRED.code) onPasswordExpired();
  throw new ApiError(body.code, body.message, status, body.jsonObject, body.data);
}

/** A call whose answer is the envelope's jsonObject, checked by `parse` (a contract schema's parse). */
export async function call<T>(path: string, options: RequestOptions, parse: (value: unknown) => T): Promise<T> {
  const envelope = await request(path, options);
  try {
    return parse(envelope.jsonObject);
  } catch (err) {
    // The server broke the contract: report it as a server error rather than render garbage.
    console.error(`Unexpected answer from ${path}`, err);
    throw new ApiError(ErrorCodes.INTERNAL.code, ErrorCodes.INTERNAL.text, 200);
  }
}
