import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: 'Accès interdit',
  forbidden: 'Désolé, vous n’êtes pas autorisé à ouvrir cette page.',
  routeDenied: 'Vous n’avez pas accès à cette page ; contactez l’administrateur',
  notFoundTitle: 'Page introuvable',
  notFound: 'Désolé, la page que vous recherchez n’existe pas.',
  sessionExpiredTitle: 'Session expirée',
  signInAgain: 'Se reconnecter',
  errorTitle: 'Une erreur s’est produite',
  error: 'La page n’a pas pu être affichée. Rechargez-la pour réessayer.',
  reload: 'Recharger',
  serverError: 'Désolé, le serveur a signalé une erreur.',
};
