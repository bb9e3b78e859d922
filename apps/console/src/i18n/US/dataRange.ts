/** The data range control in the header (updateDefDataRange). */
export const dataRange = {
  title: 'Data range',
  button: 'Data range: {{office}}',
  explain: 'Lists show this office and everything under it. Choose an office of your range to narrow them.',
  ownOfficeOnly: 'Your roles limit your lists to your own office.',
  office: 'Office of the data range',
  apply: 'Apply',
  reset: 'My own office',
  changed: 'Lists now show {{office}}',
  resetDone: 'Lists show your own office again',
};

declare global {
  interface ConsoleTexts {
    dataRange: typeof dataRange;
  }
}
