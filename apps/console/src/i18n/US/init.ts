/** The system initialisation page (first start). */
export const init = {
  pageTitle: 'System initialisation',
  heading: 'Set up the platform',
  intro:
    'This is the first start of the platform. Create the platform institution and its administrator; you will sign in with this account afterwards.',
  organisation: 'Institution',
  administrator: 'Administrator',
  officeName: 'Institution name',
  loginName: 'Administrator login name',
  loginNameHelp: '3 to 32 characters: letters, digits and _ . @ -',
  name: 'Display name',
  password: 'Password',
  passwordHelp: '8 to 64 characters, with at least one letter and one digit',
  confirmPassword: 'Confirm password',
  email: 'E-mail',
  emailHelp: 'Optional',
  submit: 'Initialise',
  failed: 'The platform could not be initialised',
  done: 'The platform is ready. Sign in with the administrator account.',
  rules: {
    required: 'This field is required',
    tooShort: 'Use at least {{min}} characters',
    tooLong: 'Use at most {{max}} characters',
    passwordLetter: 'The password needs at least one letter',
    passwordDigit: 'The password needs at least one digit',
    loginNameChars: 'Use only letters, digits and _ . @ -',
    email: 'Enter a valid e-mail address',
    passwordMismatch: 'The two passwords do not match',
    invalid: 'This value is not valid',
  },
};

declare global {
  interface ConsoleTexts {
    init: typeof init;
  }
}
