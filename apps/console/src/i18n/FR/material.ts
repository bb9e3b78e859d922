import type { material as US } from '../US/material';

export const material: typeof US = {
  search: 'Rechercher par nom',
  kind: 'Type',
  kinds: {
    all: 'Tous les types',
    image: 'Image',
    video: 'Vidéo',
  },
  refresh: 'Actualiser',
  deleteSelected: 'Supprimer la sélection ({{count}})',
  upload: {
    button: 'Envoyer',
    drop: 'Déposez ici des images et des vidéos, ou cliquez pour les choisir',
    hint: 'Images JPEG, PNG, GIF ou WebP et vidéos MP4, WebM ou MOV, jusqu’à {{limit}} chacune',
    title: 'Envois',
    clear: 'Retirer les envois terminés',
    waiting: 'En attente…',
    hashing: 'Lecture du fichier… {{percent}} %',
    sending: 'Envoi… {{percent}} %',
    done: 'Envoyé',
    already: 'Déjà dans votre médiathèque',
    cancelled: 'Annulé',
    cancelOf: 'Annuler l’envoi de {{name}}',
  },
  uploadProblems: {
    tooLarge: 'Ce fichier fait {{size}} ; la limite est de {{limit}}.',
    unsupportedKind:
      'Ce type de fichier ne peut pas être un média : choisissez des images JPEG, PNG, GIF ou WebP, ou des vidéos MP4, WebM ou MOV.',
    md5Mismatch: 'Le fichier est arrivé endommagé et n’a pas été enregistré. Envoyez-le à nouveau.',
    chunkMd5Mismatch:
      'Une partie du fichier est arrivée endommagée plusieurs fois. Vérifiez la connexion et envoyez-le à nouveau.',
    chunkSize: 'Le fichier n’a pas pu être envoyé en entier. Envoyez-le à nouveau.',
    chunkIndex: 'L’envoi s’est désynchronisé du serveur. Envoyez le fichier à nouveau.',
  },
  status: {
    processing: 'Traitement…',
  },
  problems: {
    videoToolsMissing: 'Traitement vidéo indisponible',
    unreadable: 'Le fichier est illisible',
    processingFailed: 'Le traitement a échoué',
  },
  selectOf: 'Sélectionner {{name}}',
  preview: 'Aperçu',
  previewOf: 'Aperçu de {{name}}',
  deleteOf: 'Supprimer {{name}}',
  deleteTitle: 'Supprimer « {{name}} » ?',
  deleteManyTitle: 'Supprimer {{count}} médias ?',
  deleteConfirm: 'C’est définitif. Les programmes enregistrés avec ces médias gardent leurs fichiers.',
  delete: 'Supprimer',
  cancel: 'Annuler',
  deleted: 'Supprimés : {{count}}',
  total: 'Médias : {{count}}',
  empty: 'Aucun média pour l’instant : envoyez des images et des vidéos.',
  noneMatching: 'Aucun média ne correspond à ces filtres.',
};
