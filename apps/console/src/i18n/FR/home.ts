import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: 'Bienvenue, {{name}}',
  signedInTo: 'Connecté à {{office}}',
  account: 'Votre compte',
  loginName: 'Identifiant',
  name: 'Nom affiché',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  office: 'Institution',
  roles: 'Rôles',
  noRoles: 'Aucun rôle attribué',
  session: 'Connexion',
  lastSignIn: 'Dernière connexion',
  firstSignIn: 'Première connexion',
  lastSignInIp: 'Connecté depuis',
  sessionExpires: 'Expiration de la session',
  sessionRenews: 'Prolongée tant que vous travaillez',
  timeZone: 'Fuseau horaire',
  access: 'Accès',
  permissionCount: 'Autorisations détenues',
  roleCount: 'Rôles détenus',
};
