import { ErrorCodes, LOGOUT_MESSAGE, type Envelope } from '@apm/contract';
import { ApiError } from './ApiError';

/** Spec 9: every call gives up after five minutes. */
export const REQUEST_TIMEOUT_MS = 300_000;

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

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/** On the login page a stale session is expected, so it never redirects there (spec 4). */
function onLoginPage(): boolean {
  return globalThis.location?.pathname === '/login';
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
