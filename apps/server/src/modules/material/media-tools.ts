import type { MaterialType } from '@apm/contract';
import { startTool } from './tool-process.js';

/**
 * ffmpeg and ffprobe, from the operating system (Debian's package; FFMPEG_PATH and FFPROBE_PATH
 * name other binaries). Without them the server still runs: videos are stored and served, but a
 * video material says "video processing unavailable" instead of getting its duration and poster.
 */
export const ffmpegPath = () => process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = () => process.env.FFPROBE_PATH || 'ffprobe';

export interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs a tool with arguments (startTool: never left running or uncollected); resolves with what it
 * printed and its exit status (127: not found), rejects when it runs too long.
 */
export function run(
  cmd: string,
  args: string[],
  o: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<RunResult> {
  const maxBytes = o.maxBytes ?? 64 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const tool = startTool(cmd, args);
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    const timer = setTimeout(() => {
      tool.stop();
      reject(new Error(`${cmd} ran longer than ${o.timeoutMs} ms`));
    }, o.timeoutMs ?? 120_000);
    tool.stdout.on('data', (b: Buffer) => {
      outBytes += b.length;
      if (outBytes > maxBytes) {
        tool.stop();
        return;
      }
      out.push(b);
    });
    // The end of the error output says why a tool failed; the rest is noise.
    tool.stderr.on('data', (b: Buffer) => (stderr = (stderr + b.toString('utf8')).slice(-4000)));
    void tool.ended.then((code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out), stderr });
    });
  });
}

let available: Promise<boolean> | undefined;

/** Whether both ffmpeg and ffprobe can be run (asked once per process or worker thread). */
export function videoToolsAvailable(): Promise<boolean> {
  const works = (cmd: string) =>
    run(cmd, ['-version'], { timeoutMs: 10_000 }).then(
      (r) => r.code === 0,
      () => false,
    );
  available ??= Promise.all([works(ffmpegPath()), works(ffprobePath())]).then(([a, b]) => a && b);
  return available;
}

/** What ffprobe tells of a video's first video stream. */
export interface VideoFacts {
  durationMs: number | null;
  width: number;
  height: number;
  codec: string;
}

interface ProbeJson {
  streams?: {
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    side_data_list?: { rotation?: number }[];
  }[];
  format?: { duration?: string };
}

/** Probes a video file; undefined when it holds no readable video stream. */
export async function probeVideo(file: string): Promise<VideoFacts | undefined> {
  const r = await run(ffprobePath(), [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height,duration:stream_side_data=rotation:format=duration',
    '-of',
    'json',
    file,
  ]);
  if (r.code !== 0) return undefined;
  let json: ProbeJson;
  try {
    json = JSON.parse(r.stdout.toString('utf8')) as ProbeJson;
  } catch {
    return undefined;
  }
  const s = json.streams?.[0];
  if (!s?.width || !s.height || !s.codec_name) return undefined;
  const seconds = Number(s.duration ?? json.format?.duration);
  // A phone's upright video is stored on its side with a rotation: report it as it is shown.
  const rotation = Math.abs(s.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0) % 180;
  return {
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    width: rotation === 90 ? s.height : s.width,
    height: rotation === 90 ? s.width : s.height,
    codec: s.codec_name,
  };
}

/** One frame of a video as PNG, at `seconds` (or the first frame when there is none that late); undefined if none decodes. */
export async function videoFrame(file: string, seconds: number): Promise<Buffer | undefined> {
  for (const at of seconds > 0 ? [seconds, 0] : [0]) {
    const r = await run(
      ffmpegPath(),
      ['-v', 'error', '-ss', at.toFixed(3), '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
      { timeoutMs: 120_000 },
    );
    if (r.code === 0 && r.stdout.length > 0) return r.stdout;
  }
  return undefined;
}

/** Everything ffprobe tells of a file's container and streams that processing decides on. */
export interface MediaFacts {
  /** ffprobe's names of the container, comma-joined (`mov,mp4,m4a,3gp,3g2,mj2`, `mpegts` …). */
  format: string;
  durationMs: number | null;
  video?: { codec: string; width: number; height: number; pixFmt: string | null };
  audio?: { codec: string };
  /** An embedded picture (a sound's cover art) is a video stream ffprobe marks attached_pic. */
  coverArt: boolean;
}

interface FullProbeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    duration?: string;
    disposition?: { attached_pic?: number };
    side_data_list?: { rotation?: number }[];
  }[];
  format?: { format_name?: string; duration?: string };
}

/** Probes a file's container and its first video and sound streams; undefined when ffprobe cannot read it. */
export async function probeMedia(file: string): Promise<MediaFacts | undefined> {
  const r = await run(ffprobePath(), [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height,pix_fmt,duration:stream_disposition=attached_pic:stream_side_data=rotation:format=format_name,duration',
    '-of',
    'json',
    file,
  ]);
  if (r.code !== 0) return undefined;
  let json: FullProbeJson;
  try {
    json = JSON.parse(r.stdout.toString('utf8')) as FullProbeJson;
  } catch {
    return undefined;
  }
  const streams = json.streams ?? [];
  const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  const a = streams.find((s) => s.codec_type === 'audio' && s.codec_name);
  const seconds = Number(json.format?.duration ?? v?.duration ?? a?.duration);
  const rotation = Math.abs(v?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0) % 180;
  return {
    format: json.format?.format_name ?? '',
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    ...(v && {
      video: {
        codec: v.codec_name ?? 'unknown',
        width: rotation === 90 ? v.height! : v.width!,
        height: rotation === 90 ? v.width! : v.height!,
        pixFmt: v.pix_fmt ?? null,
      },
    }),
    ...(a && { audio: { codec: a.codec_name! } }),
    coverArt: streams.some((s) => s.codec_type === 'video' && s.disposition?.attached_pic === 1),
  };
}

/**
 * How long a video or sound really plays: its streams read to their end (copied to nowhere, not
 * decoded), the time reached, and whether reading them failed on the way (`damaged`: a file cut
 * short, which its header still says is whole). Undefined when ffmpeg cannot read it at all.
 */
export async function playedLength(file: string): Promise<{ ms: number; damaged: boolean } | undefined> {
  const r = await run(
    ffmpegPath(),
    [
      ...['-v', 'error', '-nostdin', '-i', file],
      ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy', '-f', 'null'],
      ...['-progress', 'pipe:1', '-nostats', '-'],
    ],
    { timeoutMs: 30 * 60_000 },
  );
  const times = [...r.stdout.toString('latin1').matchAll(/^out_time_us=(\d+)/gm)];
  const last = times.at(-1);
  if (r.code !== 0 && !last) return undefined;
  return { ms: last ? Math.round(Number(last[1]) / 1000) : 0, damaged: r.code !== 0 || r.stderr.trim() !== '' };
}

/** Video codecs every browser of the console and the player decodes (with 8-bit 4:2:0 pictures). */
const PLAYABLE_VIDEO = new Set(['h264', 'vp8', 'vp9', 'av1']);
/** Sound codecs they decode, by the containers they decode them in. */
const PLAYABLE_AUDIO_IN: Record<string, Set<string>> = {
  mp4: new Set(['aac', 'mp3', 'opus', 'flac']),
  webm: new Set(['opus', 'vorbis']),
  mp3: new Set(['mp3']),
  aac: new Set(['aac']),
  wav: new Set(['pcm_s16le', 'pcm_u8', 'pcm_f32le', 'pcm_s24le', 'pcm_s32le']),
  ogg: new Set(['vorbis', 'opus', 'flac']),
  flac: new Set(['flac']),
};
/** Pixel formats browsers decode H.264/VP9/AV1 in (10-bit and 4:2:2 ProRes-like sources are not). */
const PLAYABLE_PIXELS = new Set(['yuv420p', 'yuvj420p', 'nv12']);

/** The container a browser knows a file's type by, from ours (the sniffed type). */
const CONTAINER_OF: Partial<Record<MaterialType, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mp4',
  'audio/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
};

/**
 * Whether a browser plays a file of this type as it is: a container it knows holding codecs it
 * decodes. Everything else (HEVC, MPEG-2, WMV, XviD, FLV, ProRes, 10-bit pictures, WMA, AIFF,
 * AMR, AVI, MPEG and transport streams, Matroska other than WebM) is converted.
 */
export function browserPlays(mime: MaterialType, f: MediaFacts): boolean {
  const container = CONTAINER_OF[mime];
  if (!container) return false;
  if (f.video) {
    if (!PLAYABLE_VIDEO.has(f.video.codec)) return false;
    if (f.video.pixFmt && !PLAYABLE_PIXELS.has(f.video.pixFmt)) return false;
    if (container !== 'mp4' && container !== 'webm') return false;
  }
  return !f.audio || (PLAYABLE_AUDIO_IN[container]?.has(f.audio.codec) ?? false);
}

/** The type of a sound-only file in a container sniffed as video (an M4A as MP4, a WMA as ASF …). */
export function soundTypeOf(mime: MaterialType): MaterialType {
  if (mime === 'video/mp4' || mime === 'video/quicktime' || mime === 'video/3gpp') return 'audio/mp4';
  if (mime === 'video/x-ms-asf') return 'audio/x-ms-wma';
  if (mime === 'video/ogg') return 'audio/ogg';
  if (mime === 'video/webm') return 'audio/webm';
  if (mime === 'video/x-matroska') return 'audio/x-matroska';
  return mime;
}

/**
 * Converts `input` into an H.264/AAC MP4 with its index first (fast start), or an AAC sound in
 * MP4 (`soundOnly`), written to `output`; `onPercent` hears how far it is (from ffmpeg's
 * `-progress` against the duration). Resolves true when ffmpeg ended well. ffmpeg ends with the
 * thread or process that started it.
 */
export function transcode(
  input: string,
  output: string,
  o: { soundOnly: boolean; durationMs: number | null; onPercent(percent: number): void; timeoutMs: number },
): Promise<{ ok: boolean; stderr: string }> {
  const video = [
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '21',
    '-pix_fmt',
    'yuv420p',
    // H.264 in 4:2:0 needs even sides; interlaced sources (MPEG-2, DV) are deinterlaced.
    '-vf',
    'yadif=deint=interlaced,scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-c:a',
    'aac',
    '-b:a',
    '160k',
  ];
  const sound = ['-map', '0:a:0', '-vn', '-c:a', 'aac', '-b:a', '192k'];
  const args = [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-i',
    input,
    ...(o.soundOnly ? sound : video),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-progress',
    'pipe:1',
    '-nostats',
    output,
  ];
  return new Promise((resolve) => {
    // A half-done conversion is thrown away: ffmpeg is killed outright (startTool), not asked to
    // finish the file (with +faststart, by writing it again).
    const tool = startTool(ffmpegPath(), args);
    let stderr = '';
    let pending = '';
    let last = -1;
    const timer = setTimeout(() => tool.stop(), o.timeoutMs);
    tool.stdout.on('data', (b: Buffer) => {
      pending += b.toString('latin1');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us (and out_time_ms, which despite its name is in microseconds too).
        const m = /^out_time_us=(\d+)/.exec(line);
        if (!m || !o.durationMs) continue;
        const percent = Math.min(99, Math.floor((Number(m[1]) / 1000 / o.durationMs) * 100));
        if (percent > last) {
          last = percent;
          o.onPercent(percent);
        }
      }
    });
    tool.stderr.on('data', (b: Buffer) => (stderr = (stderr + b.toString('utf8')).slice(-4000)));
    void tool.ended.then((code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, stderr });
    });
  });
}

/**
 * A video's preview strip: `frames` frames spread over its duration, each `height` pixels high,
 * side by side in one PNG; undefined when none decodes.
 */
export async function videoStrip(
  file: string,
  durationMs: number | null,
  frames = 10,
  height = 90,
): Promise<Buffer | undefined> {
  const seconds = Math.max(0.1, (durationMs ?? 1000) / 1000);
  const r = await run(
    ffmpegPath(),
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `fps=${(frames / seconds).toFixed(6)},scale=-2:${height},tile=${frames}x1`,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    { timeoutMs: 300_000 },
  );
  return r.code === 0 && r.stdout.length > 0 ? r.stdout : undefined;
}

/** A sound's picture: its cover art when it has one, else its waveform (PNG); undefined if neither can be made. */
export async function soundPicture(file: string, coverArt: boolean): Promise<Buffer | undefined> {
  const args = coverArt
    ? ['-v', 'error', '-i', file, '-an', '-map', '0:v:0', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']
    : [
        '-v',
        'error',
        '-i',
        file,
        '-filter_complex',
        'aformat=channel_layouts=mono,showwavespic=s=640x240:colors=#1677ff',
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        'pipe:1',
      ];
  const r = await run(ffmpegPath(), args, { timeoutMs: 300_000 });
  return r.code === 0 && r.stdout.length > 0 ? r.stdout : undefined;
}
