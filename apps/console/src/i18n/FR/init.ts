import type { init as US } from '../US/init';

export const init: typeof US = {
  pageTitle: 'Initialisation du système',
  heading: 'Configurer la plateforme',
  intro:
    'Il s’agit du premier démarrage de la plateforme. Créez l’institution de la plateforme et son administrateur ; vous vous connecterez ensuite avec ce compte.',
  organisation: 'Institution',
  administrator: 'Administrateur',
  officeName: 'Nom de l’institution',
  loginName: 'Identifiant de l’administrateur',
  loginNameHelp: 'De 3 à 32 caractères : lettres, chiffres et _ . @ -',
  name: 'Nom affiché',
  password: 'Mot de passe',
  passwordHelp: 'De 8 à 64 caractères, dont au moins une lettre et un chiffre',
  confirmPassword: 'Confirmer le mot de passe',
  email: 'Adresse e-mail',
  emailHelp: 'Facultatif',
  submit: 'Initialiser',
  failed: 'La plateforme n’a pas pu être initialisée',
  done: 'La plateforme est prête. Connectez-vous avec le compte administrateur.',
  rules: {
    required: 'Ce champ est obligatoire',
    tooShort: 'Saisissez au moins {{min}} caractères',
    tooLong: 'Saisissez au plus {{max}} caractères',
    passwordLetter: 'Le mot de passe doit contenir au moins une lettre',
    passwordDigit: 'Le mot de passe doit contenir au moins un chiffre',
    loginNameChars: 'Utilisez uniquement des lettres, des chiffres et _ . @ -',
    email: 'Saisissez une adresse e-mail valide',
    passwordMismatch: 'Les deux mots de passe ne correspondent pas',
    invalid: 'Cette valeur n’est pas valide',
  },
};
