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
  /** Said after a send: the same whether or not the address has an account (its owner then gets a notice). */
  codeSent: {
    email:
      'A message was sent to {{target}}: it holds the code, or, if the address already has an account, says how to sign in.',
    sms: 'A text message was sent to {{target}}: it holds the code, or, if the number already has an account, says how to sign in.',
  },
  codeInOutbox:
    'No mail server is configured: the message for {{target}} waits in the mail outbox of the system settings. Ask your administrator for it.',
};

declare global {
  interface ConsoleTexts {
    register: typeof register;
  }
}
