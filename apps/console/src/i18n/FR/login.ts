import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: 'Connexion',
  heading: 'Connexion à la console',
  userName: 'Nom d’utilisateur',
  userNameRequired: 'Saisissez votre nom d’utilisateur',
  password: 'Mot de passe',
  passwordRequired: 'Saisissez votre mot de passe',
  captcha: 'Code de vérification',
  captchaRequired: 'Saisissez les caractères affichés dans l’image',
  captchaPicture: 'Image de vérification',
  captchaRefresh: 'Cliquez sur l’image pour en obtenir une nouvelle',
  submit: 'Se connecter',
  failed: 'Échec de la connexion',
  unavailable: 'La console ne peut pas démarrer',
  sso: {
    title: 'Authentification unique',
    signingIn: 'Connexion en cours…',
    failedTitle: 'Le lien de connexion ne fonctionne pas',
    failed: "Il a déjà été utilisé ou a expiré. Connectez-vous avec votre nom d'utilisateur et votre mot de passe.",
    signIn: 'Aller à la connexion',
  },
};
