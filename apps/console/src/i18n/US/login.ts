/** The sign-in page. */
export const login = {
  pageTitle: 'Sign in',
  heading: 'Sign in to the console',
  userName: 'User name',
  userNameRequired: 'Enter your user name',
  password: 'Password',
  passwordRequired: 'Enter your password',
  captcha: 'Verification code',
  captchaRequired: 'Enter the characters shown in the picture',
  captchaPicture: 'Verification picture',
  captchaRefresh: 'Click the picture for a new one',
  submit: 'Sign in',
  failed: 'Sign-in failed',
  unavailable: 'The console cannot start',
  secondStepCode: 'Sign-in code',
  codeWay: 'Send the code by',
  codeHelp: 'Sign-in asks for a code: send it, then enter it here.',
  noCodeWay: 'No way to send codes is available. Ask your administrator.',
  forgotPassword: 'Forgot password?',
  register: 'Create an account',
  sso: {
    title: 'Single sign-on',
    signingIn: 'Signing you in…',
    failedTitle: 'The sign-on link does not work',
    failed: 'It has been used already or has expired. Sign in with your user name and password.',
    signIn: 'Go to sign-in',
  },
};

declare global {
  interface ConsoleTexts {
    login: typeof login;
  }
}
