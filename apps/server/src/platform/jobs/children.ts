import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/**
 * The child processes this thread runs (ffmpeg, ffprobe, pdftoppm, Chromium), so that a job's
 * thread asked to stop (its job cancelled or taken over, the server stopping) ends them and
 * collects them before it is stopped: a child whose thread is gone is never collected, and stays
 * a zombie process until the server exits. Once asked to stop, the thread starts no other.
 */
const live = new Map<ChildProcessWithoutNullStreams, () => void>();
let stopping = false;

/**
 * Starts a child process with pipes on its three streams (as `spawn` does), followed until it
 * exits; `end` ends it when the thread must stop (by default SIGKILL). Throws once the thread is
 * stopping.
 */
export function spawnChild(
  cmd: string,
  args: readonly string[],
  end?: (child: ChildProcessWithoutNullStreams) => void,
): ChildProcessWithoutNullStreams {
  if (stopping) throw new Error(`${cmd} not started: the job is stopping`);
  const child = spawn(cmd, args, { stdio: 'pipe' });
  live.set(child, () => (end ? end(child) : child.kill('SIGKILL')));
  child.once('exit', () => live.delete(child));
  return child;
}

/**
 * Ends every child this thread runs, and starts no other; resolves once each has exited and been
 * collected. Whoever waits for a child ended so is never told: the job's code stays where it is
 * (it would otherwise go on, clean up or write what a stopped job must not) until the thread stops.
 */
export async function endChildren(): Promise<void> {
  stopping = true;
  await Promise.all(
    [...live].map(
      ([child, end]) =>
        new Promise<void>((resolve) => {
          for (const event of ['exit', 'close', 'error'] as const) child.removeAllListeners(event);
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          // An error now (the child already gone) must not be thrown at the thread.
          child.on('error', () => resolve());
          end();
        }),
    ),
  );
}
