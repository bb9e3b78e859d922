import type { home as US } from '../US/home';

export const home: typeof US = {
  welcome: 'Le damos la bienvenida, {{name}}',
  signedInTo: 'Sesión iniciada en {{office}}',
  account: 'Su cuenta',
  loginName: 'Nombre de inicio de sesión',
  name: 'Nombre visible',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  office: 'Institución',
  roles: 'Roles',
  noRoles: 'Sin roles asignados',
  session: 'Sesión',
  lastSignIn: 'Último inicio de sesión',
  firstSignIn: 'Primer inicio de sesión',
  lastSignInIp: 'Sesión iniciada desde',
  sessionExpires: 'Caducidad de la sesión',
  sessionRenews: 'Se renueva mientras trabaja',
  timeZone: 'Zona horaria',
  access: 'Acceso',
  permissionCount: 'Permisos asignados',
  roleCount: 'Roles asignados',
};
