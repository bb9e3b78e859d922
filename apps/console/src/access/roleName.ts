import { BUILT_IN_ROLES } from '@apm/contract';

/**
 * A role's name in the active language when it is a built-in role still carrying its built-in
 * name (`user.roleNames.<code>`); a renamed or custom role keeps the name it was given.
 */
export function roleName(
  role: { code: string; name: string; builtIn?: boolean },
  translate: (key: string) => string | undefined,
): string {
  const builtIn = role.builtIn !== false && BUILT_IN_ROLES.find((r) => r.code === role.code);
  return (builtIn && builtIn.name === role.name && translate(`user.roleNames.${role.code}`)) || role.name;
}

/** The signed-in user's role names (getUserInfo pairs `roles[i].id`, the code, with `roleNames[i]`). */
export const userRoleNames = (
  user: { roles: readonly { id: string }[]; roleNames: readonly string[] },
  translate: (key: string) => string | undefined,
): string[] => user.roleNames.map((name, i) => roleName({ code: user.roles[i]?.id ?? '', name }, translate));
