import type { passwordExpired as US } from '../US/passwordExpired';

export const passwordExpired: typeof US = {
  pageTitle: 'Parolanın süresi doldu',
  heading: 'Parolanızın süresi doldu',
  intro: 'Devam etmek için yeni bir parola seçin. O zamana kadar konsol kullanılamaz.',
  submit: 'Parolayı değiştir ve devam et',
};
