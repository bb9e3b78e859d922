import { PassThrough } from 'node:stream';
import { liveApi } from '@apm/contract';
import { route, type Route } from '../../platform/http/route.js';
import type { LiveHub } from './hub.js';

export function liveRoutes(hub: LiveHub): Route[] {
  return [
    route(liveApi.events, async (req, reply) => {
      const out = new PassThrough();
      hub.open(req.principal, await req.permissions(), out);
      // The answer ends when the browser goes: the stream closes with it.
      req.raw.once('close', () => out.destroy());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(out);
    }),
  ];
}
