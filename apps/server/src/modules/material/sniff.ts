import { MATERIAL_TYPES, type MaterialKind, type MaterialType } from '@apm/contract';
import { imageTypeOf } from '../../platform/storage/image-type.js';

/**
 * How many first bytes of a file `materialTypeOf` needs: an MPEG transport stream shows itself by
 * its packets' sync bytes 188 apart, an SVG may open with an XML declaration, comments and a DOCTYPE.
 */
export const SNIFF_BYTES = 4096;

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');
const startsWith = (b: Buffer, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

/** ISO base media brands that are pictures, not video (HEIF/AVIF stills): refused. */
const PICTURE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
/** ISO base media brands of sound files (iTunes audio, audiobooks). */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** Atoms a QuickTime file without an `ftyp` box may start with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
/** The ASF header object's GUID (WMV, WMA). */
const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];

function isoMediaTypeOf(b: Buffer): MaterialType | undefined {
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (AUDIO_BRANDS.has(brand)) return 'audio/mp4';
    if (brand.startsWith('3g')) return 'video/3gpp';
    return PICTURE_BRANDS.has(brand) ? undefined : 'video/mp4';
  }
  if (b.length >= 8 && QUICKTIME_ATOMS.has(ascii(b, 4, 8))) return 'video/quicktime';
  return undefined;
}

/** MPEG transport stream: a sync byte every 188 bytes (or 192 for Blu-ray's M2TS, which prefixes a time code). */
function isTransportStream(b: Buffer): boolean {
  for (const [packet, first] of [
    [188, 0],
    [192, 4],
  ] as const) {
    if (b.length >= first + packet * 2 + 1 && [0, 1, 2].every((i) => b[first + i * packet] === 0x47)) return true;
  }
  return false;
}

function videoOrSoundTypeOf(b: Buffer): MaterialType | undefined {
  const iso = isoMediaTypeOf(b);
  if (iso) return iso;
  // EBML: WebM (what browsers play) or another Matroska (converted).
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = ascii(b, 4, Math.min(b.length, 64));
    return head.includes('webm') ? 'video/webm' : head.includes('matroska') ? 'video/x-matroska' : undefined;
  }
  if (ascii(b, 0, 4) === 'RIFF' && b.length >= 12) {
    const form = ascii(b, 8, 12);
    if (form === 'WAVE') return 'audio/wav';
    if (form === 'AVI ') return 'video/x-msvideo';
    return undefined;
  }
  if (ascii(b, 0, 4) === 'FORM' && b.length >= 12 && ['AIFF', 'AIFC'].includes(ascii(b, 8, 12))) return 'audio/aiff';
  if (startsWith(b, ASF_GUID)) return 'video/x-ms-asf';
  if (ascii(b, 0, 3) === 'FLV' && b[3] === 0x01) return 'video/x-flv';
  if (startsWith(b, [0x00, 0x00, 0x01, 0xba]) || startsWith(b, [0x00, 0x00, 0x01, 0xb3])) return 'video/mpeg';
  if (isTransportStream(b)) return 'video/mp2t';
  if (ascii(b, 0, 4) === 'OggS') {
    // The first page names the first stream's codec: Theora is video; Vorbis, Opus, FLAC are sound.
    return ascii(b, 0, Math.min(b.length, 128)).includes('theora') ? 'video/ogg' : 'audio/ogg';
  }
  if (ascii(b, 0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(b, 0, 5) === '#!AMR') return 'audio/amr';
  if (ascii(b, 0, 3) === 'ID3') return 'audio/mpeg';
  if (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) {
    // A frame header: layer 0 with the 12-bit sync is AAC in ADTS; layers 1–3 are MPEG audio (MP3).
    const layer = (b[1]! >> 1) & 0x03;
    if (layer === 0) return (b[1]! & 0xf0) === 0xf0 ? 'audio/aac' : undefined;
    return (b[1]! & 0x18) !== 0x08 ? 'audio/mpeg' : undefined;
  }
  return undefined;
}

/**
 * An SVG: text (UTF-8, maybe with a byte-order mark) whose first element is `svg`, after an XML
 * declaration, comments, processing instructions or a DOCTYPE. What it holds is sanitised before
 * anything serves it (svg-sanitize.ts).
 */
function isSvg(b: Buffer): boolean {
  let text = b.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const prolog = /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i;
  return prolog.test(text);
}

/**
 * The material type of a file from its first bytes (never its name or the browser's word):
 * JPEG, PNG, GIF, WebP and SVG pictures; MP4, MOV, WebM, Matroska, AVI, ASF (WMV/WMA), FLV, MPEG
 * program and transport streams, Ogg and 3GP videos; MP3, AAC, M4A, WAV, Ogg (Vorbis, Opus), FLAC,
 * AIFF and AMR sounds; PDF documents. Undefined for anything else. A container that turns out to
 * hold only sound (an MP4 or ASF without video) becomes a sound when it is processed.
 */
export function materialTypeOf(head: Buffer): { mime: MaterialType; kind: MaterialKind } | undefined {
  const mime: MaterialType | undefined =
    imageTypeOf(head) ??
    videoOrSoundTypeOf(head) ??
    (ascii(head, 0, 5) === '%PDF-' ? 'application/pdf' : undefined) ??
    (isSvg(head) ? 'image/svg+xml' : undefined);
  return mime && { mime, kind: MATERIAL_TYPES[mime] };
}
