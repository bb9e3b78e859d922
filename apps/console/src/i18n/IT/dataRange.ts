import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: 'Ambito dei dati',
  button: 'Ambito dei dati: {{office}}',
  explain:
    'Gli elenchi mostrano questa organizzazione e tutto ciò che sta sotto. Scegli un’organizzazione del tuo ambito per restringerli.',
  ownOfficeOnly: 'I tuoi ruoli limitano gli elenchi alla tua organizzazione.',
  office: 'Organizzazione dell’ambito dei dati',
  apply: 'Applica',
  reset: 'La mia organizzazione',
  changed: 'Gli elenchi ora mostrano {{office}}',
  resetDone: 'Gli elenchi mostrano di nuovo la tua organizzazione',
};
