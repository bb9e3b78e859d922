import type { domains as US } from '../US/domains';

export const domains: typeof US = {
  intro:
    'Associez des noms d’hôte à vos clients : les visiteurs qui ouvrent la console sur le nom d’hôte d’un client voient sa marque propre dès qu’elle est activée. Un nom d’hôte n’appartient qu’à un seul client ; un client en a {{max}} au maximum. Faites pointer le DNS du nom d’hôte vers ce serveur.',
  search: 'Rechercher par client ou nom d’hôte',
  empty: 'Aucun client pour l’instant',
  noneMatching: 'Aucun client ni nom d’hôte ne correspond à cette recherche',
  total: '{{count}} clients',
  customer: 'Client',
  hosts: 'Noms d’hôte',
  none: 'Aucun',
  shows: 'Les noms d’hôte affichent',
  ownBrand: 'Sa marque propre',
  defaultBrand: 'La marque par défaut (sa marque propre est désactivée)',
  actions: 'Actions',
  add: 'Ajouter un nom d’hôte',
  addOf: 'Ajouter un nom d’hôte : {{name}}',
  addTitle: 'Ajouter un nom d’hôte à {{name}}',
  host: 'Nom d’hôte',
  hostHelp:
    'Uniquement le nom, comme screens.example.com : sans http://, port ni chemin. La casse n’a pas d’importance.',
  boundAs: 'Sera associé sous la forme {{host}}',
  bind: 'Associer',
  bound: '{{host}} appartient désormais à {{name}}',
  cancel: 'Annuler',
  removeTitle: 'Supprimer {{host}} ?',
  removeConfirm: 'Le nom d’hôte n’appartiendra plus à {{name}} et affichera la marque par défaut.',
  remove: 'Supprimer',
  removed: '{{host}} supprimé',
};
