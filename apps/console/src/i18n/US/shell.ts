/** The frame around the signed-in pages: header, menus, footer, and what replaces a page that cannot show. */
export const shell = {
  homeLink: 'Go to the home page',
  navigation: 'Main menu',
  collapseMenu: 'Collapse the menu',
  expandMenu: 'Expand the menu',
  openMenu: 'Open the menu',
  jumpToV4: 'Version 4.0',
  jumpToV4Hint: 'Open version 4.0 in a new tab, signed in as you',
  displaySettings: 'Display settings',
  settingsLoadFailed: 'The display settings could not be loaded. Reload the page to try again.',
  footerLinks: 'Links',
  manual: 'User manual',
  policy: 'Privacy policy',
  phoneTitle: 'Please use a computer',
  phoneText:
    'The console works in the browser of a computer (or a tablet) only. Open this address on a computer to continue.',
  pageLoadFailedTitle: 'The page could not be loaded',
  pageLoadTimeout: 'The page did not arrive within two minutes. Check the network connection, then try again.',
  pageLoadFailed:
    'Part of the console could not be downloaded, perhaps because it has just been updated. Try again to load it.',
};

declare global {
  interface ConsoleTexts {
    shell: typeof shell;
  }
}
