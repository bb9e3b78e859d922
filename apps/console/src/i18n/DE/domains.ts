import type { domains as US } from '../US/domains';

export const domains: typeof US = {
  intro:
    'Verknüpfen Sie Hostnamen mit Ihren Kunden: Wer die Konsole unter dem Hostnamen eines Kunden öffnet, sieht dessen eigene Marke, sobald sie eingeschaltet ist. Ein Hostname gehört nur einem Kunden; ein Kunde hat höchstens {{max}}. Richten Sie den DNS-Eintrag des Hostnamens auf diesen Server.',
  search: 'Nach Kunde oder Hostname suchen',
  empty: 'Noch keine Kunden',
  noneMatching: 'Keine Kunden oder Hostnamen entsprechen dieser Suche',
  total: '{{count}} Kunden',
  customer: 'Kunde',
  hosts: 'Hostnamen',
  none: 'Keine',
  shows: 'Die Hostnamen zeigen',
  ownBrand: 'Seine eigene Marke',
  defaultBrand: 'Die Standardmarke (eigene Marke aus)',
  actions: 'Aktionen',
  add: 'Hostnamen hinzufügen',
  addOf: 'Hostnamen hinzufügen: {{name}}',
  addTitle: 'Hostnamen für {{name}} hinzufügen',
  host: 'Hostname',
  hostHelp:
    'Nur der Name, z. B. screens.example.com: ohne http://, Port oder Pfad. Groß- und Kleinschreibung zählt nicht.',
  boundAs: 'Wird als {{host}} verknüpft',
  bind: 'Verknüpfen',
  bound: '{{host}} gehört jetzt zu {{name}}',
  cancel: 'Abbrechen',
  removeTitle: '{{host}} entfernen?',
  removeConfirm: 'Der Hostname gehört dann nicht mehr zu {{name}} und zeigt die Standardmarke.',
  remove: 'Entfernen',
  removed: '{{host}} entfernt',
};
