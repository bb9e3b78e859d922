import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '@apm/contract';
import type { FastifyRequest } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * Whether a state-changing call may proceed: its Origin (or, lacking that, Referer) names
 * this server or a trusted origin; with neither, only the console's own header lets it through,
 * which a cross-site form cannot send. Reads pass, unless the route says it `changesState`.
 */
export function isSameOrigin(req: FastifyRequest, trusted: string[], changesState = false): boolean {
  if (SAFE.has(req.method) && !changesState) return true;
  const origin = req.headers.origin;
  const source = origin && origin !== 'null' ? hostOf(origin) : hostOf(req.headers.referer);
  if (source !== null) {
    return source === req.headers.host || trusted.some((t) => hostOf(t) === source);
  }
  return req.headers[CONSOLE_HEADER] === CONSOLE_HEADER_VALUE;
}
