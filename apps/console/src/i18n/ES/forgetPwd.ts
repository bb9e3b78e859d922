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
    'No hay ninguna forma de enviar códigos de verificación activada. Pida a su administrador que restablezca la contraseña.',
  wayOnFile: {
    email: 'Correo electrónico, a la dirección de la cuenta',
    sms: 'SMS, al teléfono de la cuenta',
  },
  codeSent: {
    email: 'Si {{name}} es una cuenta con dirección de correo, se ha enviado un código a esa dirección.',
    sms: 'Si {{name}} es una cuenta con número de teléfono, se ha enviado un código a ese teléfono.',
  },
  codeInOutbox:
    'No hay ningún servidor de correo configurado: si {{name}} es una cuenta con dirección de correo, su código espera en la bandeja de salida de la configuración del sistema. Pídaselo a su administrador.',
  setPassword: 'Establecer la contraseña nueva',
  tokenGone: 'La verificación ha caducado: pida un código nuevo.',
  doneTitle: 'Contraseña cambiada',
  doneText: 'Inicie sesión con su contraseña nueva.',
  signIn: 'Iniciar sesión',
  backToSignIn: 'Volver al inicio de sesión',
};
