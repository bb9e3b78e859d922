import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: 'Console d’affichage dynamique',
  language: 'Langue',
  loading: 'Chargement…',
  pageLoading: 'Chargement de la page',
  retry: 'Réessayer',
  noPermission: 'Aucune autorisation',
  noOperationPermission: 'Vous n’êtes pas autorisé à effectuer cette opération',
  account: 'Compte',
  signOut: 'Se déconnecter',
  backHome: 'Retour à l’accueil',
  notSet: 'Non défini',
  copyright: '© {{year}} APM, plateforme d’affichage dynamique',
};
