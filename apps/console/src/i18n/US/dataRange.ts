/** The data range control in the header (updateDefDataRange). */
export const dataRange = {
  title: 'Data range',
  button: 'Data range: {{office}}',
  explain: 'Lists show this institution and everything under it. Choose an institution of your range to narrow them.',
  ownOfficeOnly: 'Your roles limit your lists to your own institution.',
  office: 'Institution of the data range',
  apply: 'Apply',
  reset: 'My own institution',
  changed: 'Lists now show {{office}}',
  resetDone: 'Lists show your own institution again',
};

declare global {
  interface ConsoleTexts {
    dataRange: typeof dataRange;
  }
}
