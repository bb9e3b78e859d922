/** The multi-tab page view: the tab bar, its context menu and its warnings. */
export const tabs = {
  bar: 'Open pages',
  refresh: 'Refresh',
  refreshPage: 'Refresh this page',
  closeLeft: 'Close tabs to the left',
  closeRight: 'Close tabs to the right',
  closeOthers: 'Close other tabs',
  actions: 'Tab actions',
  lastTab: 'This is the last page; it cannot be closed',
  lock: 'Lock the tabs to the top',
  unlock: 'Unlock the tabs from the top',
};

declare global {
  interface ConsoleTexts {
    tabs: typeof tabs;
  }
}
