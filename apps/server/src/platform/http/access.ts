/**
 * Who may call a route, declared on every route where it is defined:
 * 'public' (anyone), 'login' (any signed-in user) or a permission string of the catalogue.
 */
export type Access = 'public' | 'login' | (string & {});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A GET that changes state (the spec fixes a few, e.g. marking notices read): it gets the
     * same-origin check of a POST, so that a link on another site cannot trigger it.
     */
    changesState?: boolean;
    /** A call a user whose password expired may still make (the forced change itself). */
    allowExpiredPassword?: boolean;
    /** A call of a device (Endpoint.device): no session is read and no same-origin check is made. */
    device?: boolean;
  }
}

/** Route config helper: `config: access('sys:user:view')`. */
export const access = (a: Access) => ({ access: a });
