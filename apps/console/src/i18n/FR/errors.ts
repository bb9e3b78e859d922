import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: 'Terminé',
  validation: 'La requête n’est pas valide',
  noPermission: 'Aucune autorisation',
  denied: 'Requête refusée',
  notFound: 'Introuvable',
  conflict: 'L’élément a été modifié ou existe déjà',
  tooManyAttempts: 'Trop de tentatives infructueuses ; réessayez plus tard',
  sessionExpired: 'Connexion non valide, veuillez vous reconnecter',
  internal: 'Erreur du serveur',
  badCredentials: 'Nom d’utilisateur ou mot de passe incorrect',
  captchaRequired: 'Saisissez les caractères affichés dans l’image',
  captchaWrong: 'Les caractères ne correspondent pas à l’image',
  alreadyInitialised: 'Le système est déjà initialisé',
  accountDisabled: 'Ce compte est désactivé',
  badEncryption: 'Les identifiants n’ont pas pu être déchiffrés ; rechargez la page',
  network: 'Le serveur est injoignable ; vérifiez la connexion réseau',
  timeout: 'Le serveur n’a pas répondu à temps',
  unexpected: 'Une erreur s’est produite ; réessayez',
};
