import type { announcement as US } from '../US/announcement';

export const announcement: typeof US = {
  close: 'Cerrar',
  noMoreReminders: 'No volver a mostrar',
  fetchError: '¡Error al obtener el anuncio!',
  noneYet:
    'Su institución aún no tiene un anuncio propio. Hasta que guarde uno, sus usuarios verán el más cercano definido por encima de ella.',
  scope:
    'Este anuncio se muestra a los usuarios de su institución y de las instituciones que dependen de ella, salvo que alguna de ellas active uno propio.',
  lastSaved: 'Guardado por última vez: {{date}}',
  display: 'Cuándo mostrarlo',
  enabled: 'Mostrar el anuncio',
  enabledHelp: 'Si se desactiva, se conserva pero no se muestra a nadie.',
  start: 'Desde',
  end: 'Hasta',
  endHelp: 'Lo verán los usuarios que abran la consola entre estos dos momentos (horas en su zona horaria).',
  chinese: 'Chino',
  english: 'Inglés',
  titleCh: 'Título en chino',
  titleEn: 'Título en inglés',
  contentCh: 'Texto en chino',
  contentEn: 'Texto en inglés',
  plainTextHelp: 'Texto sin formato: se conservan los saltos de línea; nada se interpreta como formato.',
  preview: 'Vista previa',
  save: 'Guardar',
  saved: 'Anuncio guardado',
  rules: {
    titleRequired: 'Introduzca un título',
    contentRequired: 'Introduzca el texto',
    tooLong: 'Como máximo {{max}} caracteres',
    startRequired: 'Elija cuándo empieza el anuncio',
    endRequired: 'Elija cuándo termina: un anuncio activado necesita una fecha de fin',
    endBeforeStart: 'El fin debe ser posterior al inicio',
    plainText: 'Elimine los caracteres de control: solo se permite texto sin formato',
  },
};
