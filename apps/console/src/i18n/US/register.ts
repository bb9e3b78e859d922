/** The registration page. */
export const register = {
  pageTitle: 'Register',
  heading: 'Create an account',
  loginName: 'Login name',
  loginNameHelp: '3 to 32 letters, digits or _ . @ -; you sign in with it.',
  name: 'Display name',
  way: 'Confirm by',
  email: 'E-mail',
  phone: 'Phone',
  password: 'Password',
  submit: 'Register',
  closedTitle: 'Registration is not open',
  closed: 'Accounts on this site are created by its administrators.',
  noWayTitle: 'Registration is not possible right now',
  noWay: 'No way to send verification codes is switched on. Ask the administrator of this site.',
  doneTitle: 'Your account is ready',
  doneText: 'Sign in with your login name and password.',
  signIn: 'Sign in',
  haveAccount: 'Already have an account? Sign in',
};

declare global {
  interface ConsoleTexts {
    register: typeof register;
  }
}
