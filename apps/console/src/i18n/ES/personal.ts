import type { personal as US } from '../US/personal';

export const personal: typeof US = {
  profile: 'Perfil',
  changeAvatar: 'Cambiar el avatar',
  avatarHelp: 'PNG, JPEG, GIF o WebP, como máximo {{max}} MB.',
  avatarSaved: 'Avatar cambiado',
  loginName: 'Nombre de inicio de sesión',
  office: 'Institución',
  roles: 'Roles',
  name: 'Nombre visible',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  codeFor: 'Código enviado a {{target}}',
  emailCode: 'Código de la dirección de correo nueva',
  phoneCode: 'Código del número de teléfono nuevo',
  save: 'Guardar',
  saved: 'Perfil guardado',
  password: 'Contraseña',
  passwordIntro: 'Tras el cambio, sus otras sesiones se cierran; esta sigue abierta.',
  weakPassword: 'Su contraseña no cumple la política de contraseñas actual: cámbiela.',
  changePassword: 'Cambiar la contraseña',
  passwordChanged: 'Contraseña cambiada',
};
