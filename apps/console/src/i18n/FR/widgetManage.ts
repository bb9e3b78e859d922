import type { widgetManage as US } from '../US/widgetManage';

export const widgetManage: typeof US = {
  intro:
    'Choisissez les widgets que l’éditeur de programmes propose et la taille d’un nouveau widget. Les programmes qui contiennent déjà un widget le gardent et restent modifiables, quel que soit le réglage.',
  catalogue: {
    title: 'Widgets de la plateforme',
    help: 'Un widget désactivé n’est proposé dans l’éditeur d’aucune institution. La taille par défaut est en pixels du canevas ; un widget plus grand que son canevas est réduit pour y tenir.',
    icon: 'Icône',
    name: 'Widget',
    enabled: 'Proposé',
    enabledOf: 'Proposer {{name}}',
    size: 'Taille par défaut (largeur × hauteur)',
    widthOf: 'Largeur par défaut de {{name}}',
    heightOf: 'Hauteur par défaut de {{name}}',
    save: 'Enregistrer',
    saveOf: 'Enregistrer la taille par défaut de {{name}}',
    saved: '{{name}} enregistré',
  },
  offices: {
    title: 'Widgets de chaque institution',
    help: 'Une institution propose ce que permettent les institutions au-dessus d’elle. Avec une liste à elle, elle ne propose que les widgets de cette liste, de même que les institutions en dessous, sauf si elles la restreignent davantage.',
    search: 'Rechercher des institutions',
    institution: 'Institution',
    source: 'Widgets selon',
    inherited: 'Institutions au-dessus',
    own: 'Sa propre liste',
    widgets: 'Proposés dans son éditeur',
    none: 'Aucun',
    actions: 'Actions',
    set: 'Définir',
    setOf: 'Définir les widgets de {{name}}',
    total: '{{count}} institutions',
    noneMatching: 'Aucune institution trouvée',
  },
  office: {
    title: 'Widgets de {{name}}',
    help: 'Les widgets non permis au-dessus ne peuvent pas être choisis ; un widget désactivé pour la plateforme est de nouveau proposé dès qu’il est activé.',
    inherit: 'Comme le permettent les institutions au-dessus',
    own: 'Seulement les widgets choisis ici',
    notAbove: 'Non permis au-dessus',
    switchedOff: 'Désactivé',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: 'Widgets de {{name}} enregistrés',
  },
  rules: {
    notAllowedAbove:
      'Une institution au-dessus ne permet plus certains de ces widgets : rouvrez la liste et choisissez de nouveau.',
  },
};
