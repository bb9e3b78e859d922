import { API_PREFIX, type Endpoint } from '@apm/contract';
import type { FastifyInstance } from 'fastify';
import type { Access } from './access.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** The contract's definition the route serves (every API call has one). */
  endpoint?: Endpoint;
}

/** The API description itself: served under the prefix, but no call of the contract. */
const isDocumentation = (url: string) => url.startsWith(`${API_PREFIX}/docs`) || url === `${API_PREFIX}/openapi.json`;

/**
 * Makes every API route come from an endpoint of the contract (registerRoutes), which declares its
 * access: registering one any other way throws, so the server cannot start with a call whose
 * access, input or answer nobody defined. Documentation and console files are public. Returns the
 * list of routes as they register.
 */
export function requireAccessDeclarations(http: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  http.addHook('onRoute', (r) => {
    const isApi = r.url.startsWith(API_PREFIX) && !isDocumentation(r.url);
    if (!isApi) r.config = { ...r.config, access: r.config?.access ?? 'public' };
    const endpoint = r.config?.endpoint;
    if (isApi && (endpoint === undefined || r.config?.access === undefined)) {
      throw new Error(`Route ${r.method} ${r.url} is not registered from an endpoint of the contract`);
    }
    for (const method of [r.method].flat()) routes.push({ method, url: r.url, access: r.config?.access, endpoint });
  });
  return routes;
}
