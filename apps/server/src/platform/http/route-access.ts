import { API_PREFIX } from '@apm/contract';
import type { FastifyInstance } from 'fastify';
import type { Access } from './access.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

/**
 * Makes every API route declare its access where it is defined: registering one that does
 * not throws, so the server cannot start with an accidentally open call. Documentation and
 * console files are public. Returns the list of routes as they register.
 */
export function requireAccessDeclarations(http: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  http.addHook('onRoute', (r) => {
    const isApi = r.url.startsWith(API_PREFIX) && !r.url.startsWith(`${API_PREFIX}/docs`);
    if (!isApi) r.config = { ...r.config, access: r.config?.access ?? 'public' };
    const declared = r.config?.access;
    if (isApi && declared === undefined) throw new Error(`Route ${r.method} ${r.url} declares no access`);
    for (const method of [r.method].flat()) routes.push({ method, url: r.url, access: declared });
  });
  return routes;
}
