import type { FastifyInstance } from 'fastify';

/**
 * The browser's protections, one policy for every answer (API, console, player, API docs, 404s).
 * Scripts come only from this server's own files: neither page has an inline script, and nothing
 * evaluates strings ('wasm-unsafe-eval' lets WebAssembly compile, not JS). Styles may be inline:
 * antd (CSS-in-JS) and swagger-ui set them at run time.
 * Pictures, media and framed pages may come from anywhere: brands link their logos, and web-page
 * materials show any address in a sandboxed frame (console preview and player). Calls and
 * WebSockets go to this server only, workers start from its files or the blobs it made, and no
 * other site may frame these pages (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // WebAssembly (MD5 of uploads and of the player's downloads, hash-wasm) may compile; JS may not.
  "script-src 'self' 'wasm-unsafe-eval'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https: http:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The headers every answer carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // For browsers that do not know frame-ancestors.
  'x-frame-options': 'SAMEORIGIN',
  // Other sites learn the origin a link came from, never the path (ids, searches) behind it.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};

/**
 * Adds the security headers to every answer of `http` (register it before routes and plugins, so
 * that every one of them inherits the hook); an answer that set one of them itself keeps its own.
 */
export function securityHeaders(http: FastifyInstance): void {
  http.addHook('onSend', async (_req, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
