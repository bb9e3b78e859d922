import type { material as US } from '../US/material';

export const material: typeof US = {
  search: 'Cerca per nome',
  kind: 'Tipo',
  kinds: {
    all: 'Tutti i tipi',
    image: 'Immagine',
    video: 'Video',
  },
  refresh: 'Aggiorna',
  deleteSelected: 'Elimina selezionati ({{count}})',
  upload: {
    button: 'Carica',
    drop: 'Trascina qui immagini e video, o fai clic per sceglierli',
    hint: 'Immagini JPEG, PNG, GIF o WebP e video MP4, WebM o MOV, fino a {{limit}} ciascuno',
    title: 'Caricamenti',
    clear: 'Togli i completati',
    waiting: 'In attesa…',
    hashing: 'Lettura del file… {{percent}} %',
    sending: 'Invio… {{percent}} %',
    done: 'Caricato',
    already: 'Già nella tua libreria',
    cancelled: 'Annullato',
    cancelOf: 'Annulla il caricamento di {{name}}',
  },
  uploadProblems: {
    tooLarge: 'Questo file è di {{size}}; il limite è {{limit}}.',
    unsupportedKind:
      'Questo tipo di file non può essere un materiale: scegli immagini JPEG, PNG, GIF o WebP, o video MP4, WebM o MOV.',
    md5Mismatch: 'Il file è arrivato danneggiato e non è stato salvato. Caricalo di nuovo.',
    chunkMd5Mismatch:
      'Una parte del file è arrivata danneggiata più volte. Controlla la connessione e caricalo di nuovo.',
    chunkSize: 'Non è stato possibile inviare il file per intero. Caricalo di nuovo.',
    chunkIndex: 'Il caricamento ha perso la sincronia con il server. Carica di nuovo il file.',
  },
  status: {
    processing: 'Elaborazione…',
  },
  problems: {
    videoToolsMissing: 'Elaborazione video non disponibile',
    unreadable: 'Il file non è leggibile',
    processingFailed: 'Elaborazione non riuscita',
  },
  selectOf: 'Seleziona {{name}}',
  preview: 'Anteprima',
  previewOf: 'Anteprima di {{name}}',
  deleteOf: 'Elimina {{name}}',
  deleteTitle: 'Eliminare «{{name}}»?',
  deleteManyTitle: 'Eliminare {{count}} materiali?',
  deleteConfirm: 'Non si può annullare. I programmi salvati con questi materiali conservano i loro file.',
  delete: 'Elimina',
  cancel: 'Annulla',
  deleted: 'Eliminati: {{count}}',
  total: 'Materiali: {{count}}',
  empty: 'Ancora nessun materiale: carica immagini e video.',
  noneMatching: 'Nessun materiale corrisponde a questi filtri.',
};
