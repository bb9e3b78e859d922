import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: 'Datenbereich',
  button: 'Datenbereich: {{office}}',
  explain:
    'Listen zeigen diese Institution und alles darunter. Wählen Sie eine Institution Ihres Bereichs, um sie einzugrenzen.',
  ownOfficeOnly: 'Ihre Rollen beschränken Ihre Listen auf Ihre eigene Institution.',
  office: 'Institution des Datenbereichs',
  apply: 'Übernehmen',
  reset: 'Meine Institution',
  changed: 'Listen zeigen jetzt {{office}}',
  resetDone: 'Listen zeigen wieder Ihre eigene Institution',
};
