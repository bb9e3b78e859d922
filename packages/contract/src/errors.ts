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
  // 1100-1119: sign-in steps, verification codes, mail and password policy.
  PASSWORD_EXPIRED: {
    code: 1100,
    status: 403,
    key: 'passwordExpired',
    text: 'Your password has expired: change it to go on',
  },
  VERIFICATION_REQUIRED: {
    code: 1101,
    status: 400,
    key: 'verificationRequired',
    text: 'Enter the verification code that was sent to you',
  },
  VERIFICATION_WRONG: {
    code: 1102,
    status: 400,
    key: 'verificationWrong',
    text: 'The verification code is wrong, used or expired',
  },
  CODE_TOO_SOON: {
    code: 1103,
    status: 429,
    key: 'codeTooSoon',
    text: 'A code was sent a moment ago, or too many codes were asked for: wait before asking again',
  },
  SMS_NOT_CONFIGURED: {
    code: 1104,
    status: 400,
    key: 'smsNotConfigured',
    text: 'Text messages are not configured on this server: choose e-mail or ask the administrator',
  },
  CHANNEL_OFF: {
    code: 1105,
    status: 400,
    key: 'channelOff',
    text: 'Codes cannot be sent this way: it is switched off in the system settings',
  },
  CONTACT_MISSING: {
    code: 1106,
    status: 400,
    key: 'contactMissing',
    text: 'This account has no address to send a code to: ask the administrator',
  },
  MAIL_FAILED: {
    code: 1107,
    status: 502,
    key: 'mailFailed',
    text: 'The e-mail could not be sent',
  },
  REGISTRATION_CLOSED: {
    code: 1108,
    status: 403,
    key: 'registrationClosed',
    text: 'Registration is not open on this site',
  },
  DATA_SOURCE_FAILED: {
    code: 1301,
    status: 502,
    key: 'dataSourceFailed',
    text: 'The weather, exchange-rate or data source provider could not be read and nothing is kept from before',
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
