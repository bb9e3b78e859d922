import type { material as US } from '../US/material';

export const material: typeof US = {
  search: 'Nach Name suchen',
  kind: 'Art',
  kinds: {
    all: 'Alle Arten',
    image: 'Bild',
    video: 'Video',
    audio: 'Audio',
    pdf: 'PDF',
    web: 'Webseite',
  },
  refresh: 'Aktualisieren',
  deleteSelected: 'Auswahl löschen ({{count}})',
  upload: {
    button: 'Hochladen',
    drop: 'Bilder, Videos, Audiodateien und PDFs hierher ziehen oder klicken, um sie auszuwählen',
    hint: 'Bilder (JPEG, PNG, GIF, WebP, SVG), Videos (MP4, WebM, MOV, MKV, AVI, WMV, FLV, MPEG, TS, OGV, 3GP), Audiodateien (MP3, AAC, M4A, WAV, OGG, Opus, FLAC, AIFF, AMR, WMA) und PDF-Dokumente, jeweils bis {{limit}}',
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
    empty: 'Diese Datei ist leer: Es gibt nichts hochzuladen.',
    tooLarge: 'Diese Datei ist {{size}} groß; die Grenze liegt bei {{limit}}.',
    unsupportedKind:
      'Diese Dateiart kann kein Medium sein: Wählen Sie Bilder (JPEG, PNG, GIF, WebP, SVG), Videos (MP4, WebM, MOV, MKV, AVI, WMV, FLV, MPEG, TS, OGV, 3GP), Audiodateien (MP3, AAC, M4A, WAV, OGG, Opus, FLAC, AIFF, AMR, WMA) oder PDF-Dokumente.',
    md5Mismatch: 'Die Datei kam beschädigt an und wurde nicht gespeichert. Laden Sie sie erneut hoch.',
    chunkMd5Mismatch:
      'Ein Teil der Datei kam wiederholt beschädigt an. Prüfen Sie die Verbindung und laden Sie sie erneut hoch.',
    chunkSize: 'Die Datei konnte nicht vollständig gesendet werden. Laden Sie sie erneut hoch.',
    chunkIndex: 'Das Hochladen ist mit dem Server aus dem Takt geraten. Laden Sie die Datei erneut hoch.',
    quotaExceeded:
      'Im Speicherkontingent ist kein Platz für diese Datei: Sie braucht {{needed}}, frei sind {{free}}. Löschen Sie Medien oder bitten Sie einen Administrator um mehr Platz.',
  },
  status: {
    processing: 'Wird verarbeitet…',
  },
  problems: {
    videoToolsMissing: 'Videoverarbeitung nicht verfügbar',
    unreadable: 'Die Datei kann nicht gelesen werden',
    truncated: 'Die Datei ist unvollständig: Laden Sie sie vollständig hoch',
    processingFailed: 'Verarbeitung fehlgeschlagen',
    pdfToolsMissing: 'PDF-Verarbeitung nicht verfügbar',
    conversionFailed: 'Umwandlung fehlgeschlagen',
    conversionCancelled: 'Umwandlung abgebrochen',
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
