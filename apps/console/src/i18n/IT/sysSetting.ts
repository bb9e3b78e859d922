import type { sysSetting as US } from '../US/sysSetting';

export const sysSetting: typeof US = {
  save: 'Salva',
  saved: 'Impostazioni salvate',
  signInTitle: 'Accesso e verifica',
  smtpVerifyCodeOpen: 'Codici via e-mail',
  smtpVerifyCodeOpenHelp:
    'I codici di verifica (secondo passaggio, password dimenticata, registrazione) possono essere inviati via e-mail.',
  smsVerifyCodeOpen: 'Codici via SMS',
  smsVerifyCodeOpenHelp: 'I codici di verifica possono essere inviati via SMS.',
  smsUnavailable:
    'Questo server non ha un fornitore di SMS configurato, quindi i codici non possono essere inviati via SMS.',
  loginSecondStep: 'Secondo passaggio di accesso',
  loginSecondStepHelp:
    'Dopo la password, l’accesso chiede un codice inviato all’utente. Gli utenti senza un indirizzo per un modo attivo non possono accedere.',
  landingEncryption: 'Cifra le credenziali di accesso',
  landingEncryptionHelp:
    'La pagina di accesso cifra nome utente e password con la chiave pubblica del server (RSA) prima di inviarli. Attivalo se la console è raggiunta senza HTTPS.',
  mailTitle: 'Server di posta',
  mailIntro:
    'La posta passa da questo server SMTP. Senza, i messaggi attendono nella posta in uscita qui sotto, dove un amministratore può leggerli.',
  smtpHost: 'Server SMTP',
  smtpHostHelp: 'Lascia vuoto per tenere i messaggi nella posta in uscita.',
  smtpPort: 'Porta',
  smtpSecure: 'TLS fin dall’inizio',
  smtpSecureHelp:
    'Attivo per la porta 465. Disattivo: la connessione passa a TLS quando il server lo offre (porta 587 o 25).',
  smtpUser: 'Nome utente',
  smtpPassword: 'Password',
  smtpPasswordSaved: 'Salvata (non mostrata)',
  smtpPasswordKept: 'Lascia vuoto per mantenere la password salvata.',
  smtpPasswordClear: 'Rimuovi la password salvata',
  smtpFrom: 'Indirizzo del mittente',
  smtpFromHelp: 'L’indirizzo da cui partono i messaggi; il server deve accettarlo.',
  testTitle: 'Messaggio di prova',
  testTo: 'Invia un messaggio di prova a',
  sendTest: 'Invia messaggio di prova',
  testNeedsServer: "Inserisci sopra un server di posta per inviare un'e-mail di prova.",
  testSent: 'Il messaggio di prova per {{to}} è stato accettato.',
  testFailed: 'Il messaggio di prova non è stato inviato',
  conversionTitle: 'Conversione di video e audio',
  transcodeConcurrency: 'Conversioni simultanee',
  transcodeConcurrencyHelp:
    'Quante conversioni (ffmpeg, diversi core del processore ciascuna) ogni processo del server esegue contemporaneamente, da 1 a {{max}}. Una modifica vale per le conversioni che iniziano dopo.',
  transcodeConcurrencyRange: 'Inserisci un numero intero da 1 a {{max}}',
  passwordTitle: 'Politica delle password',
  strong: 'Password robuste',
  strongHelp:
    'Le nuove password richiedono, oltre a 8 caratteri con lettere e cifre, un simbolo oppure maiuscole e minuscole.',
  pwdExpireDays: 'Le password scadono dopo',
  pwdExpireDaysHelp: '0: mai. Una password scaduta va cambiata subito dopo l’accesso.',
  days: 'giorni',
  pwdHistoryCount: 'Password precedenti rifiutate',
  pwdHistoryCountHelp:
    'Quante delle ultime password, compresa quella attuale, non si possono scegliere di nuovo; 0: nessuna.',
  outboxTitle: 'Posta in uscita',
  outboxIntro: 'Messaggi non consegnati: tenuti finché non c’è un server di posta, oppure rifiutati da esso.',
  outboxEmpty: 'Nessun messaggio in attesa',
  statusAll: 'Tutti',
  statusNotConfigured: 'Nessun server di posta',
  statusFailed: 'Invio non riuscito',
  mailTime: 'Ora',
  mailTo: 'Destinatario',
  mailSubject: 'Oggetto',
  mailStatus: 'Stato',
  mailError: 'Errore',
  view: 'Apri',
  mailTitleOne: 'Messaggio',
  close: 'Chiudi',
  refresh: 'Aggiorna',
  total: '{{count}} messaggi',
  dataSourceTitle: 'Meteo, tassi di cambio e origini dati',
  feedLocalNetwork: 'Le origini dati dei programmi possono usare la rete locale',
  feedLocalNetworkHelp:
    'Disattivato: il server rifiuta indirizzi di origini sulla propria rete (loopback, indirizzi privati e link-local), così i programmi non raggiungono le macchine dietro di esso. Attivalo solo se tali origini devono essere lette.',
  weatherUrl: 'Indirizzo delle previsioni meteo',
  weatherUrlHelp:
    'La chiamata di previsione di Open-Meteo, o un mirror che risponde nel suo formato ({{url}} di default).',
  geocodingUrl: 'Indirizzo della ricerca di luoghi',
  geocodingUrlHelp:
    'La ricerca di luoghi di Open-Meteo, o un mirror, per il meteo chiesto per nome ({{url}} di default).',
  exchangeRatesUrl: 'Indirizzo dei tassi di cambio',
  exchangeRatesUrlHelp:
    'I tassi di riferimento giornalieri della BCE (XML), o una copia nel loro formato ({{url}} di default).',
  providerUrlInvalid: 'Inserisci un indirizzo che inizi con https:// o http://',
  uploadTitle: 'Caricamenti e archiviazione',
  uploadLimitOpen: 'Limita la dimensione dei caricamenti',
  uploadLimitOpenHelp: 'Disattivato: un file può arrivare a {{mb}} MB.',
  uploadLimitSize: 'File più grande',
  capacitySetting: 'Spazio di ogni organizzazione',
  capacitySettingHelp:
    'Quanto possono occupare i materiali di ogni organizzazione che non ha una quota propria (impostata nella pagina dello spazio della libreria); 0: nessun limite.',
  numberRange: 'Inserisci un numero intero da {{min}} a {{max}}',
  terminalTitle: 'Terminali',
  freeAccess: 'Autorizza subito i nuovi terminali',
  freeAccessHelp:
    "Attivo: ogni dispositivo che si registra presso questo server viene subito autorizzato nell'organizzazione principale, senza codice di abbinamento. Solo per una rete chiusa.",
};
