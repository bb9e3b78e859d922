/** The system settings page. */
export const sysSetting = {
  save: 'Save',
  saved: 'Settings saved',
  signInTitle: 'Sign-in and verification',
  smtpVerifyCodeOpen: 'Codes by e-mail',
  smtpVerifyCodeOpenHelp: 'Verification codes (second step, forgotten passwords, registration) may be sent by e-mail.',
  smsVerifyCodeOpen: 'Codes by text message',
  smsVerifyCodeOpenHelp: 'Verification codes may be sent by text message.',
  smsUnavailable: 'This server has no text-message provider configured, so codes cannot be sent by text message.',
  loginSecondStep: 'Second sign-in step',
  loginSecondStepHelp:
    'After the password, sign-in asks for a code sent to the user. Users without an address for an enabled way cannot sign in.',
  landingEncryption: 'Encrypt sign-in credentials',
  landingEncryptionHelp:
    "The login page encrypts the user name and password with the server's public key (RSA) before sending them. Turn it on where the console is reached without HTTPS.",
  mailTitle: 'Mail server',
  mailIntro:
    'Mail goes through this SMTP server. Without one, mails wait in the outbox below, where an administrator can read them.',
  smtpHost: 'SMTP server',
  smtpHostHelp: 'Leave empty to keep mails in the outbox.',
  smtpPort: 'Port',
  smtpSecure: 'TLS from the start',
  smtpSecureHelp: 'On for port 465. Off: the connection switches to TLS when the server offers it (port 587 or 25).',
  smtpUser: 'User name',
  smtpPassword: 'Password',
  smtpPasswordSaved: 'Saved (not shown)',
  smtpPasswordKept: 'Leave empty to keep the saved password.',
  smtpPasswordClear: 'Remove the saved password',
  smtpFrom: 'Sender address',
  smtpFromHelp: 'The address mails come from; the server must accept it.',
  testTitle: 'Test mail',
  testTo: 'Send a test mail to',
  sendTest: 'Send test mail',
  testNeedsServer: 'Enter a mail server above to send a test mail.',
  testSent: 'The test mail was accepted for {{to}}.',
  testFailed: 'The test mail could not be sent',
  conversionTitle: 'Video and sound conversion',
  transcodeConcurrency: 'Conversions at once',
  transcodeConcurrencyHelp:
    'How many conversions (ffmpeg, several processor cores each) each server process runs at the same time, 1 to {{max}}. A change applies to the conversions that start next.',
  transcodeConcurrencyRange: 'Enter a whole number from 1 to {{max}}',
  passwordTitle: 'Password policy',
  strong: 'Strong passwords',
  strongHelp:
    'New passwords need, besides 8 characters with letters and digits, a symbol or both upper and lower case letters.',
  pwdExpireDays: 'Passwords expire after',
  pwdExpireDaysHelp: '0: never. An expired password must be changed right after sign-in.',
  days: 'days',
  pwdHistoryCount: 'Earlier passwords refused',
  pwdHistoryCountHelp: 'How many of the latest passwords, the current one included, may not be chosen again; 0: none.',
  outboxTitle: 'Mail outbox',
  outboxIntro: 'Mails that were not delivered: kept while no mail server is configured, or refused by it.',
  outboxEmpty: 'No mail is waiting',
  statusAll: 'All',
  statusNotConfigured: 'No mail server',
  statusFailed: 'Sending failed',
  mailTime: 'Time',
  mailTo: 'To',
  mailSubject: 'Subject',
  mailStatus: 'Status',
  mailError: 'Error',
  view: 'View',
  mailTitleOne: 'Mail',
  close: 'Close',
  refresh: 'Refresh',
  total: '{{count}} mails',
};

declare global {
  interface ConsoleTexts {
    sysSetting: typeof sysSetting;
  }
}
