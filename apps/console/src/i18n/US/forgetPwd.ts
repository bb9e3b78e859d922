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
  noWay:
    'This account has no e-mail address or phone that codes can be sent to. Ask your administrator to reset the password.',
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
