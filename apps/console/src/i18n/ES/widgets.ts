import type { widgets as US } from '../US/widgets';

/** The widgets the program editor's toolbar adds besides text, pictures and videos: clock, date, countdown, shape, QR code. */
export const widgets: typeof US = {
  zone: {
    label: 'Zona horaria',
    screen: 'La zona horaria de la pantalla',
    invalid: 'No es un nombre de zona horaria (como Europe/Berlin)',
    unknown: 'Este navegador no conoce esta zona horaria: una pantalla que tampoco la conozca muestra su propia hora.',
  },
  locale: {
    label: 'Idioma',
    screen: 'El idioma de la pantalla',
    invalid: 'No es una etiqueta de idioma (como en-GB)',
    unknown: 'Este navegador no conoce este idioma: una pantalla que tampoco lo conozca usa el suyo.',
  },
  clock: {
    name: 'Reloj',
    style: 'Estilo',
    styles: {
      digital: 'Digital',
      analogue: 'Analógico',
    },
    format: 'Horas',
    formats: {
      '24h': '24 horas',
      '12h': '12 horas',
    },
    seconds: 'Segundos',
    faceColor: 'Esfera',
    handColor: 'Agujas y marcas',
    secondHandColor: 'Segundero',
    ticks: 'Marcas',
    tickOptions: {
      none: 'Ninguna',
      hours: 'Cada hora',
      minutes: 'Cada minuto',
    },
  },
  date: {
    name: 'Fecha',
    style: 'Estilo',
    styles: {
      full: 'Completa, con el día de la semana',
      long: 'Larga',
      short: 'Corta',
      weekday: 'Solo el día de la semana',
      iso: 'Formato ISO (2025-11-27)',
    },
  },
  countdown: {
    name: 'Cuenta atrás',
    target: 'Cuenta atrás hasta',
    targetHint: 'En su zona horaria (UTC{{offset}}); todas las pantallas cuentan hasta el mismo instante.',
    units: 'Unidades',
    unitNames: {
      days: 'Días',
      hours: 'Horas',
      minutes: 'Minutos',
      seconds: 'Segundos',
    },
    labels: 'Etiquetas bajo los números',
    labelDefaults: {
      days: 'días',
      hours: 'horas',
      minutes: 'minutos',
      seconds: 'segundos',
    },
    doneText: 'Texto al llegar la hora',
    doneDefault: '¡Ya ha empezado!',
  },
  shape: {
    name: 'Forma',
    shape: 'Forma',
    shapes: {
      rectangle: 'Rectángulo',
      ellipse: 'Elipse',
      line: 'Línea',
    },
    fillColor: 'Relleno',
    strokeColor: 'Contorno',
    strokeWidth: 'Grosor del contorno',
    lineColor: 'Color de la línea',
    lineWidth: 'Grosor',
    cornerRadius: 'Radio de las esquinas',
    lineHint: 'Una línea atraviesa el centro de su caja a lo largo del lado más largo.',
  },
  qrcode: {
    name: 'Código QR',
    text: 'Texto o dirección web',
    bytes: '{{used}} de {{max}} bytes',
    errorCorrection: 'Corrección de errores',
    levels: {
      L: 'Baja (7 %)',
      M: 'Media (15 %)',
      Q: 'Alta (25 %)',
      H: 'Máxima (30 %)',
    },
    foreground: 'Color del código',
    background: 'Fondo',
    margin: 'Zona de silencio (módulos)',
  },
};
