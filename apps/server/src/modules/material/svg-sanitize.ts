/**
 * SVG sanitising: a strict allowlist over a real XML parser (saxes, the parser jsdom uses). What
 * comes out is rebuilt from what the parser read, never copied from the input: only SVG drawing
 * elements, no scripts, event handlers, foreign objects, external references (links, images,
 * fonts, `url()` and `@import` outside the document) or `javascript:` addresses, no DOCTYPE (so no
 * entities). The uploaded original stays stored under the MD5 the console announced (uploads and
 * dedupe work by it), but nothing serves it: every variant serves this rendition (play_md5).
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Drawing, structure, paint-server, text, filter and animation elements of SVG 1.1/2. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'desc',
  'title',
  'symbol',
  'use',
  'image',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'style',
  'view',
  'animate',
  'animateMotion',
  'animateTransform',
  'mpath',
  'set',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);
/** Elements whose tags go but whose content stays: a link's drawing, a switch's first branches. */
const UNWRAPPED = new Set(['a', 'switch']);
/** Pictures an `image` may embed: raster ones only, inline (an embedded SVG could hold anything). */
const SAFE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const ATTRIBUTE_NAME = /^[a-zA-Z_][\w.-]*$/;

/** Why an SVG could not be sanitised: not well-formed XML, or no `svg` root. */
export class SvgRefused extends Error {}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
/** The value as a browser reads an address in it: without the blanks and control characters it skips. */
// eslint-disable-next-line no-control-regex
const squeezed = (v: string) => v.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();
const DANGEROUS = /(?:javascript|vbscript|livescript|data):|expression\(|@import|behavior:|-moz-binding/;

/** Whether CSS (a style element or attribute) refers only inside the document. */
function cssIsSafe(css: string): boolean {
  const v = squeezed(css.replace(/\\/g, ''));
  if (DANGEROUS.test(v)) return false;
  return [...v.matchAll(/url\(([^)]*)\)/g)].every((m) => /^['"]?#/.test(m[1]!));
}

/** An attribute kept as `name="value"`, or undefined when it goes. */
function attribute(element: string, a: { local: string; prefix: string; uri: string; value: string }) {
  if (a.prefix === 'xmlns' || (a.prefix === '' && a.local === 'xmlns')) return undefined; // declared anew
  if (!ATTRIBUTE_NAME.test(a.local) || /^on/i.test(a.local)) return undefined;
  let name: string;
  if (a.uri === '') name = a.local;
  else if (a.uri === XLINK_NS && a.local === 'href') name = 'xlink:href';
  else if (a.uri === XML_NS && (a.local === 'space' || a.local === 'lang')) name = `xml:${a.local}`;
  else return undefined;
  const v = a.value;
  if (a.local === 'href') {
    if (v.trim().startsWith('#')) return { name, value: v.trim() };
    if ((element === 'image' || element === 'feImage') && SAFE_DATA_URL.test(v.trim()))
      return { name, value: v.trim() };
    return undefined;
  }
  // Animations must not set a link (to javascript:, say) or an event handler.
  if (a.local === 'attributeName' && /href|^on/i.test(v)) return undefined;
  if (a.local === 'style' || /url\(/i.test(v)) return cssIsSafe(v) ? { name, value: v } : undefined;
  if (DANGEROUS.test(squeezed(v))) return undefined;
  return { name, value: v };
}

/**
 * The sanitised SVG of `input` (UTF-8), as UTF-8 bytes; throws SvgRefused when it is not
 * well-formed XML with an `svg` root.
 */
export function sanitizeSvg(input: Buffer): Buffer {
  const parser = new SaxesParser({ xmlns: true });
  const out: string[] = [];
  /** Per open element: whether its tag was written (false: dropped or unwrapped). */
  const open: { written: boolean; dropped: boolean; name: string }[] = [];
  let dropDepth = 0;
  let usesXlink = false;
  let rootSeen = false;
  let failure: Error | undefined;
  const dropping = () => dropDepth > 0;

  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const local = tag.local;
    if (!rootSeen) {
      rootSeen = true;
      if (local !== 'svg' || (tag.uri !== SVG_NS && tag.uri !== '')) failure ??= new SvgRefused('the root is not svg');
    }
    const inSvg = tag.uri === SVG_NS || tag.uri === '';
    if (dropping() || !inSvg || (!ELEMENTS.has(local) && !UNWRAPPED.has(local))) {
      dropDepth++;
      open.push({ written: false, dropped: true, name: local });
      return;
    }
    if (UNWRAPPED.has(local)) {
      open.push({ written: false, dropped: false, name: local });
      return;
    }
    const attrs: string[] = [];
    for (const a of Object.values(tag.attributes)) {
      const kept = attribute(local, a);
      if (!kept) continue;
      if (kept.name === 'xlink:href') usesXlink = true;
      attrs.push(` ${kept.name}="${escapeAttr(kept.value)}"`);
    }
    if (open.length === 0) attrs.unshift(` xmlns="${SVG_NS}"`, '\u0000XLINK');
    out.push(`<${local}${attrs.join('')}>`);
    open.push({ written: true, dropped: false, name: local });
  });
  parser.on('closetag', () => {
    const e = open.pop()!;
    if (e.dropped) dropDepth--;
    if (e.written) out.push(`</${e.name}>`);
  });
  const text = (t: string) => {
    if (dropping() || open.length === 0) return;
    const inStyle = open[open.length - 1]!.name === 'style';
    if (inStyle && !cssIsSafe(t)) return;
    out.push(escapeText(t));
  };
  parser.on('text', text);
  parser.on('cdata', text);
  // Comments, processing instructions and the DOCTYPE are left out.

  let source = input.toString('utf8');
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  try {
    parser.write(source).close();
  } catch (err) {
    failure ??= err as Error;
  }
  if (failure) throw failure instanceof SvgRefused ? failure : new SvgRefused(failure.message);
  if (!rootSeen) throw new SvgRefused('no svg element');
  const body = out.join('').replace('\u0000XLINK', usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : '');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, 'utf8');
}
