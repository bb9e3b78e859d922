import type { sysSetting as US } from '../US/sysSetting';

export const sysSetting: typeof US = {
  save: 'Guardar',
  saved: 'Configuración guardada',
  signInTitle: 'Inicio de sesión y verificación',
  smtpVerifyCodeOpen: 'Códigos por correo',
  smtpVerifyCodeOpenHelp:
    'Los códigos de verificación (segundo paso, contraseña olvidada, registro) pueden enviarse por correo electrónico.',
  smsVerifyCodeOpen: 'Códigos por SMS',
  smsVerifyCodeOpenHelp: 'Los códigos de verificación pueden enviarse por SMS.',
  smsUnavailable:
    'Este servidor no tiene configurado ningún proveedor de SMS, así que los códigos no pueden enviarse por SMS.',
  loginSecondStep: 'Segundo paso de inicio de sesión',
  loginSecondStepHelp:
    'Tras la contraseña, el inicio de sesión pide un código enviado al usuario. Los usuarios sin dirección para una forma activa no pueden iniciar sesión.',
  landingEncryption: 'Cifrar las credenciales de inicio de sesión',
  landingEncryptionHelp:
    'La página de inicio de sesión cifra el nombre de usuario y la contraseña con la clave pública del servidor (RSA) antes de enviarlos. Actívelo si se accede a la consola sin HTTPS.',
  mailTitle: 'Servidor de correo',
  mailIntro:
    'El correo sale por este servidor SMTP. Sin él, los mensajes esperan en la bandeja de salida de abajo, donde un administrador puede leerlos.',
  smtpHost: 'Servidor SMTP',
  smtpHostHelp: 'Déjelo vacío para guardar los mensajes en la bandeja de salida.',
  smtpPort: 'Puerto',
  smtpSecure: 'TLS desde el principio',
  smtpSecureHelp:
    'Actívelo para el puerto 465. Desactivado: la conexión pasa a TLS si el servidor lo ofrece (puerto 587 o 25).',
  smtpUser: 'Nombre de usuario',
  smtpPassword: 'Contraseña',
  smtpPasswordSaved: 'Guardada (no se muestra)',
  smtpPasswordKept: 'Déjelo vacío para conservar la contraseña guardada.',
  smtpPasswordClear: 'Eliminar la contraseña guardada',
  smtpFrom: 'Dirección del remitente',
  smtpFromHelp: 'La dirección desde la que salen los mensajes; el servidor debe aceptarla.',
  testTitle: 'Correo de prueba',
  testTo: 'Enviar un correo de prueba a',
  sendTest: 'Enviar correo de prueba',
  testNeedsServer: 'Indique arriba un servidor de correo para enviar un correo de prueba.',
  testSent: 'Se ha aceptado el correo de prueba para {{to}}.',
  testFailed: 'No se ha podido enviar el correo de prueba',
  conversionTitle: 'Conversión de vídeo y sonido',
  transcodeConcurrency: 'Conversiones simultáneas',
  transcodeConcurrencyHelp:
    'Cuántas conversiones (ffmpeg, varios núcleos de procesador cada una) ejecuta a la vez cada proceso del servidor, de 1 a {{max}}. Un cambio se aplica a las conversiones que empiecen después.',
  transcodeConcurrencyRange: 'Introduzca un número entero de 1 a {{max}}',
  passwordTitle: 'Política de contraseñas',
  strong: 'Contraseñas seguras',
  strongHelp:
    'Las contraseñas nuevas necesitan, además de 8 caracteres con letras y dígitos, un símbolo o mayúsculas y minúsculas.',
  pwdExpireDays: 'Las contraseñas caducan a los',
  pwdExpireDaysHelp: '0: nunca. Una contraseña caducada debe cambiarse justo después de iniciar sesión.',
  days: 'días',
  pwdHistoryCount: 'Contraseñas anteriores rechazadas',
  pwdHistoryCountHelp:
    'Cuántas de las últimas contraseñas, incluida la actual, no pueden volver a elegirse; 0: ninguna.',
  outboxTitle: 'Bandeja de salida',
  outboxIntro: 'Mensajes no entregados: guardados mientras no hay servidor de correo, o rechazados por él.',
  outboxEmpty: 'No hay mensajes en espera',
  statusAll: 'Todos',
  statusNotConfigured: 'Sin servidor de correo',
  statusFailed: 'Envío fallido',
  mailTime: 'Hora',
  mailTo: 'Para',
  mailSubject: 'Asunto',
  mailStatus: 'Estado',
  mailError: 'Error',
  view: 'Ver',
  mailTitleOne: 'Mensaje',
  close: 'Cerrar',
  refresh: 'Actualizar',
  total: '{{count}} mensajes',
  dataSourceTitle: 'Tiempo, tipos de cambio y fuentes de datos',
  feedLocalNetwork: 'Las fuentes de datos de los programas pueden usar la red local',
  feedLocalNetworkHelp:
    'Desactivado: el servidor rechaza direcciones de fuentes en su propia red (bucle local, direcciones privadas y de enlace local), para que los programas no alcancen equipos detrás de él. Actívelo solo si esas fuentes deben leerse.',
  weatherUrl: 'Dirección de la previsión del tiempo',
  weatherUrlHelp:
    'La llamada de previsión de Open-Meteo, o un espejo que responda en su formato ({{url}} por defecto).',
  geocodingUrl: 'Dirección de la búsqueda de lugares',
  geocodingUrlHelp:
    'La búsqueda de lugares de Open-Meteo, o un espejo, para el tiempo pedido por nombre ({{url}} por defecto).',
  exchangeRatesUrl: 'Dirección de los tipos de cambio',
  exchangeRatesUrlHelp:
    'Los tipos de referencia diarios del BCE (XML), o una copia en su formato ({{url}} por defecto).',
  providerUrlInvalid: 'Indique una dirección que empiece por https:// o http://',
  uploadTitle: 'Subidas y almacenamiento',
  uploadLimitOpen: 'Limitar el tamaño de las subidas',
  uploadLimitOpenHelp: 'Desactivado: un archivo puede tener hasta {{mb}} MB.',
  uploadLimitSize: 'Archivo más grande',
  capacitySetting: 'Almacenamiento de cada institución',
  capacitySettingHelp:
    'Lo que pueden ocupar los materiales de cada institución cuando no tiene cuota propia (fijada en la página de almacenamiento de la biblioteca); 0: sin límite.',
  numberRange: 'Introduzca un número entero de {{min}} a {{max}}',
  terminalTitle: 'Terminales',
  freeAccess: 'Autorizar al instante los terminales nuevos',
  freeAccessHelp:
    'Activado: todo dispositivo que se registre en este servidor queda autorizado al instante en la institución principal, sin código de emparejamiento. Solo para una red cerrada.',
};
