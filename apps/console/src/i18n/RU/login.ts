import type { login as US } from '../US/login';

export const login: typeof US = {
  pageTitle: 'Вход',
  heading: 'Вход в консоль',
  userName: 'Имя пользователя',
  userNameRequired: 'Введите имя пользователя',
  password: 'Пароль',
  passwordRequired: 'Введите пароль',
  captcha: 'Код проверки',
  captchaRequired: 'Введите символы с картинки',
  captchaPicture: 'Проверочная картинка',
  captchaRefresh: 'Нажмите на картинку, чтобы получить новую',
  submit: 'Войти',
  failed: 'Не удалось войти',
  unavailable: 'Не удаётся запустить консоль',
  sso: {
    title: 'Единый вход',
    signingIn: 'Выполняется вход…',
    failedTitle: 'Ссылка для входа недействительна',
    failed: 'Она уже использована или устарела. Войдите с именем пользователя и паролем.',
    signIn: 'Перейти ко входу',
  },
};
