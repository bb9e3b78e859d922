import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: 'Mot de passe oublié',
  heading: 'Réinitialiser votre mot de passe',
  stepAccount: 'Compte',
  stepCode: 'Vérification',
  stepPassword: 'Nouveau mot de passe',
  next: 'Suivant',
  back: 'Retour',
  way: 'Envoyer le code par',
  noWayTitle: 'Impossible de réinitialiser le mot de passe ici',
  noWay:
    'Ce compte n’a ni adresse électronique ni téléphone pour recevoir des codes. Demandez à votre administrateur de réinitialiser le mot de passe.',
  setPassword: 'Définir le nouveau mot de passe',
  tokenGone: 'La vérification a expiré : demandez un nouveau code.',
  doneTitle: 'Mot de passe modifié',
  doneText: 'Connectez-vous avec votre nouveau mot de passe.',
  signIn: 'Se connecter',
  backToSignIn: 'Retour à la connexion',
};
