import { describe, expect, it } from 'vitest';
import { materialTypeOf } from './sniff.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const padded = (b: Buffer, size = 600) => Buffer.concat([b, Buffer.alloc(Math.max(0, size - b.length))]);

describe('what a file is, from its first bytes', () => {
  it.each([
    ['an MPEG-2 program stream', bytes([0, 0, 1, 0xba, 0x44]), 'video/mpeg', 'video'],
    ['an AVI', bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'), 'video/x-msvideo', 'video'],
    ['a WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'audio/wav', 'audio'],
    ['an FLV', bytes('FLV', [1, 5, 0, 0, 0, 9]), 'video/x-flv', 'video'],
    ['a Matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'), 'video/x-matroska', 'video'],
    ['a WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'video/webm', 'video'],
    ['an M4A', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'audio/mp4', 'audio'],
    ['a MOV', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime', 'video'],
    ['an MP3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg', 'audio'],
    ['an MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'audio'],
    ['an AAC in ADTS', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac', 'audio'],
    ['a FLAC', bytes('fLaC', [0, 0, 0, 0x22]), 'audio/flac', 'audio'],
    ['an Ogg Opus', bytes('OggS', [0, 2], Buffer.alloc(22).toString('latin1'), 'OpusHead'), 'audio/ogg', 'audio'],
    ['an Ogg Theora', bytes('OggS', [0, 2], Buffer.alloc(22).toString('latin1'), '\x80theora'), 'video/ogg', 'video'],
    ['an AIFF', bytes('FORM', [0, 0, 0, 0], 'AIFFCOMM'), 'audio/aiff', 'audio'],
    [
      'an ASF (WMV, WMA)',
      bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]),
      'video/x-ms-asf',
      'video',
    ],
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf', 'pdf'],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'image'],
    [
      'an SVG after a declaration, a comment and a DOCTYPE',
      Buffer.from(
        '\ufeff<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>',
        'utf8',
      ),
      'image/svg+xml',
      'image',
    ],
  ])('%s', (_, head, mime, kind) => {
    expect(materialTypeOf(head)).toEqual({ mime, kind });
  });

  it('knows an MPEG transport stream by its sync bytes 188 apart', () => {
    const ts = Buffer.alloc(188 * 3);
    [0, 188, 376].forEach((i) => (ts[i] = 0x47));
    expect(materialTypeOf(ts)).toEqual({ mime: 'video/mp2t', kind: 'video' });
  });

  it('refuses anything else: archives, HTML, text, HEIF stills, an XML that is no SVG', () => {
    for (const head of [
      bytes('PK', [3, 4]),
      bytes('<!DOCTYPE html><html>'),
      bytes('hello'),
      bytes([0, 0, 0, 0x18], 'ftypheic'),
      bytes('<?xml version="1.0"?><rss>'),
      padded(bytes('GIF87')),
    ]) {
      expect(materialTypeOf(head)).toBeUndefined();
    }
  });
});
