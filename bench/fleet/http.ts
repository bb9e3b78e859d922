import { createHash } from 'node:crypto';
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP request over `agent`, the whole answer read. */
export function request(
  agent: http.Agent,
  url: string,
  o: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: o.method ?? 'GET', headers: o.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

/** The JSON envelope of an answer (`{ code, message, jsonObject }`), or null when it is not JSON. */
export function envelope<J>(a: Answer): { code: number; message: string; jsonObject?: J } | null {
  try {
    return JSON.parse(a.body.toString('utf8')) as { code: number; message: string; jsonObject?: J };
  } catch {
    return null;
  }
}

/** Downloads a file, hashing it as it comes (the bytes are not kept): its status, size and MD5. */
export function download(agent: http.Agent, url: string): Promise<{ status: number; size: number; md5: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      const hash = createHash('md5');
      let size = 0;
      res.on('data', (c: Buffer) => {
        hash.update(c);
        size += c.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, size, md5: hash.digest('hex') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
