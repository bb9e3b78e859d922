import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: 'Inscription',
  heading: 'Créer un compte',
  loginName: 'Identifiant',
  loginNameHelp: 'De 3 à 32 lettres, chiffres ou _ . @ - ; il sert à vous connecter.',
  name: 'Nom affiché',
  way: 'Confirmer par',
  email: 'Courriel',
  phone: 'Téléphone',
  password: 'Mot de passe',
  submit: 'S’inscrire',
  closedTitle: 'L’inscription n’est pas ouverte',
  closed: 'Les comptes de ce site sont créés par ses administrateurs.',
  noWayTitle: 'L’inscription est impossible pour le moment',
  noWay: 'Aucun moyen d’envoyer des codes de vérification n’est activé. Adressez-vous à l’administrateur de ce site.',
  doneTitle: 'Votre compte est prêt',
  doneText: 'Connectez-vous avec votre identifiant et votre mot de passe.',
  signIn: 'Se connecter',
  haveAccount: 'Vous avez déjà un compte ? Connectez-vous',
  codeSent: {
    email:
      "Un message a été envoyé à {{target}} : il contient le code ou, si l'adresse a déjà un compte, indique comment se connecter.",
    sms: 'Un SMS a été envoyé à {{target}} : il contient le code ou, si le numéro a déjà un compte, indique comment se connecter.',
  },
  codeInOutbox:
    "Aucun serveur de messagerie n'est configuré : le message pour {{target}} attend dans la boîte d'envoi des paramètres système. Demandez-le à votre administrateur.",
};
