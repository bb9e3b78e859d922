import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

/**
 * Media of every kind for tests, made here: clips browsers cannot play (MPEG-2, HEVC), sounds (MP3,
 * WAV, AIFF) with ffmpeg, a PDF written by hand, SVGs, and ffprobe to read what the server made.
 */

const exec = promisify(execFile);

/** Runs ffmpeg with `args` writing a file of `ext`, and answers its bytes. */
async function ffmpegMade(ext: string, args: string[]): Promise<Buffer> {
  const file = path.join(
    os.tmpdir(),
    `apm-media-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.${ext}`,
  );
  await exec('ffmpeg', ['-v', 'error', '-y', ...args, file], { maxBuffer: 16 * 1024 * 1024 });
  try {
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const pattern = (seconds: number, width: number, height: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=duration=${seconds}:size=${width}x${height}:rate=25`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${seconds}`,
];

/** An MPEG-2 program stream (DVD-like .mpg: MPEG-2 video, MP2 sound), which browsers do not play. */
export const mpeg2Of = (seconds: number, width = 320, height = 240) =>
  ffmpegMade('mpg', [
    ...pattern(seconds, width, height),
    '-c:v',
    'mpeg2video',
    '-q:v',
    '4',
    '-c:a',
    'mp2',
    '-f',
    'vob',
  ]);

/** An HEVC (H.265) MP4, which most browsers do not play. */
export const hevcOf = (seconds: number, width = 320, height = 240) =>
  ffmpegMade('mp4', [
    ...pattern(seconds, width, height),
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    'log-level=error',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
  ]);

/** An H.264/AAC MP4 with its index first (fast start), which browsers play as it is. */
export const h264Of = (seconds: number, width = 320, height = 240) =>
  ffmpegMade('mp4', [
    ...pattern(seconds, width, height),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-movflags', '+faststart'],
  ]);

const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
/** An MP3 sound. */
export const mp3Of = (seconds: number) => ffmpegMade('mp3', [...tone(seconds), '-c:a', 'libmp3lame', '-b:a', '64k']);
/** A WAV sound (16-bit PCM). */
export const wavOf = (seconds: number) => ffmpegMade('wav', [...tone(seconds), '-c:a', 'pcm_s16le']);
/** A sound alone in a Matroska file (AAC), which browsers do not play. */
export const mkaOf = (seconds: number) => ffmpegMade('mkv', [...tone(seconds), '-c:a', 'aac']);
/** An AIFF sound, which browsers do not play. */
export const aiffOf = (seconds: number) => ffmpegMade('aiff', [...tone(seconds), '-c:a', 'pcm_s16be']);

/** A PDF of `pages` A4 pages, each saying its number, written by hand (objects and cross-reference table). */
export function pdfOf(pages: number, o: { password?: boolean } = {}): Buffer {
  const objects: string[] = [];
  const kids = [...Array(pages).keys()].map((i) => `${4 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i++) {
    const text = `BT /F1 72 Tf 100 600 Td (Page ${i + 1}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  // With a password: the standard security handler, whose user key no empty password matches.
  const lock = o.password
    ? ` /Encrypt << /Filter /Standard /V 1 /R 2 /P -4 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> >> /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`
    : '';
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${lock} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PNG whose header claims `width` × `height` grey pixels, with one row of them: what a decoder refuses by its header. */
export function pngClaiming(width: number, height: number): Buffer {
  const table = [...Array(256).keys()].map((n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let r = 0xffffffff;
    for (const x of b) r = table[(r ^ x) & 0xff]! ^ (r >>> 8);
    return (r ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits, grey (colour type 0)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG drawing a red square that also carries a script, an event handler, a foreign object and outside links. */
export const hostileSvg = () =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" onload="alert('load')">
  <script type="text/javascript">alert('script')</script>
  <rect width="120" height="80" fill="#ff0000" onclick="alert('click')"/>
  <a xlink:href="javascript:alert('link')"><circle cx="60" cy="40" r="10" fill="#0000ff"/></a>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://example.com/"/></foreignObject>
  <image href="https://example.com/tracker.png" width="1" height="1"/>
  <style>@import url(https://example.com/evil.css); rect { stroke: black }</style>
</svg>
`,
    'utf8',
  );

/** What ffprobe reads of media bytes: container, the codecs of its streams, and whether its index comes first. */
export async function probed(bytes: Buffer): Promise<{ format: string; codecs: string[]; moovFirst: boolean }> {
  const file = path.join(os.tmpdir(), `apm-probe-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, bytes);
  try {
    const { stdout } = await exec('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name:format=format_name',
      '-of',
      'json',
      file,
    ]);
    const json = JSON.parse(stdout) as { streams: { codec_name: string }[]; format: { format_name: string } };
    const moov = bytes.indexOf('moov');
    const mdat = bytes.indexOf('mdat');
    return {
      format: json.format.format_name,
      codecs: json.streams.map((s) => s.codec_name),
      moovFirst: moov >= 0 && (mdat < 0 || moov < mdat),
    };
  } finally {
    fs.rmSync(file, { force: true });
  }
}
