import type { announcement as US } from '../US/announcement';

export const announcement: typeof US = {
  close: 'Fermer',
  noMoreReminders: 'Ne plus me le rappeler',
  fetchError: 'Erreur lors de la récupération de l’annonce !',
  noneYet:
    'Votre institution n’a pas encore d’annonce propre. Tant qu’elle n’en a pas enregistré une, ses utilisateurs voient la plus proche définie au-dessus d’elle.',
  scope:
    'Cette annonce est présentée aux utilisateurs de votre institution et des institutions qui en dépendent, sauf si l’une d’elles active la sienne.',
  lastSaved: 'Dernier enregistrement : {{date}}',
  display: 'Période d’affichage',
  enabled: 'Afficher l’annonce',
  enabledHelp: 'Désactivée, elle est conservée mais n’est présentée à personne.',
  start: 'Du',
  end: 'Au',
  endHelp:
    'Les utilisateurs qui ouvrent la console entre ces deux moments la voient (heures dans votre fuseau horaire).',
  chinese: 'Chinois',
  english: 'Anglais',
  titleCh: 'Titre en chinois',
  titleEn: 'Titre en anglais',
  contentCh: 'Texte en chinois',
  contentEn: 'Texte en anglais',
  plainTextHelp: 'Texte brut : les retours à la ligne sont conservés ; aucune mise en forme n’est interprétée.',
  preview: 'Aperçu',
  save: 'Enregistrer',
  saved: 'Annonce enregistrée',
  rules: {
    titleRequired: 'Saisissez un titre',
    contentRequired: 'Saisissez le texte',
    tooLong: '{{max}} caractères au maximum',
    startRequired: 'Choisissez le début de l’annonce',
    endRequired: 'Choisissez sa fin : une annonce activée doit avoir une fin',
    endBeforeStart: 'La fin doit être postérieure au début',
    plainText: 'Supprimez les caractères de contrôle : seul le texte brut est autorisé',
  },
};
