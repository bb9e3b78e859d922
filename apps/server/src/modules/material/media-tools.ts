import { spawn } from 'node:child_process';

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

/** Runs a tool with arguments (no shell); resolves with what it printed, rejects when it cannot start or runs too long. */
export function run(
  cmd: string,
  args: string[],
  o: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<RunResult> {
  const maxBytes = o.maxBytes ?? 64 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${cmd} ran longer than ${o.timeoutMs} ms`));
    }, o.timeoutMs ?? 120_000);
    child.stdout.on('data', (b: Buffer) => {
      outBytes += b.length;
      if (outBytes > maxBytes) {
        child.kill('SIGKILL');
        return;
      }
      out.push(b);
    });
    // The end of the error output says why a tool failed; the rest is noise.
    child.stderr.on('data', (b: Buffer) => (stderr = (stderr + b.toString('utf8')).slice(-4000)));
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
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
