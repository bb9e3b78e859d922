import type { domains as US } from '../US/domains';

export const domains: typeof US = {
  intro:
    'Associa nomi host ai tuoi clienti: chi apre la console sul nome host di un cliente vede il marchio proprio del cliente, una volta attivato. Un nome host appartiene a un solo cliente; un cliente ne ha al massimo {{max}}. Fai puntare il DNS del nome host a questo server.',
  search: 'Cerca per cliente o nome host',
  empty: 'Ancora nessun cliente',
  noneMatching: 'Nessun cliente o nome host corrisponde alla ricerca',
  total: '{{count}} clienti',
  customer: 'Cliente',
  hosts: 'Nomi host',
  none: 'Nessuno',
  shows: 'I nomi host mostrano',
  ownBrand: 'Il marchio proprio',
  defaultBrand: 'Il marchio predefinito (marchio proprio disattivo)',
  actions: 'Azioni',
  add: 'Aggiungi nome host',
  addOf: 'Aggiungi nome host: {{name}}',
  addTitle: 'Aggiungi un nome host a {{name}}',
  host: 'Nome host',
  hostHelp:
    'Solo il nome, come screens.example.com: senza http://, porta o percorso. Maiuscole e minuscole sono uguali.',
  boundAs: 'Sarà associato come {{host}}',
  bind: 'Associa',
  bound: '{{host}} ora appartiene a {{name}}',
  cancel: 'Annulla',
  removeTitle: 'Rimuovere {{host}}?',
  removeConfirm: 'Il nome host non apparterrà più a {{name}} e mostrerà il marchio predefinito.',
  remove: 'Rimuovi',
  removed: '{{host}} rimosso',
};
