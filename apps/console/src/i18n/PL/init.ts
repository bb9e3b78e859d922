import type { init as US } from '../US/init';

export const init: typeof US = {
  pageTitle: 'Inicjalizacja systemu',
  heading: 'Konfiguracja platformy',
  intro:
    'To pierwsze uruchomienie platformy. Utwórz instytucję platformy i jej administratora; następnie zalogujesz się na to konto.',
  organisation: 'Instytucja',
  administrator: 'Administrator',
  officeName: 'Nazwa instytucji',
  loginName: 'Login administratora',
  loginNameHelp: 'Od 3 do 32 znaków: litery, cyfry oraz _ . @ -',
  name: 'Nazwa wyświetlana',
  password: 'Hasło',
  passwordHelp: 'Od 8 do 64 znaków, w tym co najmniej jedna litera i jedna cyfra',
  confirmPassword: 'Potwierdź hasło',
  email: 'Adres e-mail',
  emailHelp: 'Opcjonalnie',
  submit: 'Zainicjuj',
  failed: 'Nie udało się zainicjować platformy',
  done: 'Platforma jest gotowa. Zaloguj się na konto administratora.',
  rules: {
    required: 'To pole jest wymagane',
    tooShort: 'Minimalna liczba znaków: {{min}}',
    tooLong: 'Maksymalna liczba znaków: {{max}}',
    passwordLetter: 'Hasło musi zawierać co najmniej jedną literę',
    passwordDigit: 'Hasło musi zawierać co najmniej jedną cyfrę',
    loginNameChars: 'Używaj tylko liter, cyfr oraz _ . @ -',
    email: 'Wpisz prawidłowy adres e-mail',
    passwordMismatch: 'Hasła nie są zgodne',
    invalid: 'Ta wartość jest nieprawidłowa',
  },
};
