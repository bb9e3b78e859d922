/** The upload queue of the material library (pause, resume, a reload in the middle, duplicates) and custom thumbnails. */
export const uploads = {
  paused: 'Paused at {{percent}} %',
  alreadyAs: 'Already in your library as “{{name}}”',
  show: 'Show it',
  needsFile: 'The browser can no longer read this file: choose it again to go on',
  notSameFile: 'That is not the same file: choose the file of {{size}}',
  pause: 'Pause',
  pauseOf: 'Pause the upload of {{name}}',
  resume: 'Resume',
  resumeOf: 'Resume the upload of {{name}}',
  retry: 'Try again',
  retryOf: 'Try the upload of {{name}} again',
  chooseAgain: 'Choose the file again',
  chooseAgainOf: 'Choose {{name}} again',
  cancel: 'Cancel',
  overall: '{{done}} of {{total}} files · {{sent}} of {{size}}',
  pauseAll: 'Pause all',
  resumeAll: 'Resume all',
  setThumb: 'Set thumbnail',
  setThumbOf: 'Set a thumbnail of your own for {{name}}',
  thumbSet: 'Thumbnail set',
  notAnImage: 'Choose a JPEG, PNG, GIF or WebP picture.',
  thumbTooLarge: 'The picture may be at most {{limit}}.',
};

declare global {
  interface ConsoleTexts {
    uploads: typeof uploads;
  }
}
