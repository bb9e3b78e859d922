import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: 'Profilo',
  changeAvatar: 'Cambia l’avatar',
  avatarHelp: 'PNG, JPEG, GIF o WebP, al massimo {{max}} MB.',
  avatarSaved: 'Avatar cambiato',
  loginName: 'Nome di accesso',
  office: 'Organizzazione',
  roles: 'Ruoli',
  name: 'Nome visualizzato',
  email: 'E-mail',
  phone: 'Telefono',
  codeFor: 'Codice inviato a {{target}}',
  emailCode: 'Codice per il nuovo indirizzo e-mail',
  phoneCode: 'Codice per il nuovo numero di telefono',
  save: 'Salva',
  saved: 'Profilo salvato',
  password: 'Password',
  passwordIntro: 'Dopo il cambio le altre sessioni terminano; questa resta connessa.',
  weakPassword: 'La tua password non rispetta la politica attuale: cambiala.',
  changePassword: 'Cambia la password',
  passwordChanged: 'Password cambiata',
};
