import type { errors as US } from '../US/errors';

export const errors: typeof US = {
  ok: 'Готово',
  validation: 'Недопустимый запрос',
  noPermission: 'Нет доступа',
  denied: 'Запрос отклонён',
  notFound: 'Не найдено',
  conflict: 'Данные были изменены или уже существуют',
  tooManyAttempts: 'Слишком много неудачных попыток; повторите позже',
  sessionExpired: 'Сеанс недействителен, войдите снова',
  internal: 'Ошибка сервера',
  badCredentials: 'Неверное имя пользователя или пароль',
  captchaRequired: 'Введите символы с картинки',
  captchaWrong: 'Символы не совпадают с картинкой',
  alreadyInitialised: 'Система уже инициализирована',
  accountDisabled: 'Эта учётная запись отключена',
  badEncryption: 'Не удалось расшифровать учётные данные; перезагрузите страницу',
  network: 'Сервер недоступен; проверьте сетевое подключение',
  timeout: 'Сервер не ответил вовремя',
  unexpected: 'Что-то пошло не так; повторите попытку',
};
