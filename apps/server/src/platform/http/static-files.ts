import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * How long the browser keeps a built file: the hashed files under assets/ for ever, everything else
 * (the page, the service worker, the web app manifest) checked on every load so a new release
 * arrives at once.
 */
export function builtFileCaching(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @fastify/static's options for a Vite build in `root`: the .br/.gz files written beside each file
 * at build time are sent to a browser that accepts them (no compression per request), and each
 * answer carries the caching above.
 */
export function builtFiles(root: string): FastifyStaticOptions {
  return {
    root,
    preCompressed: true,
    // Off, or send's own `public, max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', builtFileCaching(file));
      // The same address answers brotli, gzip or plain bytes by Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  };
}
