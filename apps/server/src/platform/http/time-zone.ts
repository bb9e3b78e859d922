import { TIME_ZONE_HEADER } from '@apm/contract';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's IANA time zone from X-Time-Zone, UTC when absent or unknown. */
    timeZone: string;
  }
}

const known = new Map<string, boolean>();

function isTimeZone(tz: string): boolean {
  let v = known.get(tz);
  if (v === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      v = true;
    } catch {
      v = false;
    }
    if (known.size < 1000) known.set(tz, v);
  }
  return v;
}

/** Reads X-Time-Zone into request.timeZone. */
export function readTimeZone(req: FastifyRequest): void {
  const h = req.headers[TIME_ZONE_HEADER];
  const tz = typeof h === 'string' ? h.trim() : '';
  req.timeZone = tz && tz.length <= 64 && isTimeZone(tz) ? tz : 'UTC';
}
