import type { account as US } from '../US/account';

export const account: typeof US = {
  sendCode: 'Code senden',
  resendIn: 'Erneut in {{seconds}} s',
  codeSent: 'Ein Code wurde an {{target}} gesendet.',
  codeInOutbox:
    'Es ist kein Mailserver eingerichtet: Der Code für {{target}} liegt im Postausgang der Systemeinstellungen. Fragen Sie Ihren Administrator danach.',
  code: 'Bestätigungscode',
  codePlaceholder: '6 Ziffern',
  attemptsLeft: 'Verbleibende Versuche für diesen Code: {{count}}',
  askNewCode: 'Dieser Code kann nicht mehr verwendet werden: Fordern Sie einen neuen an.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Neues Passwort bestätigen',
  passwordHint: 'Mindestens 8 Zeichen, mit Buchstaben und Ziffern.',
  passwordHintStrong:
    'Mindestens 8 Zeichen, mit Buchstaben und Ziffern sowie einem Sonderzeichen oder Groß- und Kleinbuchstaben.',
  ways: {
    email: 'E-Mail',
    sms: 'SMS',
  },
  rules: {
    required: 'Pflichtfeld',
    tooShort: 'Mindestens {{min}} Zeichen',
    tooLong: 'Höchstens {{max}} Zeichen',
    nameLength: '3 bis 32 Zeichen',
    loginNameChars: 'Nur Buchstaben, Ziffern und _ . @ -',
    passwordLetter: 'Fügen Sie einen Buchstaben hinzu',
    passwordDigit: 'Fügen Sie eine Ziffer hinzu',
    passwordWeak: 'Fügen Sie ein Sonderzeichen hinzu oder mischen Sie Groß- und Kleinbuchstaben',
    passwordReused: 'Dieses Passwort wurde kürzlich verwendet: Wählen Sie ein anderes',
    passwordMismatch: 'Die beiden Passwörter stimmen nicht überein',
    wrongPassword: 'Das aktuelle Passwort ist falsch',
    emailTaken: 'Diese E-Mail-Adresse gehört einem anderen Benutzer',
    phoneTaken: 'Diese Telefonnummer gehört einem anderen Benutzer',
    loginNameTaken: 'Dieser Anmeldename ist vergeben',
    email: 'Geben Sie eine gültige E-Mail-Adresse ein',
    phoneFormat: 'Geben Sie eine Telefonnummer ein (Ziffern, Leerzeichen, + ( ) -)',
    codeFormat: 'Geben Sie den 6-stelligen Code ein',
    sameAddress: 'Das ist bereits Ihre aktuelle Adresse',
    notAnImage: 'Wählen Sie ein PNG-, JPEG-, GIF- oder WebP-Bild',
    fileTooLarge: 'Das Bild ist zu groß (höchstens {{max}} MB)',
    needChannel: 'Schalten Sie zuerst einen funktionierenden Versandweg für Codes ein (E-Mail mit Mailserver)',
    ownContactMissing:
      'Hinterlegen Sie zuerst eine Adresse in Ihrem eigenen Konto, sonst könnten Sie sich selbst nicht mehr anmelden',
    hostName: 'Geben Sie einen Hostnamen wie smtp.example.com ein',
  },
};
