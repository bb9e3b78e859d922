import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: 'Aller à la page d’accueil',
  navigation: 'Menu principal',
  collapseMenu: 'Réduire le menu',
  expandMenu: 'Déplier le menu',
  openMenu: 'Ouvrir le menu',
  jumpToV4: 'Version 4.0',
  jumpToV4Hint: 'Ouvrir la version 4.0 dans un nouvel onglet, connecté avec votre compte',
  displaySettings: 'Paramètres d’affichage',
  settingsLoadFailed: 'Les paramètres d’affichage n’ont pas pu être chargés. Rechargez la page, puis réessayez.',
  footerLinks: 'Liens',
  manual: 'Manuel d’utilisation',
  policy: 'Politique de confidentialité',
  phoneTitle: 'Veuillez utiliser un ordinateur',
  phoneText:
    'La console fonctionne uniquement dans le navigateur d’un ordinateur (ou d’une tablette). Ouvrez cette adresse sur un ordinateur pour continuer.',
  pageLoadFailedTitle: 'La page n’a pas pu être chargée',
  pageLoadTimeout: 'La page n’est pas arrivée en deux minutes. Vérifiez la connexion réseau, puis réessayez.',
  pageLoadFailed:
    'Une partie de la console n’a pas pu être téléchargée, peut-être parce qu’elle vient d’être mise à jour. Réessayez pour la charger.',
};
