import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: 'In attesa di conversione…',
    running: 'Conversione per i browser… {{percent}} %',
    cancel: 'Annulla conversione',
    again: 'Converti di nuovo',
    cancelledNow: 'Conversione annullata: l’originale resta memorizzato',
  },
  preview: {
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    fit: 'Adatta',
    page: 'Pagina {{page}} di {{count}}',
    live: 'Pagina dal vivo',
    screenshot: 'Schermata',
    open: 'Apri in una nuova scheda',
    noScreenshot:
      'Non è stato possibile acquisire uno screenshot di questa pagina (irraggiungibile o su una rete privata).',
    notYet: 'L’anteprima sarà pronta al termine dell’elaborazione.',
    converting: 'Questo video o audio viene convertito in un formato che ogni browser e lettore può riprodurre.',
    failed: 'Questo materiale non può essere visualizzato in anteprima: {{problem}}',
  },
  webPage: {
    button: 'Aggiungi pagina web',
    title: 'Aggiungi una pagina web',
    name: 'Nome',
    url: 'Indirizzo',
    urlHint: 'Un indirizzo http o https, ad es. https://example.com/menu',
    add: 'Aggiungi',
    added: 'Pagina web aggiunta',
    already: 'Questo indirizzo è già nella libreria',
  },
  urlProblems: {
    badUrl: 'Questo non è un indirizzo web (ad es. https://example.com/page).',
    notHttp: 'Si possono aggiungere solo indirizzi http e https.',
  },
};
