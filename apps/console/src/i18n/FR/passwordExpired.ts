import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: 'Mot de passe expiré',
  heading: 'Votre mot de passe a expiré',
  intro: 'Choisissez un nouveau mot de passe pour continuer. D’ici là, la console est inutilisable.',
  submit: 'Changer le mot de passe et continuer',
};
