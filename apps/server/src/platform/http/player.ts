import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtFiles } from './static-files.js';

/** Where the browser player is served. */
export const PLAYER_PREFIX = '/player/';

export interface PlayerPages {
  /** Whether a request that found no file should get the player's page (its paths, not its files). */
  isPage(req: FastifyRequest): boolean;
  sendPage(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built player (apps/player/dist) under /player/ when `dir` holds one; other paths
 * under /player/ that name no file get its page, so the player may read its own address.
 */
export async function servePlayer(http: FastifyInstance, dir: string | undefined): Promise<PlayerPages> {
  if (dir === undefined || !fs.existsSync(path.join(dir, 'index.html'))) {
    return { isPage: () => false, sendPage: (r) => r };
  }
  const page = path.join(dir, 'index.html');
  await http.register(fastifyStatic, {
    ...builtFiles(dir),
    prefix: PLAYER_PREFIX,
    // The console's registration owns reply.sendFile.
    decorateReply: false,
    redirect: true,
  });
  return {
    isPage: (req) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url.split('?')[0] ?? '';
      if (url !== '/player' && !url.startsWith(PLAYER_PREFIX)) return false;
      // A missing build file stays a 404: the page in its place would be kept as a script.
      const last = url.slice(url.lastIndexOf('/') + 1);
      return !url.startsWith(`${PLAYER_PREFIX}assets/`) && !last.includes('.');
    },
    sendPage: (reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(page)),
  };
}
