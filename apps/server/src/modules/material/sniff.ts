import { MATERIAL_TYPES, type MaterialKind, type MaterialType } from '@apm/contract';
import { imageTypeOf } from '../../platform/storage/image-type.js';

/** How many first bytes of a file `materialTypeOf` needs. */
export const SNIFF_BYTES = 64;

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/** ISO base media brands that are pictures or sound, not video (HEIF/AVIF stills, M4A audio). */
const NOT_VIDEO_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'M4A ',
  'M4B ',
  'M4P ',
]);
/** Atoms a QuickTime file without an `ftyp` box may start with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function videoTypeOf(b: Buffer): MaterialType | undefined {
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    return NOT_VIDEO_BRANDS.has(brand) ? undefined : 'video/mp4';
  }
  if (b.length >= 8 && QUICKTIME_ATOMS.has(ascii(b, 4, 8))) return 'video/quicktime';
  // EBML (Matroska family): only the WebM profile, which browsers play.
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    return ascii(b, 4, Math.min(b.length, SNIFF_BYTES)).includes('webm') ? 'video/webm' : undefined;
  }
  return undefined;
}

/**
 * The material type of a file from its first bytes (never its name or the browser's word):
 * JPEG, PNG, GIF, WebP pictures; MP4, WebM, MOV videos. Undefined for anything else.
 */
export function materialTypeOf(head: Buffer): { mime: MaterialType; kind: MaterialKind } | undefined {
  const mime = imageTypeOf(head) ?? videoTypeOf(head);
  return mime && { mime, kind: MATERIAL_TYPES[mime] };
}
