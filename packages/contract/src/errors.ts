/**
 * The one table of response codes. `code` 0 is success; every other code has the
 * HTTP status the server answers with and the i18n key the console shows
 * (`errors.<key>`). The English text is what API clients read in `message`.
 */
export const ErrorCodes = {
  OK: { code: 0, status: 200, key: 'ok', text: 'OK' },
  VALIDATION: { code: 400, status: 400, key: 'validation', text: 'The request is not valid' },
  NO_PERMISSION: { code: 401, status: 401, key: 'noPermission', text: 'No permission' },
  DENIED: { code: 403, status: 403, key: 'denied', text: 'Request denied' },
  NOT_FOUND: { code: 404, status: 404, key: 'notFound', text: 'Not found' },
  CONFLICT: { code: 409, status: 409, key: 'conflict', text: 'It was changed or exists already' },
  TOO_MANY_ATTEMPTS: {
    code: 429,
    status: 429,
    key: 'tooManyAttempts',
    text: 'Too many failed attempts; try again later',
  },
  SESSION_EXPIRED: { code: 440, status: 401, key: 'sessionExpired', text: 'logout' },
  INTERNAL: { code: 500, status: 500, key: 'internal', text: 'Server error' },
  BAD_CREDENTIALS: {
    code: 1001,
    status: 400,
    key: 'badCredentials',
    text: 'Wrong user name or password',
  },
  CAPTCHA_REQUIRED: {
    code: 1002,
    status: 400,
    key: 'captchaRequired',
    text: 'Enter the characters shown in the picture',
  },
  CAPTCHA_WRONG: {
    code: 1003,
    status: 400,
    key: 'captchaWrong',
    text: 'The characters do not match the picture',
  },
  ALREADY_INITIALISED: {
    code: 1004,
    status: 409,
    key: 'alreadyInitialised',
    text: 'The system is initialised already',
  },
  ACCOUNT_DISABLED: { code: 1005, status: 403, key: 'accountDisabled', text: 'This account is disabled' },
  BAD_ENCRYPTION: {
    code: 1006,
    status: 400,
    key: 'badEncryption',
    text: 'The credentials could not be decrypted; reload the page',
  },
} as const;

export type ErrorName = keyof typeof ErrorCodes;
export type ErrorCode = (typeof ErrorCodes)[ErrorName]['code'];

/** The message the server sends when the session is missing or expired (spec 4). */
export const LOGOUT_MESSAGE = 'logout';

const byCode = new Map<number, (typeof ErrorCodes)[ErrorName]>(Object.values(ErrorCodes).map((e) => [e.code, e]));

/** The i18n key of a response code, or undefined for an unknown code. */
export function errorKeyOf(code: number): string | undefined {
  return byCode.get(code)?.key;
}
