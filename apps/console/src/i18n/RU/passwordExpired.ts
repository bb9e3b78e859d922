import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: 'Срок пароля истёк',
  heading: 'Срок действия вашего пароля истёк',
  intro: 'Чтобы продолжить, задайте новый пароль. До этого консолью пользоваться нельзя.',
  submit: 'Сменить пароль и продолжить',
};
