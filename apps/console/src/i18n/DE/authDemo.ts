import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    'Diese Seite zeigt mit Ihren eigenen Berechtigungen, wie die Konsole Schaltflächen und Aktionen schützt. Sie öffnet sich nur für Benutzer mit der Berechtigung auth:demo:form und der Rolle Leiter; alle anderen sehen sie nicht im Menü.',
  accessTitle: 'Ihr Zugriff auf diese Seite',
  operationsHeld: 'Operationen auf {{entry}}',
  held: 'vorhanden',
  notHeld: 'fehlt',
  roles: 'Ihre Rollen',
  none: 'Keine',
  requires: 'Die Seite verlangt',
  requirement: 'Die Berechtigung auth:demo:form und die Rolle Leiter',
  buttonsTitle: 'Geschützte Schaltflächen',
  buttonsHelp:
    'Eine Schaltfläche, deren Berechtigung Ihnen fehlt, ist deaktiviert; zeigen Sie darauf, sehen Sie, dass Sie keine Berechtigung haben.',
  operations: { form: 'Formular öffnen', edit: 'Bearbeiten', delete: 'Löschen' },
  ran: '„{{action}}“ ausgeführt: Sie haben die Berechtigung',
  actionsTitle: 'Geschützte Aktionen',
  actionsHelp:
    'Aktionen, die nicht über eine geschützte Schaltfläche starten (Klick auf eine Zeile, Tastenkürzel), prüfen die Berechtigung beim Ausführen: ohne sie meldet ein Fehler, dass Sie die Operation nicht ausführen dürfen.',
  runAction: '„{{action}}“ ausführen',
  mayDelete: 'Sie haben auth:demo:delete: beide Aktionen laufen.',
  mayNotDelete: 'Ihnen fehlt auth:demo:delete: „Löschen“ zeigt den Fehler.',
};
