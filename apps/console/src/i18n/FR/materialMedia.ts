import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: 'En attente de conversion…',
    running: 'Conversion pour les navigateurs… {{percent}} %',
    cancel: 'Annuler la conversion',
    again: 'Convertir à nouveau',
    cancelledNow: 'Conversion annulée : l’original reste enregistré',
  },
  preview: {
    zoomIn: 'Agrandir',
    zoomOut: 'Réduire',
    fit: 'Ajuster',
    page: 'Page {{page}} sur {{count}}',
    live: 'Page en direct',
    screenshot: 'Capture d’écran',
    open: 'Ouvrir dans un nouvel onglet',
    noScreenshot: 'Aucune capture n’a pu être prise de cette page (inaccessible, ou sur un réseau privé).',
    notYet: 'L’aperçu sera prêt à la fin du traitement.',
    converting: 'Cette vidéo ou ce son est converti dans un format que tous les navigateurs et lecteurs savent lire.',
    failed: 'Ce média ne peut pas être prévisualisé : {{problem}}',
  },
  webPage: {
    button: 'Ajouter une page web',
    title: 'Ajouter une page web',
    name: 'Nom',
    url: 'Adresse',
    urlHint: 'Une adresse http ou https, p. ex. https://example.com/menu',
    add: 'Ajouter',
    added: 'Page web ajoutée',
    already: 'Cette adresse est déjà dans la bibliothèque',
  },
  urlProblems: {
    badUrl: 'Ce n’est pas une adresse web (p. ex. https://example.com/page).',
    notHttp: 'Seules les adresses http et https peuvent être ajoutées.',
  },
};
