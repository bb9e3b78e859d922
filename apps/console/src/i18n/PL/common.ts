import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: 'Konsola cyfrowej informacji wizualnej',
  language: 'Język',
  loading: 'Wczytywanie…',
  pageLoading: 'Wczytywanie strony',
  retry: 'Spróbuj ponownie',
  noPermission: 'Brak uprawnień',
  noOperationPermission: 'Nie masz uprawnień do wykonania tej operacji',
  account: 'Konto',
  signOut: 'Wyloguj się',
  backHome: 'Powrót do strony głównej',
  notSet: 'Nie ustawiono',
  copyright: '© {{year}} Platforma cyfrowej informacji wizualnej APM',
};
