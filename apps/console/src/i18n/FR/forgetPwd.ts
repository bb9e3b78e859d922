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
    "Aucun moyen d'envoyer des codes de vérification n'est activé. Demandez à votre administrateur de réinitialiser le mot de passe.",
  wayOnFile: {
    email: "E-mail, à l'adresse du compte",
    sms: 'SMS, au téléphone du compte',
  },
  codeSent: {
    email: "Si {{name}} est un compte doté d'une adresse e-mail, un code a été envoyé à cette adresse.",
    sms: "Si {{name}} est un compte doté d'un numéro de téléphone, un code a été envoyé à ce téléphone.",
  },
  codeInOutbox:
    "Aucun serveur de messagerie n'est configuré : si {{name}} est un compte doté d'une adresse e-mail, son code attend dans la boîte d'envoi des paramètres système. Demandez-le à votre administrateur.",
  setPassword: 'Définir le nouveau mot de passe',
  tokenGone: 'La vérification a expiré : demandez un nouveau code.',
  doneTitle: 'Mot de passe modifié',
  doneText: 'Connectez-vous avec votre nouveau mot de passe.',
  signIn: 'Se connecter',
  backToSignIn: 'Retour à la connexion',
};
