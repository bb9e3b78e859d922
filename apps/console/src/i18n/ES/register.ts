import type { register as US } from '../US/register';

export const register: typeof US = {
  pageTitle: 'Registro',
  heading: 'Crear una cuenta',
  loginName: 'Nombre de inicio de sesión',
  loginNameHelp: 'De 3 a 32 letras, dígitos o _ . @ -; con él inicia sesión.',
  name: 'Nombre visible',
  way: 'Confirmar por',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  password: 'Contraseña',
  submit: 'Registrarse',
  closedTitle: 'El registro no está abierto',
  closed: 'Las cuentas de este sitio las crean sus administradores.',
  noWayTitle: 'Ahora no es posible registrarse',
  noWay: 'No hay ninguna forma activa de enviar códigos de verificación. Consulte al administrador de este sitio.',
  doneTitle: 'Su cuenta está lista',
  doneText: 'Inicie sesión con su nombre de inicio de sesión y su contraseña.',
  signIn: 'Iniciar sesión',
  haveAccount: '¿Ya tiene una cuenta? Inicie sesión',
  codeSent: {
    email:
      'Se ha enviado un mensaje a {{target}}: contiene el código o, si la dirección ya tiene una cuenta, explica cómo iniciar sesión.',
    sms: 'Se ha enviado un SMS a {{target}}: contiene el código o, si el número ya tiene una cuenta, explica cómo iniciar sesión.',
  },
  codeInOutbox:
    'No hay ningún servidor de correo configurado: el mensaje para {{target}} espera en la bandeja de salida de la configuración del sistema. Pídaselo a su administrador.',
};
