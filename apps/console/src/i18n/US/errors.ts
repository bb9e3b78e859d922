/** Messages of the response codes (`errors.<key>` of the contract's ErrorCodes), and client-side failures. */
export const errors = {
  ok: 'Done',
  validation: 'The request is not valid',
  noPermission: 'No permission',
  denied: 'Request denied',
  notFound: 'Not found',
  conflict: 'It was changed or exists already',
  tooManyAttempts: 'Too many failed attempts; try again later',
  sessionExpired: 'Login invalid, please log in again',
  internal: 'Server error',
  badCredentials: 'Wrong user name or password',
  captchaRequired: 'Enter the characters shown in the picture',
  captchaWrong: 'The characters do not match the picture',
  alreadyInitialised: 'The system is initialised already',
  accountDisabled: 'This account is disabled',
  badEncryption: 'The credentials could not be decrypted; reload the page',
  passwordExpired: 'Your password has expired: change it to go on',
  verificationRequired: 'Enter the verification code that was sent to you',
  verificationWrong: 'The verification code is wrong, used or expired',
  codeTooSoon: 'A code was sent a moment ago, or too many were asked for: wait a little',
  smsNotConfigured: 'Text messages are not configured on this server: choose e-mail or ask the administrator',
  channelOff: 'Codes cannot be sent this way: it is switched off in the system settings',
  contactMissing: 'This account has no address to send a code to: ask the administrator',
  mailFailed: 'The e-mail could not be sent: try again later or ask the administrator',
  registrationClosed: 'Registration is not open on this site',
  dataSourceFailed: 'The weather or exchange-rate service could not be reached, and no earlier values are kept',
  network: 'The server cannot be reached; check the network connection',
  timeout: 'The server did not answer in time',
  unexpected: 'Something went wrong; try again',
};

declare global {
  interface ConsoleTexts {
    errors: typeof errors;
  }
}
