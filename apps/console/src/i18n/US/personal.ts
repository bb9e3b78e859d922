/** The personal center. */
export const personal = {
  profile: 'Profile',
  changeAvatar: 'Change the avatar',
  avatarHelp: 'PNG, JPEG, GIF or WebP, at most {{max}} MB.',
  avatarSaved: 'Avatar changed',
  loginName: 'Login name',
  office: 'Institution',
  roles: 'Roles',
  name: 'Display name',
  email: 'E-mail',
  phone: 'Phone',
  codeFor: 'Code sent to {{target}}',
  emailCode: 'Code for the new e-mail address',
  phoneCode: 'Code for the new phone number',
  save: 'Save',
  saved: 'Profile saved',
  password: 'Password',
  passwordIntro: 'After the change, your other sessions end; this one stays signed in.',
  weakPassword: 'Your password does not meet the current password policy: change it.',
  changePassword: 'Change the password',
  passwordChanged: 'Password changed',
};

declare global {
  interface ConsoleTexts {
    personal: typeof personal;
  }
}
