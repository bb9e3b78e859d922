/** The forced change of an expired password. */
export const passwordExpired = {
  pageTitle: 'Password expired',
  heading: 'Your password has expired',
  intro: 'Choose a new password to continue. Until then the console cannot be used.',
  submit: 'Change the password and continue',
};

declare global {
  interface ConsoleTexts {
    passwordExpired: typeof passwordExpired;
  }
}
