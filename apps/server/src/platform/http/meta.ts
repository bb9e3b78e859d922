import type { FastifyRequest } from 'fastify';

/** Where a call came from, for sessions and the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
});
