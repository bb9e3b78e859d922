import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: 'Fuseau horaire',
    screen: 'Le fuseau horaire de l’écran',
    invalid: 'Ce n’est pas un nom de fuseau horaire (comme Europe/Berlin)',
    unknown:
      'Ce navigateur ne connaît pas ce fuseau horaire : un écran qui ne le connaît pas non plus affiche sa propre heure.',
  },
  locale: {
    label: 'Langue',
    screen: 'La langue de l’écran',
    invalid: 'Ce n’est pas une étiquette de langue (comme en-GB)',
    unknown: 'Ce navigateur ne connaît pas cette langue : un écran qui ne la connaît pas non plus utilise la sienne.',
  },
  clock: {
    name: 'Horloge',
    style: 'Apparence',
    styles: {
      digital: 'Numérique',
      analogue: 'À aiguilles',
    },
    format: 'Heures',
    formats: {
      '24h': '24 heures',
      '12h': '12 heures',
    },
    seconds: 'Secondes',
    faceColor: 'Cadran',
    handColor: 'Aiguilles et repères',
    secondHandColor: 'Trotteuse',
    ticks: 'Repères',
    tickOptions: {
      none: 'Aucun',
      hours: 'Toutes les heures',
      minutes: 'Toutes les minutes',
    },
  },
  date: {
    name: 'Date du jour',
    style: 'Apparence',
    styles: {
      full: 'Complète, avec le jour',
      long: 'Longue',
      short: 'Courte',
      weekday: 'Jour de la semaine seul',
      iso: 'Format ISO (2025-11-27)',
    },
  },
  countdown: {
    name: 'Compte à rebours',
    target: 'Jusqu’à',
    targetHint: 'Dans votre fuseau horaire (UTC{{offset}}) ; tous les écrans décomptent jusqu’au même instant.',
    units: 'Unités',
    unitNames: {
      days: 'Jours',
      hours: 'Heures',
      minutes: 'Minutes',
      seconds: 'Secondes',
    },
    labels: 'Libellés sous les nombres',
    labelDefaults: {
      days: 'jours',
      hours: 'heures',
      minutes: 'minutes',
      seconds: 'secondes',
    },
    doneText: 'Texte une fois l’heure venue',
    doneDefault: 'C’est parti !',
  },
  shape: {
    name: 'Forme',
    shape: 'Forme',
    shapes: {
      rectangle: 'Rectangle',
      ellipse: 'Ellipse',
      line: 'Ligne',
    },
    fillColor: 'Remplissage',
    strokeColor: 'Contour',
    strokeWidth: 'Épaisseur du contour',
    lineColor: 'Couleur de la ligne',
    lineWidth: 'Épaisseur',
    cornerRadius: 'Rayon des coins',
    lineHint: 'Une ligne traverse le milieu de son cadre, dans le sens de sa longueur.',
  },
  qrcode: {
    name: 'Code QR',
    text: 'Texte ou adresse web',
    bytes: '{{used}} sur {{max}} octets',
    errorCorrection: 'Correction d’erreurs',
    levels: {
      L: 'Faible (7 %)',
      M: 'Moyenne (15 %)',
      Q: 'Élevée (25 %)',
      H: 'Maximale (30 %)',
    },
    foreground: 'Couleur du code',
    background: 'Arrière-plan',
    margin: 'Zone de silence (modules)',
  },
};
