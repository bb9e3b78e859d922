import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: 'Wartet auf Umwandlung…',
    running: 'Umwandlung für Browser… {{percent}} %',
    cancel: 'Umwandlung abbrechen',
    again: 'Erneut umwandeln',
    cancelledNow: 'Umwandlung abgebrochen: das Original bleibt gespeichert',
  },
  preview: {
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    fit: 'Einpassen',
    page: 'Seite {{page}} von {{count}}',
    live: 'Live-Seite',
    screenshot: 'Bildschirmfoto',
    open: 'In neuem Tab öffnen',
    noScreenshot:
      'Von dieser Seite konnte kein Bildschirmfoto gemacht werden (nicht erreichbar oder in einem privaten Netz).',
    notYet: 'Die Vorschau ist bereit, sobald die Verarbeitung abgeschlossen ist.',
    converting:
      'Dieses Video bzw. diese Audiodatei wird in ein Format umgewandelt, das jeder Browser und Player abspielt.',
    failed: 'Dieses Medium kann nicht angezeigt werden: {{problem}}',
  },
  webPage: {
    button: 'Webseite hinzufügen',
    title: 'Webseite hinzufügen',
    name: 'Bezeichnung',
    url: 'Adresse',
    urlHint: 'Eine http- oder https-Adresse, z. B. https://example.com/menu',
    add: 'Hinzufügen',
    added: 'Webseite hinzugefügt',
    already: 'Diese Adresse ist bereits in der Bibliothek',
  },
  urlProblems: {
    badUrl: 'Das ist keine Webadresse (z. B. https://example.com/page).',
    notHttp: 'Nur http- und https-Adressen können hinzugefügt werden.',
  },
};
