import type { account as US } from '../US/account';

export const account: typeof US = {
  sendCode: 'Envoyer le code',
  resendIn: 'De nouveau dans {{seconds}} s',
  codeSent: 'Un code a été envoyé à {{target}}.',
  codeInOutbox:
    'Aucun serveur de messagerie n’est configuré : le code pour {{target}} attend dans la boîte d’envoi des paramètres système. Demandez-le à votre administrateur.',
  code: 'Code de vérification',
  codePlaceholder: '6 chiffres',
  attemptsLeft: 'Essais restants pour ce code : {{count}}',
  askNewCode: 'Ce code ne peut plus servir : demandez-en un nouveau.',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmez le nouveau mot de passe',
  passwordHint: 'Au moins 8 caractères, avec des lettres et des chiffres.',
  passwordHintStrong:
    'Au moins 8 caractères, avec des lettres et des chiffres, et un symbole ou des majuscules et des minuscules.',
  ways: {
    email: 'Courriel',
    sms: 'SMS',
  },
  rules: {
    required: 'Obligatoire',
    tooShort: 'Utilisez au moins {{min}} caractères',
    tooLong: 'Utilisez au plus {{max}} caractères',
    nameLength: 'Utilisez de 3 à 32 caractères',
    loginNameChars: 'Utilisez uniquement des lettres, des chiffres et _ . @ -',
    passwordLetter: 'Ajoutez une lettre',
    passwordDigit: 'Ajoutez un chiffre',
    passwordWeak: 'Ajoutez un symbole, ou mélangez majuscules et minuscules',
    passwordReused: 'Ce mot de passe a été utilisé récemment : choisissez-en un autre',
    passwordMismatch: 'Les deux mots de passe diffèrent',
    wrongPassword: 'Le mot de passe actuel est erroné',
    emailTaken: 'Cette adresse électronique appartient à un autre utilisateur',
    phoneTaken: 'Ce numéro de téléphone appartient à un autre utilisateur',
    loginNameTaken: 'Cet identifiant est déjà pris',
    email: 'Saisissez une adresse électronique valide',
    phoneFormat: 'Saisissez un numéro de téléphone (chiffres, espaces, + ( ) -)',
    codeFormat: 'Saisissez le code à 6 chiffres',
    sameAddress: 'C’est déjà votre adresse actuelle',
    notAnImage: 'Choisissez une image PNG, JPEG, GIF ou WebP',
    fileTooLarge: 'L’image est trop grande ({{max}} Mo au plus)',
    needChannel: 'Activez d’abord un moyen d’envoi des codes qui fonctionne (courriel avec un serveur de messagerie)',
    ownContactMissing:
      'Ajoutez d’abord une adresse à votre propre compte, sinon vous ne pourriez plus vous connecter vous-même',
    hostName: 'Saisissez un nom d’hôte comme smtp.example.com',
  },
};
