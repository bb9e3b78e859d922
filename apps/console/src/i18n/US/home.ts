/** The home page: the signed-in user's own facts. */
export const home = {
  welcome: 'Welcome, {{name}}',
  signedInTo: 'Signed in to {{office}}',
  account: 'Your account',
  loginName: 'Login name',
  name: 'Display name',
  email: 'E-mail',
  phone: 'Phone',
  office: 'Institution',
  roles: 'Roles',
  noRoles: 'No role assigned',
  session: 'Sign-in',
  lastSignIn: 'Last sign-in',
  firstSignIn: 'First sign-in',
  lastSignInIp: 'Signed in from',
  sessionExpires: 'Session expires',
  sessionRenews: 'Renewed while you work',
  timeZone: 'Time zone',
  access: 'Access',
  permissionCount: 'Permissions held',
  roleCount: 'Roles held',
};

declare global {
  interface ConsoleTexts {
    home: typeof home;
  }
}
