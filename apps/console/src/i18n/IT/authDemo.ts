import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    'Questa pagina mostra come la console protegge pulsanti e azioni, con i tuoi permessi. Si apre solo per chi ha il permesso auth:demo:form e il ruolo Responsabile; gli altri non la vedono nel menu.',
  accessTitle: 'Il tuo accesso a questa pagina',
  operationsHeld: 'Operazioni su {{entry}}',
  held: 'concesso',
  notHeld: 'non concesso',
  roles: 'I tuoi ruoli',
  none: 'Nessuno',
  requires: 'La pagina richiede',
  requirement: 'Il permesso auth:demo:form e il ruolo Responsabile',
  buttonsTitle: 'Pulsanti protetti',
  buttonsHelp:
    'Un pulsante di cui non hai il permesso è disattivato; passandoci sopra il puntatore ti dice che non hai il permesso.',
  operations: { form: 'Apri il modulo', edit: 'Modifica', delete: 'Elimina' },
  ran: '«{{action}}» eseguita: hai il permesso',
  actionsTitle: 'Azioni protette',
  actionsHelp:
    'Le azioni avviate altrove che da un pulsante protetto (clic su una riga, scorciatoia da tastiera) controllano il permesso quando vengono eseguite: senza di esso un errore dice che non puoi eseguire l’operazione.',
  runAction: 'Esegui «{{action}}»',
  mayDelete: 'Hai auth:demo:delete: entrambe le azioni vengono eseguite.',
  mayNotDelete: 'Non hai auth:demo:delete: eseguire «Elimina» mostra l’errore.',
};
