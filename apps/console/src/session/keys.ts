/** Query keys of everything that belongs to the signed-in user; removing SESSION_KEY forgets it all. */
export const SESSION_KEY = ['session'] as const;
export const USER_KEY = ['session', 'user'] as const;
export const routesKey = (userId: string) => ['session', 'routes', userId] as const;
