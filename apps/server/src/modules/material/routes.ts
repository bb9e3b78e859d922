import { materialApi as api } from '@apm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import { requestedRange } from './http-range.js';
import type { MaterialFile, MaterialService } from './service.js';
import type { UploadService } from './upload-service.js';

/** Caching by content: an address naming the MD5 never changes its answer; without it, ask each time. */
const IMMUTABLE = 'private, max-age=31536000, immutable';
const REVALIDATE = 'private, no-cache';

/** Sends a material's file (or the bytes a Range header asks), streamed from the blob store; shown, or saved (`attachment`). */
export async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  f: MaterialFile,
  v?: string,
  disposition: 'inline' | 'attachment' = 'inline',
) {
  const etag = `"${f.md5}"`;
  reply
    .header('etag', etag)
    .header('cache-control', v === f.md5 ? IMMUTABLE : REVALIDATE)
    .header('accept-ranges', 'bytes')
    .header('content-type', f.type)
    .header(
      'content-disposition',
      `${disposition}; filename="${f.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(f.fileName)}`,
    )
    // The bytes are the material's own: a browser must not take them for another type.
    .header('x-content-type-options', 'nosniff');
  // An SVG is served sanitised; should anything have slipped through, opened on its own it still runs nothing.
  if (f.type === 'image/svg+xml') {
    reply.header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
  }
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();

  // If-Range: the range holds only for the version the client has; otherwise the whole file.
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : requestedRange(req.headers.range, f.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${f.size}`).send();
  }
  const stream = await f.open(range);
  if (!stream) return reply.status(404).send();
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${f.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  }
  return reply.header('content-length', f.size).send(stream);
}

export function materialRoutes(materials: MaterialService, uploads: UploadService) {
  return [
    route(api.uploaderMD5Check, async (req) => ({ jsonObject: await uploads.check(req.principal, req.input) })),
    route(api.uploader, async (req) => ({
      jsonObject: await uploads.chunk(req.principal, req.input, metaOf(req), async () => {
        const part = await req.file().catch(() => undefined);
        return part && { stream: part.file, truncated: () => part.file.truncated };
      }),
    })),
    route(api.getFile, async (req, reply) => {
      const f = await materials.file(req.principal, req.input);
      return sendFile(req, reply, f, req.input.v);
    }),
    route(api.list, async (req) => ({ data: await materials.list(req.principal, req.input) })),
    route(api.delete, async (req) => ({
      jsonObject: { count: await materials.remove(req.principal, req.input.ids, metaOf(req)) },
    })),
  ];
}
