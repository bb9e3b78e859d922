import type { announcement as US } from '../US/announcement';

export const announcement: typeof US = {
  close: 'Schließen',
  noMoreReminders: 'Nicht mehr erinnern',
  fetchError: 'Fehler beim Abrufen der Ankündigung!',
  noneYet:
    'Ihre Institution hat noch keine eigene Ankündigung. Bis sie eine speichert, sehen ihre Benutzer die nächste, die weiter oben in der Hierarchie festgelegt ist.',
  scope:
    'Diese Ankündigung wird den Benutzern Ihrer Institution und der ihr untergeordneten Institutionen angezeigt, sofern keine von ihnen eine eigene einschaltet.',
  lastSaved: 'Zuletzt gespeichert: {{date}}',
  display: 'Anzeigezeitraum',
  enabled: 'Ankündigung anzeigen',
  enabledHelp: 'Ausgeschaltet bleibt sie erhalten, wird aber niemandem angezeigt.',
  start: 'Von',
  end: 'Bis',
  endHelp: 'Benutzer, die die Konsole zwischen diesen beiden Zeitpunkten öffnen, sehen sie (Zeiten in Ihrer Zeitzone).',
  chinese: 'Chinesisch',
  english: 'Englisch',
  titleCh: 'Titel auf Chinesisch',
  titleEn: 'Titel auf Englisch',
  contentCh: 'Text auf Chinesisch',
  contentEn: 'Text auf Englisch',
  plainTextHelp: 'Reiner Text: Zeilenumbrüche bleiben erhalten; nichts wird als Formatierung interpretiert.',
  preview: 'Vorschau',
  save: 'Speichern',
  saved: 'Ankündigung gespeichert',
  rules: {
    titleRequired: 'Geben Sie einen Titel ein',
    contentRequired: 'Geben Sie den Text ein',
    tooLong: 'Höchstens {{max}} Zeichen',
    startRequired: 'Wählen Sie, wann die Ankündigung beginnt',
    endRequired: 'Wählen Sie, wann sie endet: Eine eingeschaltete Ankündigung braucht ein Ende',
    endBeforeStart: 'Das Ende muss nach dem Beginn liegen',
    plainText: 'Entfernen Sie die Steuerzeichen: Nur reiner Text ist erlaubt',
  },
};
