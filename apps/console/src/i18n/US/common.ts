/** Texts shared by the shell and several pages. */
export const common = {
  brand: 'APM',
  tagline: 'Digital signage console',
  language: 'Language',
  loading: 'Loading…',
  pageLoading: 'Loading the page',
  retry: 'Try again',
  noPermission: 'No permission',
  noOperationPermission: 'You do not have permission for this operation',
  account: 'Account',
  signOut: 'Sign out',
  backHome: 'Back home',
  notSet: 'Not set',
  copyright: '© {{year}} APM digital signage platform',
};

declare global {
  interface ConsoleTexts {
    common: typeof common;
  }
}
