import type { announcement as US } from '../US/announcement';

export const announcement: typeof US = {
  close: 'Chiudi',
  noMoreReminders: 'Non mostrare più',
  fetchError: "Errore durante il recupero dell'annuncio!",
  noneYet:
    'La tua organizzazione non ha ancora un annuncio proprio. Finché non ne salva uno, i suoi utenti vedono quello impostato al livello superiore più vicino.',
  scope:
    'Questo annuncio viene mostrato agli utenti della tua organizzazione e delle organizzazioni sottostanti, a meno che una di esse non ne attivi uno proprio.',
  lastSaved: 'Ultimo salvataggio: {{date}}',
  display: 'Quando mostrarlo',
  enabled: "Mostra l'annuncio",
  enabledHelp: 'Se disattivato, viene conservato ma non è mostrato a nessuno.',
  start: 'Dal',
  end: 'Fino al',
  endHelp: 'Gli utenti che aprono la console tra questi due momenti lo vedono (orari nel tuo fuso orario).',
  chinese: 'Cinese',
  english: 'Inglese',
  titleCh: 'Titolo in cinese',
  titleEn: 'Titolo in inglese',
  contentCh: 'Testo in cinese',
  contentEn: 'Testo in inglese',
  plainTextHelp: 'Testo semplice: gli a capo vengono mantenuti; nessuna formattazione viene interpretata.',
  preview: 'Anteprima',
  save: 'Salva',
  saved: 'Annuncio salvato',
  rules: {
    titleRequired: 'Inserisci un titolo',
    contentRequired: 'Inserisci il testo',
    tooLong: 'Al massimo {{max}} caratteri',
    startRequired: "Scegli quando inizia l'annuncio",
    endRequired: 'Scegli quando termina: un annuncio attivo deve avere una data di fine',
    endBeforeStart: "La fine deve essere successiva all'inizio",
    plainText: 'Rimuovi i caratteri di controllo: è consentito solo testo semplice',
  },
};
