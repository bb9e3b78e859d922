import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: 'Vai alla pagina iniziale',
  navigation: 'Menu principale',
  collapseMenu: 'Comprimi il menu',
  expandMenu: 'Espandi il menu',
  openMenu: 'Apri il menu',
  jumpToV4: 'Versione 4.0',
  jumpToV4Hint: 'Apri la versione 4.0 in una nuova scheda, con il tuo accesso',
  displaySettings: 'Impostazioni di visualizzazione',
  settingsLoadFailed: 'Impossibile caricare le impostazioni di visualizzazione. Ricarica la pagina e riprova.',
  footerLinks: 'Collegamenti',
  manual: 'Manuale utente',
  policy: 'Informativa sulla privacy',
  phoneTitle: 'Usa un computer',
  phoneText:
    'La console funziona solo nel browser di un computer (o di un tablet). Apri questo indirizzo su un computer per continuare.',
  pageLoadFailedTitle: 'Impossibile caricare la pagina',
  pageLoadTimeout: 'La pagina non è arrivata entro due minuti. Controlla la connessione di rete, quindi riprova.',
  pageLoadFailed:
    'Non è stato possibile scaricare una parte della console, forse perché è stata appena aggiornata. Riprova per caricarla.',
};
