import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    'Esta página muestra cómo la consola protege botones y acciones, con sus propios permisos. Solo se abre para usuarios con el permiso auth:demo:form y el rol Gerente; los demás no la ven en el menú.',
  accessTitle: 'Su acceso a esta página',
  operationsHeld: 'Operaciones sobre {{entry}}',
  held: 'concedido',
  notHeld: 'no concedido',
  roles: 'Sus roles',
  none: 'Ninguno',
  requires: 'La página requiere',
  requirement: 'El permiso auth:demo:form y el rol Gerente',
  buttonsTitle: 'Botones protegidos',
  buttonsHelp: 'Un botón cuyo permiso le falta está desactivado; al señalarlo se indica que no tiene permiso.',
  operations: { form: 'Abrir formulario', edit: 'Editar', delete: 'Eliminar' },
  ran: '«{{action}}» ejecutado: tiene su permiso',
  actionsTitle: 'Acciones protegidas',
  actionsHelp:
    'Las acciones iniciadas fuera de un botón protegido (clic en una fila, atajo de teclado) comprueban el permiso al ejecutarse: sin él, un error indica que no puede realizar la operación.',
  runAction: 'Ejecutar «{{action}}»',
  mayDelete: 'Tiene auth:demo:delete: ambas acciones se ejecutan.',
  mayNotDelete: 'Le falta auth:demo:delete: ejecutar «Eliminar» muestra el error.',
};
