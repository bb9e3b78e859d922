import type { material as US } from '../US/material';

export const material: typeof US = {
  search: 'Nach Name suchen',
  kind: 'Art',
  kinds: {
    all: 'Alle Arten',
    image: 'Bild',
    video: 'Video',
  },
  refresh: 'Aktualisieren',
  deleteSelected: 'Auswahl löschen ({{count}})',
  upload: {
    button: 'Hochladen',
    drop: 'Bilder und Videos hierher ziehen oder klicken, um sie auszuwählen',
    hint: 'JPEG-, PNG-, GIF- oder WebP-Bilder und MP4-, WebM- oder MOV-Videos, jeweils bis {{limit}}',
    title: 'Übertragungen',
    clear: 'Erledigte entfernen',
    waiting: 'Wartet…',
    hashing: 'Datei wird gelesen… {{percent}} %',
    sending: 'Wird gesendet… {{percent}} %',
    done: 'Hochgeladen',
    already: 'Schon in Ihrer Mediathek',
    cancelled: 'Abgebrochen',
    cancelOf: 'Hochladen von {{name}} abbrechen',
  },
  uploadProblems: {
    tooLarge: 'Diese Datei ist {{size}} groß; die Grenze liegt bei {{limit}}.',
    unsupportedKind:
      'Diese Dateiart kann kein Medium sein: Wählen Sie JPEG-, PNG-, GIF- oder WebP-Bilder oder MP4-, WebM- oder MOV-Videos.',
    md5Mismatch: 'Die Datei kam beschädigt an und wurde nicht gespeichert. Laden Sie sie erneut hoch.',
    chunkMd5Mismatch:
      'Ein Teil der Datei kam wiederholt beschädigt an. Prüfen Sie die Verbindung und laden Sie sie erneut hoch.',
    chunkSize: 'Die Datei konnte nicht vollständig gesendet werden. Laden Sie sie erneut hoch.',
    chunkIndex: 'Das Hochladen ist mit dem Server aus dem Takt geraten. Laden Sie die Datei erneut hoch.',
  },
  status: {
    processing: 'Wird verarbeitet…',
  },
  problems: {
    videoToolsMissing: 'Videoverarbeitung nicht verfügbar',
    unreadable: 'Die Datei kann nicht gelesen werden',
    processingFailed: 'Verarbeitung fehlgeschlagen',
  },
  selectOf: '{{name}} auswählen',
  preview: 'Vorschau',
  previewOf: 'Vorschau von {{name}}',
  deleteOf: '{{name}} löschen',
  deleteTitle: '„{{name}}“ löschen?',
  deleteManyTitle: '{{count}} Medien löschen?',
  deleteConfirm:
    'Das kann nicht rückgängig gemacht werden. Programme, die mit diesen Medien gespeichert wurden, behalten ihre Dateien.',
  delete: 'Löschen',
  cancel: 'Abbrechen',
  deleted: 'Gelöscht: {{count}}',
  total: 'Medien: {{count}}',
  empty: 'Noch keine Medien: Laden Sie Bilder und Videos hoch.',
  noneMatching: 'Kein Medium passt zu diesen Filtern.',
};
