import type { sysSetting as US } from '../US/sysSetting';

export const sysSetting: typeof US = {
  save: 'Speichern',
  saved: 'Einstellungen gespeichert',
  signInTitle: 'Anmeldung und Bestätigung',
  smtpVerifyCodeOpen: 'Codes per E-Mail',
  smtpVerifyCodeOpenHelp:
    'Bestätigungscodes (zweiter Schritt, vergessenes Passwort, Registrierung) dürfen per E-Mail gesendet werden.',
  smsVerifyCodeOpen: 'Codes per SMS',
  smsVerifyCodeOpenHelp: 'Bestätigungscodes dürfen per SMS gesendet werden.',
  smsUnavailable:
    'Auf diesem Server ist kein SMS-Anbieter eingerichtet, daher können keine Codes per SMS gesendet werden.',
  loginSecondStep: 'Zweiter Anmeldeschritt',
  loginSecondStepHelp:
    'Nach dem Passwort fragt die Anmeldung nach einem an den Benutzer gesendeten Code. Benutzer ohne Adresse für einen eingeschalteten Weg können sich nicht anmelden.',
  landingEncryption: 'Anmeldedaten verschlüsseln',
  landingEncryptionHelp:
    'Die Anmeldeseite verschlüsselt Benutzername und Passwort vor dem Senden mit dem öffentlichen Schlüssel des Servers (RSA). Einschalten, wenn die Konsole ohne HTTPS erreicht wird.',
  mailTitle: 'Mailserver',
  mailIntro:
    'E-Mails gehen über diesen SMTP-Server. Ohne ihn warten sie im Postausgang unten, wo ein Administrator sie lesen kann.',
  smtpHost: 'SMTP-Server',
  smtpHostHelp: 'Leer lassen, um E-Mails im Postausgang zu behalten.',
  smtpPort: 'Port',
  smtpSecure: 'TLS von Anfang an',
  smtpSecureHelp:
    'Ein für Port 465. Aus: Die Verbindung wechselt zu TLS, wenn der Server es anbietet (Port 587 oder 25).',
  smtpUser: 'Benutzername',
  smtpPassword: 'Passwort',
  smtpPasswordSaved: 'Gespeichert (nicht angezeigt)',
  smtpPasswordKept: 'Leer lassen, um das gespeicherte Passwort zu behalten.',
  smtpPasswordClear: 'Gespeichertes Passwort entfernen',
  smtpFrom: 'Absenderadresse',
  smtpFromHelp: 'Die Adresse, von der E-Mails kommen; der Server muss sie annehmen.',
  testTitle: 'Testnachricht',
  testTo: 'Testnachricht senden an',
  sendTest: 'Testnachricht senden',
  testNeedsServer: 'Tragen Sie oben einen Mailserver ein, um eine Testmail zu senden.',
  testSent: 'Die Testnachricht an {{to}} wurde angenommen.',
  testFailed: 'Die Testnachricht konnte nicht gesendet werden',
  conversionTitle: 'Video- und Tonumwandlung',
  transcodeConcurrency: 'Gleichzeitige Umwandlungen',
  transcodeConcurrencyHelp:
    'Wie viele Umwandlungen (ffmpeg, jeweils mehrere Prozessorkerne) jeder Serverprozess gleichzeitig ausführt, 1 bis {{max}}. Eine Änderung gilt für die Umwandlungen, die als Nächstes beginnen.',
  transcodeConcurrencyRange: 'Geben Sie eine ganze Zahl von 1 bis {{max}} ein',
  passwordTitle: 'Passwortrichtlinie',
  strong: 'Starke Passwörter',
  strongHelp:
    'Neue Passwörter brauchen neben 8 Zeichen mit Buchstaben und Ziffern ein Sonderzeichen oder Groß- und Kleinbuchstaben.',
  pwdExpireDays: 'Passwörter laufen ab nach',
  pwdExpireDaysHelp: '0: nie. Ein abgelaufenes Passwort muss direkt nach der Anmeldung geändert werden.',
  days: 'Tagen',
  pwdHistoryCount: 'Abgelehnte frühere Passwörter',
  pwdHistoryCountHelp:
    'Wie viele der letzten Passwörter, das aktuelle eingeschlossen, nicht erneut gewählt werden dürfen; 0: keine.',
  outboxTitle: 'Postausgang',
  outboxIntro:
    'Nicht zugestellte E-Mails: aufbewahrt, solange kein Mailserver eingerichtet ist, oder von ihm abgelehnt.',
  outboxEmpty: 'Keine E-Mail wartet',
  statusAll: 'Alle',
  statusNotConfigured: 'Kein Mailserver',
  statusFailed: 'Senden fehlgeschlagen',
  mailTime: 'Zeit',
  mailTo: 'An',
  mailSubject: 'Betreff',
  mailStatus: 'Zustand',
  mailError: 'Fehler',
  view: 'Anzeigen',
  mailTitleOne: 'E-Mail',
  close: 'Schließen',
  refresh: 'Aktualisieren',
  total: '{{count}} E-Mails',
};
