import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/**
 * A program processing runs (ffmpeg, ffprobe, pdftoppm, Chromium), started so that it never
 * outlives the thread that started it and never has to be collected by it.
 *
 * Processing runs in job threads, and a job cancelled or taken over has its thread stopped at once:
 * no clean-up runs there, and a child process of a stopped thread is never collected (it stays a
 * zombie until the server exits) and, if it is ffmpeg, goes on converting. So the tool is not this
 * process's child: a shell starts it in the background and exits at once (collected right away),
 * leaving the tool to the system. Beside the tool, a watcher reads a pipe from this thread (the
 * lifeline), on which nothing is written; when the pipe closes (`stop()`, the thread stopped, the server
 * killed), it kills the tool. The tool's exit status comes back as a line on a pipe of its own.
 */
export interface ToolProcess {
  stdout: Readable;
  stderr: Readable;
  /** Resolves with the tool's exit status (128 + the signal's number when killed; 127: not found) once its output has ended. */
  ended: Promise<number | null>;
  /** Kills the tool (SIGKILL). */
  stop(): void;
}

// fd 3: the lifeline (Node ends a child's stdin when the child exits, so it cannot be that),
// 1 and 2: the tool's output, 4: its status. The watcher is stopped once the tool has ended, before
// the status is told.
const SCRIPT = `(
  "$0" "$@" </dev/null 3<&- 4>&- &
  t=$!
  (cat <&3 >/dev/null 2>&1; kill -KILL $t 2>/dev/null) >/dev/null 2>&1 4>&- &
  w=$!
  wait $t 2>/dev/null
  s=$?
  kill $w 2>/dev/null
  echo $s >&4
) &`;

export function startTool(cmd: string, args: readonly string[]): ToolProcess {
  const shell = spawn('sh', ['-c', SCRIPT, cmd, ...args], { stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'] });
  shell.on('error', () => {}); // sh itself missing: the streams close, and the status is unknown.
  const stdout = shell.stdout!;
  const stderr = shell.stderr!;
  const lifeline = shell.stdio[3] as Writable;
  const status = shell.stdio[4] as Readable;
  lifeline.on('error', () => {}); // The watcher gone first: nothing to tell.
  const drained = (s: Readable) =>
    new Promise<void>((resolve) => {
      s.once('close', resolve);
      s.once('error', () => resolve());
    });
  let said = '';
  status.on('data', (b: Buffer) => (said += b.toString('latin1')));
  const ended = Promise.all([drained(status), drained(stdout), drained(stderr)]).then(() => {
    lifeline.destroy();
    const code = /^(\d+)\n/.exec(said);
    return code ? Number(code[1]) : null;
  });
  return { stdout, stderr, ended, stop: () => lifeline.destroy() };
}
