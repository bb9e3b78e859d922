/** Keys whose French text is legitimately the same as the English one (besides the proper names). */
export const sameAsUs: string[] = [
  // « Notifications » is the French word.
  'menu.messageNotification',
  'notice.title',
  // « Type » (of a notification) is the French word.
  'notice.kind',
  // « Organisation » is the French word.
  'home.office',
  'init.organisation',
  // « Version » is the French word; 4.0 is a version number.
  'shell.jumpToV4',
  // « Cyan » is the French name of the colour.
  'settings.colors.cyan',
];
