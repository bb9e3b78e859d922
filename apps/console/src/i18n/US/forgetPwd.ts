/** The forgotten-password page. */
export const forgetPwd = {
  pageTitle: 'Forgot password',
  heading: 'Reset your password',
  stepAccount: 'Account',
  stepCode: 'Verification',
  stepPassword: 'New password',
  next: 'Next',
  back: 'Back',
  way: 'Send the code by',
  noWayTitle: 'No way to reset the password here',
  noWay: 'No way to send verification codes is switched on. Ask your administrator to reset the password.',
  /** The ways of the account page: no address is told (the answer is the same for every name). */
  wayOnFile: {
    email: 'E-mail, to the address of the account',
    sms: 'Text message, to the phone of the account',
  },
  /** Said after a send: the server does not tell whether the name is an account. */
  codeSent: {
    email: 'If {{name}} is an account with an e-mail address, a code was sent to that address.',
    sms: 'If {{name}} is an account with a phone number, a code was sent to that phone.',
  },
  codeInOutbox:
    'No mail server is configured: if {{name}} is an account with an e-mail address, its code waits in the mail outbox of the system settings. Ask your administrator for it.',
  setPassword: 'Set the new password',
  tokenGone: 'The verification has expired: ask for a new code.',
  doneTitle: 'Password changed',
  doneText: 'Sign in with your new password.',
  signIn: 'Sign in',
  backToSignIn: 'Back to sign-in',
};

declare global {
  interface ConsoleTexts {
    forgetPwd: typeof forgetPwd;
  }
}
