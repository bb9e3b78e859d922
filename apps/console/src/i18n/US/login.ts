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
};
