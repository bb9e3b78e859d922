import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: 'Logowanie',
  heading: 'Zaloguj się do konsoli',
  userName: 'Nazwa użytkownika',
  userNameRequired: 'Wpisz nazwę użytkownika',
  password: 'Hasło',
  passwordRequired: 'Wpisz hasło',
  captcha: 'Kod weryfikacyjny',
  captchaRequired: 'Wpisz znaki widoczne na obrazku',
  captchaPicture: 'Obrazek weryfikacyjny',
  captchaRefresh: 'Kliknij obrazek, aby wyświetlić nowy',
  submit: 'Zaloguj się',
  failed: 'Logowanie nie powiodło się',
  unavailable: 'Nie można uruchomić konsoli',
  sso: {
    title: 'Logowanie jednokrotne',
    signingIn: 'Trwa logowanie…',
    failedTitle: 'Link logowania nie działa',
    failed: 'Został już użyty lub wygasł. Zaloguj się nazwą użytkownika i hasłem.',
    signIn: 'Przejdź do logowania',
  },
};
