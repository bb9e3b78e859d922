import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: 'Périmètre des données',
  button: 'Périmètre des données : {{office}}',
  explain:
    'Les listes montrent cette institution et tout ce qui en dépend. Choisissez une institution de votre périmètre pour les restreindre.',
  ownOfficeOnly: 'Vos rôles limitent vos listes à votre propre institution.',
  office: 'Institution du périmètre des données',
  apply: 'Appliquer',
  reset: 'Mon institution',
  changed: 'Les listes montrent maintenant {{office}}',
  resetDone: 'Les listes montrent de nouveau votre institution',
};
