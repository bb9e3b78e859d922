/** Keys whose Italian text is legitimately the same as the English one: loanwords that are the Italian terms. */
export const sameAsUs: string[] = [
  // "Account" is the Italian word for a user account.
  'common.account',
  // "Password" is the Italian word for a password.
  'login.password',
  'init.password',
];
