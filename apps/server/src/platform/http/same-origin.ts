import { isIP } from 'node:net';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '@apm/contract';
import type { FastifyRequest } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where state-changing calls may come from. */
export interface OriginPolicy {
  /** The origins the console is reached at (PUBLIC_ORIGINS) and other trusted sites (TRUSTED_ORIGINS). */
  origins: readonly string[];
  /**
   * Whether PUBLIC_ORIGINS is set. Without it, a page at an IP address or at localhost that names
   * the request's own Host passes too: such an address involves no DNS, so no rebinding.
   */
  publicOriginsSet: boolean;
  /** Host names declared as this server's own: BRANDS_FILE's and those bound to customers. */
  isKnownHost(hostname: string): Promise<boolean>;
}

/** The origin of a URL (`scheme://host[:port]`, default port left out), '' when it is none, null when absent. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}

/** The `host[:port]` of a Host header as a URL of `protocol` spells it (default port left out), or ''. */
function hostOf(protocol: string, header: string | undefined): string {
  if (!header) return '';
  try {
    return new URL(`${protocol}//${header}`).host;
  } catch {
    return '';
  }
}

/** A host name no DNS answer can change: an IP address, or localhost (which browsers keep on this machine). */
function isFixedHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 || hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * Whether a state-changing call may proceed (the guard asks for every browser call). Its Origin
 * (or, lacking that, its Referer) must be one of the configured origins or name a host declared as
 * this server's; the request's own Host proves nothing, since a DNS-rebinding page sends a matching
 * Host and Origin of its own name. With neither header, only the console's own header lets it
 * through (a cross-site form cannot send it), and only on a Host the same rules accept. Reads
 * pass, unless the route says it `changesState`.
 */
export function sameOriginCheck(policy: OriginPolicy) {
  const configured = new Set(policy.origins.map(originOf).filter((o): o is string => !!o));
  const configuredHosts = new Set([...configured].map((o) => new URL(o).host));

  /** Whether a page at `origin` may send this request its calls. */
  const allowsOrigin = async (origin: string, req: FastifyRequest): Promise<boolean> => {
    if (configured.has(origin)) return true;
    const u = new URL(origin);
    if (!policy.publicOriginsSet && isFixedHost(u.hostname) && u.host === hostOf(u.protocol, req.headers.host)) {
      return true;
    }
    return policy.isKnownHost(u.hostname.toLowerCase());
  };

  /** Whether the request's Host is one of this server's addresses (for a call without Origin or Referer). */
  const allowsHost = async (req: FastifyRequest): Promise<boolean> => {
    const host = hostOf(`${req.protocol}:`, req.headers.host);
    if (!host) return false;
    if (configuredHosts.has(host)) return true;
    const hostname = new URL(`http://${host}`).hostname;
    if (!policy.publicOriginsSet && isFixedHost(hostname)) return true;
    return policy.isKnownHost(hostname.toLowerCase());
  };

  return async (req: FastifyRequest, changesState = false): Promise<boolean> => {
    if (SAFE.has(req.method) && !changesState) return true;
    const header = req.headers.origin;
    const source = header && header !== 'null' ? originOf(header) : originOf(req.headers.referer);
    if (source === '') return false;
    if (source !== null) {
      if (await allowsOrigin(source, req)) return true;
      req.log.warn({ origin: source }, 'state-changing call refused: its origin is not one of PUBLIC_ORIGINS');
      return false;
    }
    return req.headers[CONSOLE_HEADER] === CONSOLE_HEADER_VALUE && allowsHost(req);
  };
}
