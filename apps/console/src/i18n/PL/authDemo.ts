import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    'Ta strona pokazuje, jak konsola chroni przyciski i akcje, na Twoich własnych uprawnieniach. Otwiera się tylko użytkownikom z uprawnieniem auth:demo:form i rolą Kierownik; pozostali nie widzą jej w menu.',
  accessTitle: 'Twój dostęp do tej strony',
  operationsHeld: 'Operacje na {{entry}}',
  held: 'przyznane',
  notHeld: 'brak',
  roles: 'Twoje role',
  none: 'Brak',
  requires: 'Strona wymaga',
  requirement: 'Uprawnienia auth:demo:form i roli Kierownik',
  buttonsTitle: 'Chronione przyciski',
  buttonsHelp:
    'Przycisk, do którego nie masz uprawnienia, jest wyłączony; po wskazaniu go widać, że nie masz uprawnień.',
  operations: { form: 'Otwórz formularz', edit: 'Edytuj', delete: 'Usuń' },
  ran: '„{{action}}” wykonano: masz to uprawnienie',
  actionsTitle: 'Chronione akcje',
  actionsHelp:
    'Akcje uruchamiane inaczej niż chronionym przyciskiem (kliknięcie wiersza, skrót klawiszowy) sprawdzają uprawnienie przy wykonaniu: bez niego błąd informuje, że nie możesz wykonać operacji.',
  runAction: 'Wykonaj „{{action}}”',
  mayDelete: 'Masz auth:demo:delete: obie akcje się wykonują.',
  mayNotDelete: 'Nie masz auth:demo:delete: „Usuń” pokaże błąd.',
};
