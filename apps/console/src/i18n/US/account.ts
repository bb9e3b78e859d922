/** Texts shared by the sign-in steps, the password forms and the personal center. */
export const account = {
  sendCode: 'Send code',
  resendIn: 'Again in {{seconds}} s',
  codeSent: 'A code was sent to {{target}}.',
  codeInOutbox:
    'No mail server is configured: the code for {{target}} waits in the mail outbox of the system settings. Ask your administrator for it.',
  code: 'Verification code',
  codePlaceholder: '6 digits',
  attemptsLeft: 'Attempts left for this code: {{count}}',
  askNewCode: 'This code can no longer be used: ask for a new one.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm the new password',
  passwordHint: 'At least 8 characters, with letters and digits.',
  passwordHintStrong: 'At least 8 characters, with letters and digits, and a symbol or both upper and lower case.',
  ways: {
    email: 'E-mail',
    sms: 'Text message',
  },
  rules: {
    required: 'Required',
    tooShort: 'Use at least {{min}} characters',
    tooLong: 'Use at most {{max}} characters',
    nameLength: 'Use 3 to 32 characters',
    loginNameChars: 'Use letters, digits and _ . @ - only',
    passwordLetter: 'Add a letter',
    passwordDigit: 'Add a digit',
    passwordWeak: 'Add a symbol, or mix upper and lower case letters',
    passwordReused: 'This password was used recently: choose another',
    passwordMismatch: 'The two passwords differ',
    wrongPassword: 'The current password is wrong',
    emailTaken: 'This e-mail address belongs to another user',
    phoneTaken: 'This phone number belongs to another user',
    loginNameTaken: 'This login name is taken',
    email: 'Enter a valid e-mail address',
    phoneFormat: 'Enter a phone number (digits, spaces, + ( ) -)',
    codeFormat: 'Enter the 6-digit code',
    sameAddress: 'This is your current address already',
    notAnImage: 'Choose a PNG, JPEG, GIF or WebP picture',
    fileTooLarge: 'The picture is too large (at most {{max}} MB)',
    needChannel: 'Switch on a way to send codes that works (e-mail with a mail server) first',
    ownContactMissing: 'Add an address to your own account first, or you could not sign in yourself',
    hostName: 'Enter a host name such as smtp.example.com',
  },
};

declare global {
  interface ConsoleTexts {
    account: typeof account;
  }
}
