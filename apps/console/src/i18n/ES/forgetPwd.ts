import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: 'Contraseña olvidada',
  heading: 'Restablecer la contraseña',
  stepAccount: 'Cuenta',
  stepCode: 'Verificación',
  stepPassword: 'Contraseña nueva',
  next: 'Siguiente',
  back: 'Atrás',
  way: 'Enviar el código por',
  noWayTitle: 'Aquí no se puede restablecer la contraseña',
  noWay:
    'Esta cuenta no tiene correo electrónico ni teléfono al que enviar códigos. Pida a su administrador que restablezca la contraseña.',
  setPassword: 'Establecer la contraseña nueva',
  tokenGone: 'La verificación ha caducado: pida un código nuevo.',
  doneTitle: 'Contraseña cambiada',
  doneText: 'Inicie sesión con su contraseña nueva.',
  signIn: 'Iniciar sesión',
  backToSignIn: 'Volver al inicio de sesión',
};
