/** The announcement pop-up and the announcement management page. */
export const announcement = {
  close: 'Close',
  noMoreReminders: 'No more reminders',
  fetchError: 'Error getting announcement!',
  noneYet:
    'Your institution has no announcement of its own yet. Until it saves one, its users see the nearest one set above it.',
  scope:
    'This announcement is shown to the users of your institution and of the institutions below it, unless one of them switches on its own.',
  lastSaved: 'Last saved {{date}}',
  display: 'When to show it',
  enabled: 'Show the announcement',
  enabledHelp: 'Switched off, it is kept but shown to no one.',
  start: 'From',
  end: 'Until',
  endHelp: 'Users who open the console between these two moments see it (times in your time zone).',
  chinese: 'Chinese',
  english: 'English',
  titleCh: 'Title in Chinese',
  titleEn: 'Title in English',
  contentCh: 'Text in Chinese',
  contentEn: 'Text in English',
  plainTextHelp: 'Plain text: line breaks are kept; nothing is read as formatting.',
  preview: 'Preview',
  save: 'Save',
  saved: 'Announcement saved',
  rules: {
    titleRequired: 'Enter a title',
    contentRequired: 'Enter the text',
    tooLong: 'At most {{max}} characters',
    startRequired: 'Choose when the announcement starts',
    endRequired: 'Choose when it ends: an announcement that is switched on needs an end',
    endBeforeStart: 'The end must come after the start',
    plainText: 'Remove the control characters: only plain text is allowed',
  },
};

declare global {
  interface ConsoleTexts {
    announcement: typeof announcement;
  }
}
