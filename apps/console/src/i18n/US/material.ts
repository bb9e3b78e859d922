/** The material library (resManage/myRes): the grid, uploads and their problems, deletion. */
export const material = {
  search: 'Search by name',
  kind: 'Kind',
  kinds: {
    all: 'All kinds',
    image: 'Picture',
    video: 'Video',
    audio: 'Sound',
    pdf: 'PDF',
    web: 'Web page',
  },
  refresh: 'Refresh',
  deleteSelected: 'Delete selected ({{count}})',
  upload: {
    button: 'Upload',
    drop: 'Drop pictures, videos, sounds and PDFs here, or click to choose them',
    hint: 'Pictures (JPEG, PNG, GIF, WebP, SVG), videos (MP4, WebM, MOV, MKV, AVI, WMV, FLV, MPEG, TS, OGV, 3GP), sounds (MP3, AAC, M4A, WAV, OGG, Opus, FLAC, AIFF, AMR, WMA) and PDF documents, up to {{limit}} each',
    title: 'Uploads',
    clear: 'Clear finished',
    waiting: 'Waiting…',
    hashing: 'Reading the file… {{percent}} %',
    sending: 'Sending… {{percent}} %',
    done: 'Uploaded',
    already: 'Already in your library',
    cancelled: 'Cancelled',
    cancelOf: 'Cancel the upload of {{name}}',
  },
  uploadProblems: {
    empty: 'This file is empty: there is nothing in it to upload.',
    tooLarge: 'This file is {{size}}; the limit is {{limit}}.',
    unsupportedKind:
      'This kind of file cannot be a material: choose pictures (JPEG, PNG, GIF, WebP, SVG), videos (MP4, WebM, MOV, MKV, AVI, WMV, FLV, MPEG, TS, OGV, 3GP), sounds (MP3, AAC, M4A, WAV, OGG, Opus, FLAC, AIFF, AMR, WMA) or PDF documents.',
    md5Mismatch: 'The file arrived damaged and was not stored. Upload it again.',
    chunkMd5Mismatch: 'Part of the file kept arriving damaged. Check the connection and upload it again.',
    chunkSize: 'The file could not be sent whole. Upload it again.',
    chunkIndex: 'The upload fell out of step with the server. Upload the file again.',
    quotaExceeded:
      'The storage quota has no room for this file: it needs {{needed}} and {{free}} is free. Delete materials or ask an administrator for more room.',
  },
  status: {
    processing: 'Processing…',
  },
  problems: {
    videoToolsMissing: 'Video processing unavailable',
    unreadable: 'The file cannot be read',
    truncated: 'The file is cut short: upload it whole',
    tooManyPixels: 'The picture has too many pixels (over 268 million): make it smaller',
    passwordProtected: 'The PDF asks for a password: save it without one',
    processingFailed: 'Processing failed',
    pdfToolsMissing: 'PDF processing unavailable',
    conversionFailed: 'Conversion failed',
    conversionCancelled: 'Conversion cancelled',
  },
  selectOf: 'Select {{name}}',
  preview: 'Preview',
  previewOf: 'Preview {{name}}',
  deleteOf: 'Delete {{name}}',
  deleteTitle: 'Delete “{{name}}”?',
  deleteManyTitle: 'Delete {{count}} materials?',
  deleteConfirm: 'This cannot be undone. Programs saved with these materials keep their files.',
  delete: 'Delete',
  cancel: 'Cancel',
  deleted: 'Deleted: {{count}}',
  total: 'Materials: {{count}}',
  empty: 'No materials yet: upload pictures and videos.',
  noneMatching: 'No material matches these filters.',
};

declare global {
  interface ConsoleTexts {
    material: typeof material;
  }
}
