import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: 'Profil',
  changeAvatar: 'Changer l’avatar',
  avatarHelp: 'PNG, JPEG, GIF ou WebP, {{max}} Mo au plus.',
  avatarSaved: 'Avatar changé',
  loginName: 'Identifiant',
  office: 'Institution',
  roles: 'Rôles',
  name: 'Nom affiché',
  email: 'Courriel',
  phone: 'Téléphone',
  codeFor: 'Code envoyé à {{target}}',
  emailCode: 'Code de la nouvelle adresse électronique',
  phoneCode: 'Code du nouveau numéro de téléphone',
  save: 'Enregistrer',
  saved: 'Profil enregistré',
  password: 'Mot de passe',
  passwordIntro: 'Après le changement, vos autres sessions se terminent ; celle-ci reste connectée.',
  weakPassword: 'Votre mot de passe ne respecte pas la politique actuelle : changez-le.',
  changePassword: 'Changer le mot de passe',
  passwordChanged: 'Mot de passe changé',
};
