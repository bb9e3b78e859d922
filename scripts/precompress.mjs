// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a Vite build, at
// the highest levels, once per build: the server sends them as they are (@fastify/static's
// preCompressed) instead of compressing the same bytes on every request.
// Usage: node scripts/precompress.mjs <dist folder>
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const dist = process.argv[2];
if (!dist || !fs.existsSync(dist)) {
  console.error('usage: node scripts/precompress.mjs <dist folder>');
  process.exit(2);
}

let raw = 0;
let br = 0;
const files = filesUnder(dist).filter((f) => COMPRESSIBLE.test(f));
await Promise.all(
  files.map(async (file) => {
    const bytes = fs.readFileSync(file);
    const [b, g] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller is not worth its request's negotiation.
    if (b.length < bytes.length) fs.writeFileSync(`${file}.br`, b);
    if (g.length < bytes.length) fs.writeFileSync(`${file}.gz`, g);
    raw += bytes.length;
    br += Math.min(b.length, bytes.length);
  }),
);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`precompressed ${files.length} files in ${dist}: ${kb(raw)} → ${kb(br)} brotli`);
