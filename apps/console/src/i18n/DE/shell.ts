import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: 'Zur Startseite',
  navigation: 'Hauptmenü',
  collapseMenu: 'Menü einklappen',
  expandMenu: 'Menü ausklappen',
  openMenu: 'Menü öffnen',
  jumpToV4: 'Version 4.0',
  jumpToV4Hint: 'Version 4.0 in einem neuen Tab öffnen, mit Ihrem Konto angemeldet',
  displaySettings: 'Anzeigeeinstellungen',
  settingsLoadFailed:
    'Die Anzeigeeinstellungen konnten nicht geladen werden. Laden Sie die Seite neu und versuchen Sie es dann erneut.',
  footerLinks: 'Links',
  manual: 'Benutzerhandbuch',
  policy: 'Datenschutzerklärung',
  phoneTitle: 'Bitte verwenden Sie einen Computer',
  phoneText:
    'Die Konsole funktioniert nur im Browser eines Computers (oder Tablets). Öffnen Sie diese Adresse auf einem Computer, um fortzufahren.',
  pageLoadFailedTitle: 'Die Seite konnte nicht geladen werden',
  pageLoadTimeout:
    'Die Seite ist nicht innerhalb von zwei Minuten eingetroffen. Prüfen Sie die Netzwerkverbindung und versuchen Sie es dann erneut.',
  pageLoadFailed:
    'Ein Teil der Konsole konnte nicht heruntergeladen werden, vielleicht weil sie gerade aktualisiert wurde. Versuchen Sie erneut, ihn zu laden.',
};
