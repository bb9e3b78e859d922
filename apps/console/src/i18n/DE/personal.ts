import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: 'Profil',
  changeAvatar: 'Avatar ändern',
  avatarHelp: 'PNG, JPEG, GIF oder WebP, höchstens {{max}} MB.',
  avatarSaved: 'Avatar geändert',
  loginName: 'Anmeldename',
  office: 'Institution',
  roles: 'Rollen',
  name: 'Anzeigename',
  email: 'E-Mail',
  phone: 'Telefon',
  codeFor: 'Code an {{target}}',
  emailCode: 'Code für die neue E-Mail-Adresse',
  phoneCode: 'Code für die neue Telefonnummer',
  save: 'Speichern',
  saved: 'Profil gespeichert',
  password: 'Passwort',
  passwordIntro: 'Nach der Änderung enden Ihre anderen Sitzungen; diese bleibt angemeldet.',
  weakPassword: 'Ihr Passwort erfüllt die aktuelle Passwortrichtlinie nicht: Ändern Sie es.',
  changePassword: 'Passwort ändern',
  passwordChanged: 'Passwort geändert',
};
