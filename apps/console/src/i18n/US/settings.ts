/** The display settings drawer (spec 2). */
export const settings = {
  title: 'Display settings',
  hint: 'Changes apply at once. Save keeps them for the next visit in this browser.',
  themeMode: 'Theme mode',
  modes: { dark: 'Dark menu', light: 'Light menu', night: 'Night mode' },
  themeColor: 'Theme colour',
  colors: {
    daybreak: 'Daybreak blue (default)',
    dust: 'Dust red',
    volcano: 'Volcano',
    sunset: 'Sunset orange',
    cyan: 'Cyan',
    green: 'Polar green',
    geekblue: 'Geek blue',
    purple: 'Golden purple',
  },
  navigation: 'Navigation layout',
  layouts: { side: 'Side menu', head: 'Top menu', mix: 'Mixed menu' },
  contentWidth: 'Content width',
  widths: { fixed: 'Fixed', fluid: 'Fluid' },
  fixedHeader: 'Fixed header',
  fixedSideBar: 'Fixed side menu',
  other: 'Other settings',
  weekMode: 'Colour-weak mode',
  multiPage: 'Multiple pages (tabs)',
  fixedTabs: 'Lock the tabs to the top',
  hideSetting: 'Hide the settings button',
  hideSettingHint: 'The settings stay in the menu under your name.',
  animation: 'Page animation',
  animationDisabled: 'Disable the animation',
  effect: 'Effect',
  direction: 'Direction',
  effects: { bounce: 'Bounce', fade: 'Fade', zoom: 'Zoom', slide: 'Slide', back: 'Back in' },
  directions: { left: 'From the left', right: 'From the right', up: 'From below', down: 'From above' },
  save: 'Save',
  saved: 'The display settings are saved',
  saveFailed: 'The browser refused to store the settings',
  reset: 'Reset',
  resetTitle: 'Reset the display settings?',
  resetContent: 'The saved settings are removed and the page reloads with the defaults.',
  cancel: 'Cancel',
};

declare global {
  interface ConsoleTexts {
    settings: typeof settings;
  }
}
