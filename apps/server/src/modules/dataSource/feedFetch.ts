import { FEED_LIMITS, type FeedFailure } from '@apm/contract';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Reading a data source's address for a program (docs/decisions.md, "Data sources read by the
 * server"). Operators type these addresses, so the server must not become a way into its own
 * network: unless allowed, an address that resolves to a loopback, private, link-local,
 * unique-local or otherwise special address is refused, checked on the address the connection is
 * actually made to (the resolver's answer, for every hop of a redirect), not only on the name.
 */

/** A source that could not be read, and why (FEED_FAILURES). */
export class FeedError extends Error {
  constructor(
    readonly reason: FeedFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

/** Redirects followed at most. */
const REDIRECTS_MAX = 5;

/** Addresses that are not the public internet (IANA special-purpose registries). */
const LOCAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  LOCAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  LOCAL.addSubnet(net, bits, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or NAT64 IPv6 address, or undefined. */
function embeddedIpv4(address: string): string | undefined {
  const a = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a);
  if (!hex) return undefined;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether an IP address is on a local or special network rather than the public internet. */
export function isLocalAddress(address: string): boolean {
  const v4 = isIP(address) === 6 ? embeddedIpv4(address) : undefined;
  if (v4) return LOCAL.check(v4, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const refused = (host: string) =>
  new FeedError('localNetwork', `${host} is on the server's own network, which the system settings do not allow`);

/** A resolver that answers only public addresses: the connection is made to what it answers. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const usable = addresses.filter((a) => !isLocalAddress(a.address));
    if (usable.length === 0) return callback(refused(hostname), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
};

/** One GET: its status, where it redirects, and its body (up to the limit). */
function getOnce(
  url: URL,
  accept: string,
  allowLocal: boolean,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; body: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to as it is: no resolver sees it.
  if (!allowLocal && isIP(host) && isLocalAddress(host)) return Promise.reject(refused(host));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        headers: { accept, 'accept-encoding': 'identity', 'user-agent': 'apm-signage-data-source' },
        signal,
        ...(allowLocal ? {} : { lookup: publicLookup }),
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location, body: '' });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new FeedError('status', `${url.origin} answered ${status}`));
        }
        const length = Number(res.headers['content-length'] ?? 0);
        if (length > FEED_LIMITS.bytes) {
          res.destroy();
          return reject(new FeedError('tooLarge', `${url.origin} answers ${length} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > FEED_LIMITS.bytes) {
            res.destroy();
            reject(new FeedError('tooLarge', `${url.origin} answered more than ${FEED_LIMITS.bytes} bytes`));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (err) => reject(unreachable(url, err)));
      },
    );
    req.on('error', (err) => reject(err instanceof FeedError ? err : unreachable(url, err)));
  });
}

function unreachable(url: URL, err: unknown): FeedError {
  if (err instanceof FeedError) return err;
  // The resolver's refusal reaches here wrapped by the socket.
  if (err instanceof Error && err.cause instanceof FeedError) return err.cause;
  return new FeedError(
    'unreachable',
    `${url.origin} did not answer: ${err instanceof Error ? err.message : String(err)}`,
  );
}

/**
 * The body of a source's address, as text: redirects followed (each hop checked), refused when it
 * is not a 2xx, larger than FEED_LIMITS.bytes or slower than FEED_LIMITS.timeoutMs in all.
 */
export async function fetchFeedText(address: string, accept: string, allowLocal: boolean): Promise<string> {
  const signal = AbortSignal.timeout(FEED_LIMITS.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FeedError('unreachable', `${url.protocol} is not http or https`);
    const answer = await getOnce(url, accept, allowLocal, signal).catch((err: unknown) => {
      throw unreachable(url, err);
    });
    if (answer.location === undefined) return answer.body;
    if (hop === REDIRECTS_MAX)
      throw new FeedError('unreachable', `${address} redirects more than ${REDIRECTS_MAX} times`);
    url = new URL(answer.location, url);
  }
}
