import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: 'Digital-Signage-Konsole',
  language: 'Sprache',
  loading: 'Wird geladen…',
  pageLoading: 'Seite wird geladen',
  retry: 'Erneut versuchen',
  noPermission: 'Keine Berechtigung',
  noOperationPermission: 'Sie haben keine Berechtigung für diesen Vorgang',
  account: 'Konto',
  signOut: 'Abmelden',
  backHome: 'Zur Startseite',
  notSet: 'Nicht festgelegt',
  copyright: '© {{year}} APM Digital-Signage-Plattform',
};
