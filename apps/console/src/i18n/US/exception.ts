/** Error pages: forbidden, not found, session expired, failed page. */
export const exception = {
  forbiddenTitle: 'Forbidden',
  forbidden: 'Sorry, you may not open this page.',
  routeDenied: 'You may not access this page; contact the administrator',
  notFoundTitle: 'Page not found',
  notFound: 'Sorry, the page you are looking for does not exist.',
  sessionExpiredTitle: 'Session expired',
  signInAgain: 'Sign in again',
  errorTitle: 'Something went wrong',
  error: 'The page could not be shown. Reload it to try again.',
  reload: 'Reload',
  serverError: 'Sorry, the server reported an error.',
};

declare global {
  interface ConsoleTexts {
    exception: typeof exception;
  }
}
