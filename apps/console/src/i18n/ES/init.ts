import type { init as US } from '../US/init';

export const init: typeof US = {
  pageTitle: 'Inicialización del sistema',
  heading: 'Configurar la plataforma',
  intro:
    'Es el primer inicio de la plataforma. Cree la institución de la plataforma y su administrador; después iniciará sesión con esta cuenta.',
  organisation: 'Institución',
  administrator: 'Administrador',
  officeName: 'Nombre de la institución',
  loginName: 'Nombre de inicio de sesión del administrador',
  loginNameHelp: 'De 3 a 32 caracteres: letras, dígitos y _ . @ -',
  name: 'Nombre visible',
  password: 'Contraseña',
  passwordHelp: 'De 8 a 64 caracteres, con al menos una letra y un dígito',
  confirmPassword: 'Confirmar contraseña',
  email: 'Correo electrónico',
  emailHelp: 'Opcional',
  submit: 'Inicializar',
  failed: 'No se ha podido inicializar la plataforma',
  done: 'La plataforma está lista. Inicie sesión con la cuenta de administrador.',
  rules: {
    required: 'Este campo es obligatorio',
    tooShort: 'Use al menos {{min}} caracteres',
    tooLong: 'Use como máximo {{max}} caracteres',
    passwordLetter: 'La contraseña debe contener al menos una letra',
    passwordDigit: 'La contraseña debe contener al menos un dígito',
    loginNameChars: 'Use solo letras, dígitos y _ . @ -',
    email: 'Introduzca una dirección de correo electrónico válida',
    passwordMismatch: 'Las dos contraseñas no coinciden',
    invalid: 'Este valor no es válido',
  },
};
