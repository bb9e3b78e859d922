import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: 'Zugriff verweigert',
  forbidden: 'Sie dürfen diese Seite leider nicht öffnen.',
  routeDenied: 'Sie haben keinen Zugriff auf diese Seite; wenden Sie sich an den Administrator',
  notFoundTitle: 'Seite nicht gefunden',
  notFound: 'Die gesuchte Seite existiert leider nicht.',
  sessionExpiredTitle: 'Sitzung abgelaufen',
  signInAgain: 'Erneut anmelden',
  errorTitle: 'Etwas ist schiefgelaufen',
  error: 'Die Seite konnte nicht angezeigt werden. Laden Sie sie neu, um es erneut zu versuchen.',
  reload: 'Neu laden',
  serverError: 'Der Server hat leider einen Fehler gemeldet.',
};
