import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: 'Console per la segnaletica digitale',
  language: 'Lingua',
  loading: 'Caricamento…',
  pageLoading: 'Caricamento della pagina',
  retry: 'Riprova',
  noPermission: 'Nessuna autorizzazione',
  noOperationPermission: "Non hai l'autorizzazione per questa operazione",
  account: 'Account',
  signOut: 'Esci',
  backHome: 'Torna alla pagina iniziale',
  notSet: 'Non impostato',
  copyright: '© {{year}} APM, piattaforma di segnaletica digitale',
};
