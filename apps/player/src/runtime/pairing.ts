import { Backoff } from '../protocol/backoff';
import { Refused, register, type RegisterAnswer } from '../protocol/http';
import { saveCredentials, type Credentials } from '../storage/identity';
import { model, player, proposedName, screenSize, timeZone } from './device';
import type { View } from './view';

export interface PairingContext {
  hardwareId: string;
  credentials: Credentials | undefined;
  show(view: View): void;
  /** Whether the screen keeps its content while the answer is not pending (a re-registration). */
  keepScreen: boolean;
  /** Aborted when the player stops pairing (a reload, a clear of storage). */
  signal: AbortSignal;
}

/** Waits `ms`, or less when the signal aborts; leaves no listener behind. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * Registers until the terminal is authorised and its secret known (terminal-protocol.md 2):
 * shows the pairing code while pending, the hardware id while the terminal is paired elsewhere,
 * and keeps the claim token and secret as they come. Resolves with the credentials to connect with.
 */
export async function pairUntilAuthorised(ctx: PairingContext): Promise<Credentials | undefined> {
  let creds = ctx.credentials;
  let pollMs = 5000;
  const away = new Backoff();
  while (!ctx.signal.aborted) {
    let answer: RegisterAnswer;
    try {
      answer = await register({
        hardwareId: ctx.hardwareId,
        claimToken: creds?.claimToken ?? null,
        name: proposedName(ctx.hardwareId),
        model: model(),
        player,
        screen: screenSize(),
        timeZone: timeZone(),
      });
      away.reset();
    } catch (e) {
      if (e instanceof Refused && e.status === 409) {
        ctx.show({ kind: 'alreadyPaired', hardwareId: ctx.hardwareId });
        await sleep(pollMs, ctx.signal);
      } else if (e instanceof Refused && e.status === 429) {
        await sleep(60_000, ctx.signal);
      } else {
        if (!ctx.keepScreen) ctx.show({ kind: 'pairing', code: null, hardwareId: ctx.hardwareId, unreachable: true });
        await sleep(Math.min(away.next(), 30_000), ctx.signal);
      }
      continue;
    }
    pollMs = answer.pollMs;
    const sameTerminal = creds?.terminalId === answer.terminalId;
    creds = {
      terminalId: answer.terminalId,
      claimToken: answer.claimToken,
      // A secret given now replaces ours; none given means ours still holds (if it is this terminal's).
      secret: answer.secret ?? (sameTerminal ? (creds?.secret ?? null) : null),
    };
    if (answer.state === 'pending') creds.secret = null;
    else creds.pollMs = answer.pollMs;
    await saveCredentials(creds);
    if (answer.state === 'authorised' && creds.secret) return creds;
    if (answer.state === 'pending') {
      ctx.show({ kind: 'pairing', code: answer.pairingCode ?? null, hardwareId: ctx.hardwareId, unreachable: false });
    } else {
      // Authorised, but the secret went to an earlier copy of this device: an administrator pairs it again.
      ctx.show({ kind: 'alreadyPaired', hardwareId: ctx.hardwareId });
    }
    await sleep(pollMs, ctx.signal);
  }
  return undefined;
}
