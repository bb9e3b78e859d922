import { WILDCARD, type OperationEntry } from '@apm/contract';

/**
 * What a route, menu entry or button requires: a permission string (`module:resource:action`,
 * an entry id, or '*' for everyone), or an object naming a permission and/or roles that may
 * open it instead.
 */
export type Authority = string | { permission?: string; role?: string | string[] };

/** What the access checks need of a route: its own authority and those of its parents (spec 3 meta). */
export interface AccessRoute {
  authority?: Authority;
  pAuthorities?: Authority[];
  /** Roles of which the user must have one besides the authorities (spec 6: the demo route needs `manager`). */
  roles?: readonly string[];
}

/** `sys:user:view` → entry id `sys:user` and operation `view`; a bare name is its own id. */
function splitPermission(permission: string): { id: string; operation: string } {
  const i = permission.lastIndexOf(':');
  return i < 0
    ? { id: permission, operation: permission }
    : { id: permission.slice(0, i), operation: permission.slice(i + 1) };
}

/**
 * Whether a permission is held (spec 5, 6): '*' is open to all; otherwise a permission entry
 * matches it by id (the whole string) or by id + operation, or any role's operation list
 * contains the whole string or its operation.
 */
export function hasPermission(
  permission: string,
  permissions: readonly OperationEntry[],
  roles: readonly OperationEntry[],
): boolean {
  if (permission === WILDCARD) return true;
  const { id, operation } = splitPermission(permission);
  if (permissions.some((p) => p.id === permission || (p.id === id && p.operation.includes(operation)))) return true;
  return roles.some((r) => r.operation.includes(permission) || r.operation.includes(operation));
}

/** Whether the user has one of the roles (by role id). */
export function hasRole(role: string | readonly string[], roles: readonly OperationEntry[]): boolean {
  const wanted = typeof role === 'string' ? [role] : role;
  return roles.some((r) => wanted.includes(r.id));
}

/** Whether one authority passes: its permission is held, or the user has one of its roles. */
export function passes(
  authority: Authority | undefined,
  permissions: readonly OperationEntry[],
  roles: readonly OperationEntry[],
): boolean {
  if (authority === undefined) return true;
  if (typeof authority === 'string') return hasPermission(authority, permissions, roles);
  const { permission, role } = authority;
  if (permission === undefined && role === undefined) return false;
  return (
    (permission !== undefined && hasPermission(permission, permissions, roles)) ||
    (role !== undefined && hasRole(role, roles))
  );
}

/** Whether the user may open a route: its own authority and every parent's must pass, and it has a role the route requires. */
export function hasAuthority(
  route: AccessRoute,
  permissions: readonly OperationEntry[],
  roles: readonly OperationEntry[],
): boolean {
  if (route.roles !== undefined && !hasRole(route.roles, roles)) return false;
  return [...(route.pAuthorities ?? []), route.authority].every((a) => passes(a, permissions, roles));
}
