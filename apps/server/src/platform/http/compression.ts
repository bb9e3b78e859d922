import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Whether an answer of this type is worth compressing: JSON, text, scripts, styles, SVG and XML.
 * Never an event stream (each event must reach the browser as it is written), nor what is packed
 * already or opaque: video, audio, pictures, archives, office files, application/octet-stream.
 */
export function compressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    /^application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))$/.test(type) ||
    type === 'image/svg+xml'
  );
}

/**
 * Compresses answers above 1 KB with brotli or gzip, as the client's Accept-Encoding says (the
 * built console and player come compressed from their build instead: see static-files.ts).
 * Request bodies are left as they come: no client of this server sends them compressed.
 */
export async function registerCompression(http: FastifyInstance): Promise<void> {
  await http.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: compressible,
    globalDecompression: false,
  });
}
