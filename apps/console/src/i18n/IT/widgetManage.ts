import type { widgetManage as US } from '../US/widgetManage';

export const widgetManage: typeof US = {
  intro:
    'Scegli quali widget offre l’editor dei programmi e la dimensione di un nuovo widget. I programmi che contengono già un widget lo conservano e restano modificabili, qualunque sia l’impostazione.',
  catalogue: {
    title: 'Widget della piattaforma',
    help: 'Un widget disattivato non viene offerto nell’editor di nessuna organizzazione. La dimensione predefinita è in pixel della tela; un widget più grande della sua tela viene ridotto per entrarci.',
    icon: 'Icona',
    name: 'Widget',
    enabled: 'Offerto',
    enabledOf: 'Offri {{name}}',
    size: 'Dimensione predefinita (larghezza × altezza)',
    widthOf: 'Larghezza predefinita di {{name}}',
    heightOf: 'Altezza predefinita di {{name}}',
    save: 'Salva',
    saveOf: 'Salva la dimensione predefinita di {{name}}',
    saved: '{{name}} salvato',
  },
  offices: {
    title: 'Widget di ogni organizzazione',
    help: 'Un’organizzazione offre ciò che consentono le organizzazioni sopra di essa. Con un elenco proprio offre solo i widget di quell’elenco, e così le organizzazioni sotto di essa, a meno che non lo restringano ancora.',
    search: 'Cerca organizzazioni',
    institution: 'Organizzazione',
    source: 'Widget secondo',
    inherited: 'Organizzazioni sopra',
    own: 'Elenco proprio',
    widgets: 'Offerti nel suo editor',
    none: 'Nessuno',
    actions: 'Azioni',
    set: 'Imposta',
    setOf: 'Imposta i widget di {{name}}',
    total: '{{count}} organizzazioni',
    noneMatching: 'Nessuna organizzazione trovata',
  },
  office: {
    title: 'Widget di {{name}}',
    help: 'I widget non consentiti sopra non si possono scegliere; un widget disattivato per la piattaforma torna disponibile appena viene attivato.',
    inherit: 'Come consentono le organizzazioni sopra',
    own: 'Solo i widget scelti qui',
    notAbove: 'Non consentito sopra',
    switchedOff: 'Disattivato',
    save: 'Salva',
    cancel: 'Annulla',
    saved: 'Widget di {{name}} salvati',
  },
  rules: {
    notAllowedAbove:
      'Un’organizzazione sopra non consente più alcuni di questi widget: riapri l’elenco e scegli di nuovo.',
  },
};
