import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the log (the spec puts some secrets in GET queries). */
const SECRET_PARAMS = new Set(['password', 'oldpassword', 'newpassword', 'code', 'token', 'resettoken']);

/** A URL with the values of secret query parameters replaced by `***`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ')).toLowerCase();
      return SECRET_PARAMS.has(name) && eq >= 0 ? `${pair.slice(0, eq)}=***` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** The logger's request serializer: Fastify's usual fields, secrets in the query hidden. */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
