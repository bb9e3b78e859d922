import type { Interaction, SceneStart } from '@apm/render';
import { Outbox } from '../content/outbox';
import { messageKey } from '../content/schedule';
import { ContentSync } from '../content/sync';
import { clickOf, EventLog, MemoryEventStore, usesOf } from '../content/widgetEvents';
import { Backoff } from '../protocol/backoff';
import { bearer, fetchManifest, postReports, Refused } from '../protocol/http';
import type { ManifestMessage } from '../protocol/manifest';
import type { Command, EventsMessage, ReportMessage, Welcome } from '../protocol/messages';
import { TerminalSocket } from '../protocol/socket';
import { idbEventStore } from '../storage/events';
import { hardwareId, loadCredentials, newUuid, saveCredentials, type Credentials } from '../storage/identity';
import { runCommand } from './commands';
import { DataStore } from './dataSources';
import { player, screenSize } from './device';
import { MediaUrls } from './media';
import { pairUntilAuthorised } from './pairing';
import { ViewStore, type Show, type ShownMessage } from './view';

const POLL_MS = 60_000;
const MIN_POLL_MS = 5000;
const REPORT_BATCH = 100;
const STATUS_EVERY_MS = 5 * 60_000;
// The longest a schedule is left without a second look (a clock that jumped, a window missed).
const RECHECK_MS = 60_000;
// Object URLs of the program that left the screen outlive it this long (its last frame may still draw).
const RELEASE_AFTER_MS = 3000;
// How often a player whose programs draw weather or rates asks for its manifest while the socket is
// up: the server keeps weather fresh for 30 minutes, and new values make a new manifest version.
// Programs with data sources ask at their sources' smallest refresh interval, but not under a minute.
const DATA_REFRESH_MS = 30 * 60_000;
const FEED_REFRESH_MIN_MS = 60_000;

/**
 * The player: pairs the screen, keeps its socket (or polls while it is down), takes manifests and
 * commands, and puts on screen what the content side chooses. Every timer is one per purpose and
 * replaced, never stacked, so the loop runs for days without growing.
 */
export class PlayerRuntime {
  readonly view = new ViewStore();
  /** The weather and rates the widgets draw, from the manifests, kept offline. */
  readonly data = new DataStore();
  private hardwareId = '';
  private credentials: Credentials | undefined;
  private readonly content: ContentSync;
  private readonly socket: TerminalSocket;
  private readonly outbox = new Outbox();
  /** Widget uses and clicks, kept until the server took them (terminal-protocol.md, "Widget events"). */
  private readonly events: EventLog;
  private readonly media = new MediaUrls();
  private readonly authRetry = new Backoff();
  private running = false;
  private pairing: AbortController | undefined;
  private show: Show | null = null;
  private showing = '';
  private emergency: ShownMessage | null = null;
  private screenSeq = 0;
  private sceneId: string | null = null;
  private lastName = '';
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private statusTimer: ReturnType<typeof setInterval> | undefined;
  private dataTimer: ReturnType<typeof setTimeout> | undefined;
  private scheduleTimer: ReturnType<typeof setTimeout> | undefined;
  private releaseTimer: ReturnType<typeof setTimeout> | undefined;
  private authTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    this.content = new ContentSync({
      report: (m) => this.report(m),
      refreshAddresses: () => this.syncManifest(true),
      changed: () => {
        this.data.take(this.content.data);
        // Just taken: the next ask is a whole interval away, at the new manifest's interval.
        if (this.running) this.refreshDataLater();
        void this.updateScreen();
      },
    });
    this.socket = new TerminalSocket(player, {
      hello: () => ({
        terminalId: this.credentials?.terminalId ?? '',
        secret: this.credentials?.secret ?? '',
        manifestVersion: this.content.version,
      }),
      welcomed: (w) => this.welcomed(w),
      message: (m) => {
        if (m.type === 'manifest' && m.version !== this.content.version) {
          // A push without its version is fetched whole (terminal-protocol.md 4).
          void this.syncManifest(m.version === null).catch(() => {});
        }
        if (m.type === 'command') void this.command(m);
        if (m.type === 'events-ack') void this.events.acked(m.batch).catch(() => {});
      },
      down: () => this.startPolling(),
      authLost: (code) => this.authLost(code === 4403 ? 'removed' : 'unauthorised'),
      replaced: () => this.startPolling(),
    });
    this.events = new EventLog(
      typeof indexedDB === 'undefined' ? new MemoryEventStore() : idbEventStore,
      { up: () => this.socket.up, send: (m) => this.socket.send(m), post: (ms) => this.postEvents(ms) },
      { newId: newUuid },
    );
  }

  /** Starts from what the device kept: plays the stored content at once when it was paired before. */
  async start(): Promise<void> {
    void navigator.storage?.persist?.().catch(() => false);
    this.hardwareId = await hardwareId();
    this.credentials = await loadCredentials();
    await this.content.load();
    await this.data.load();
    this.data.take(this.content.data);
    if (this.credentials?.secret) this.run();
    else void this.pair(false);
  }

  /** A message's `repeats` passes are done: it leaves the screen for the rest of its publication. */
  messageDone(key: string): void {
    this.content.messageDone(key);
  }

  /** The renderer tells which scene of `show` started (for the status report and the widget uses). */
  sceneStarted(show: Show, start: SceneStart): void {
    this.sceneId = start.sceneId;
    void this.events.record(usesOf(show, start, newUuid)).catch(() => {});
  }

  /** A button of `show` was pressed (a widget click). */
  pressed(show: Show, interaction: Interaction): void {
    void this.events.record([clickOf(show, interaction, newUuid)]).catch(() => {});
  }

  private get auth(): string {
    return bearer(this.credentials?.terminalId ?? '', this.credentials?.secret ?? '');
  }

  private async pair(keepScreen: boolean): Promise<void> {
    this.halt();
    this.pairing?.abort();
    const pairing = new AbortController();
    this.pairing = pairing;
    const creds = await pairUntilAuthorised({
      hardwareId: this.hardwareId,
      credentials: this.credentials,
      show: (v) => {
        if (v.kind !== 'content') this.leaveContent();
        this.view.set(v);
      },
      keepScreen,
      signal: pairing.signal,
    });
    if (!creds || pairing.signal.aborted) return;
    this.pairing = undefined;
    this.credentials = creds;
    this.run();
  }

  private run(): void {
    this.running = true;
    void this.updateScreen();
    this.socket.start();
    clearInterval(this.statusTimer);
    this.statusTimer = setInterval(() => void this.sendStatus(), STATUS_EVERY_MS);
    this.events.start();
    this.refreshDataLater();
  }

  /** Asks for the manifest (If-None-Match) when its values are due, while the socket is up; polling fetches it anyway. */
  private refreshDataLater(): void {
    clearTimeout(this.dataTimer);
    const feedsMs = this.data.refreshMs();
    const every = feedsMs === undefined ? DATA_REFRESH_MS : Math.max(FEED_REFRESH_MIN_MS, feedsMs);
    this.dataTimer = setTimeout(() => {
      if (!this.running) return;
      if (this.socket.up && this.content.data) void this.syncManifest(false).catch(() => {});
      this.refreshDataLater();
    }, every);
  }

  /** Stops talking to the server (before pairing again); the screen stays as it is. */
  private halt(): void {
    this.running = false;
    this.socket.stop();
    this.stopPolling();
    clearInterval(this.statusTimer);
    this.events.stop();
    clearTimeout(this.dataTimer);
    clearTimeout(this.scheduleTimer);
    clearTimeout(this.authTimer);
  }

  private welcomed(w: Welcome): void {
    this.stopPolling();
    this.authRetry.reset();
    for (const m of this.outbox.take()) if (!this.socket.send(m)) this.outbox.push(m);
    void this.sendStatus();
    void this.events.socketOpened().catch(() => {});
    if (w.manifestVersion !== this.content.version) void this.syncManifest(false).catch(() => {});
    // Downloads waiting for the server go on now.
    this.content.kick();
  }

  /** Fetches the manifest (`fresh`: without If-None-Match, for new file addresses) and takes it. */
  private async syncManifest(fresh: boolean): Promise<void> {
    try {
      const m = await fetchManifest(this.auth, fresh ? undefined : (this.content.version ?? undefined));
      if (m !== 'notModified') await this.content.receive(m);
    } catch (e) {
      if (e instanceof Refused && e.authLost) this.authLost(e.authLost);
      throw e;
    }
  }

  /** Sends a report by the socket, or keeps it for the socket's return or the next report call. */
  private report(m: ReportMessage): void {
    if (!this.socket.send(m)) this.outbox.push(m);
  }

  /** Widget events by the report call: 'refused' when the server answered they are not of the protocol. */
  private async postEvents(messages: EventsMessage[]): Promise<'taken' | 'refused'> {
    try {
      await postReports(this.auth, messages);
      return 'taken';
    } catch (e) {
      if (e instanceof Refused && e.authLost) this.authLost(e.authLost);
      if (e instanceof Refused && e.status === 400) return 'refused';
      throw e;
    }
  }

  private startPolling(): void {
    if (this.pollTimer !== undefined || !this.running) return;
    const poll = () => {
      if (this.socket.up) return this.stopPolling();
      void this.syncManifest(false).catch(() => {});
      void this.flushOverHttp();
    };
    // The authorised register answer's pollMs, never below a few seconds; 60 s without one.
    const every = Math.max(MIN_POLL_MS, this.credentials?.pollMs ?? POLL_MS);
    this.pollTimer = setInterval(poll, every);
    poll();
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }

  private async flushOverHttp(): Promise<void> {
    const messages = this.outbox.take();
    // A report call takes at most REPORT_BATCH messages.
    for (let at = 0; at < messages.length; at += REPORT_BATCH) {
      try {
        await postReports(this.auth, messages.slice(at, at + REPORT_BATCH));
      } catch (e) {
        this.outbox.putBack(messages.slice(at));
        if (e instanceof Refused && e.authLost) this.authLost(e.authLost);
        return;
      }
    }
  }

  /**
   * The server no longer takes our secret. Removed (deleted, or set back to pending): forget the
   * secret and show the pairing code. Unauthorised: register again with the claim token, after a
   * back-off so that a secret the server keeps refusing does not loop.
   */
  private authLost(kind: 'unauthorised' | 'removed'): void {
    if (this.pairing && !this.pairing.signal.aborted) return;
    this.halt();
    if (kind === 'removed') {
      if (this.credentials) this.credentials = { ...this.credentials, secret: null };
      void saveCredentials(this.credentials);
      void this.pair(false);
      return;
    }
    clearTimeout(this.authTimer);
    this.authTimer = setTimeout(() => void this.pair(true), this.authRetry.next());
  }

  private async command(cmd: Command): Promise<void> {
    const ack = await runCommand(cmd, {
      refresh: () => this.syncManifest(true),
      clear: async () => {
        await this.content.clear();
        await this.syncManifest(true);
      },
      reload: () => undefined,
    });
    this.report(ack);
    if (cmd.name === 'reload') setTimeout(() => location.reload(), 500);
  }

  /** Puts on screen what plays now, if it changed; looks again when the schedule may change. */
  private async updateScreen(): Promise<void> {
    if (!this.running) return;
    const seq = ++this.screenSeq;
    const now = Date.now();
    const choice = this.content.choose(now);
    const name = this.content.terminalName || this.lastName;
    this.lastName = name;
    this.planRecheck(now);
    const shown = this.content.messagesNow(now);
    const showing = choice
      ? `${choice.program.publishId}/${choice.program.id}/${JSON.stringify(choice.program.document)}`
      : '';
    // Messages first, over the program on screen now: they need no files, and an emergency must
    // not wait for the next program's files to open (at start, the first program is awaited).
    if (showing === this.showing || this.view.get().kind === 'content') {
      this.present(name, shown.messages.map(shownOf), shown.emergency ? shownOf(shown.emergency) : null);
    }
    if (showing === this.showing) return;
    let show: Show | null = null;
    if (choice) {
      const resolve = await this.media.prepare(choice.md5s);
      if (seq !== this.screenSeq || !this.running) return;
      if (!resolve) return;
      show = {
        key: `${choice.program.publishId}/${choice.program.id}/${seq}`,
        publishId: choice.program.publishId,
        programId: choice.program.id,
        name: choice.program.name,
        document: choice.document,
        resolve,
        since: Date.now(),
      };
    }
    this.showing = showing;
    this.show = show;
    this.sceneId = null;
    this.present(name, shown.messages.map(shownOf), shown.emergency ? shownOf(shown.emergency) : null);
    void this.sendStatus();
    const keep = new Set(choice?.md5s ?? []);
    clearTimeout(this.releaseTimer);
    this.releaseTimer = setTimeout(() => this.media.release(keep), RELEASE_AFTER_MS);
  }

  /**
   * Puts the program held, `messages` and `emergency` on screen if any of them changed, and
   * reports what shows as playing (each publication once): the program only when no emergency
   * covers it.
   */
  private present(name: string, messages: ShownMessage[], emergency: ShownMessage | null): void {
    const v = this.view.get();
    const keys = (list: readonly ShownMessage[]) => list.map((x) => x.key).join(' ');
    const emergencyChanged = (v.kind === 'content' ? v.emergency?.key : undefined) !== emergency?.key;
    if (
      v.kind !== 'content' ||
      v.name !== name ||
      v.show !== this.show ||
      keys(v.messages) !== keys(messages) ||
      emergencyChanged
    ) {
      this.emergency = emergency;
      this.view.set({ kind: 'content', name, show: this.show, messages, emergency });
    }
    for (const x of emergency ? [emergency] : messages) this.content.playing(x.publishId);
    if (this.show && !emergency) this.content.playing(this.show.publishId);
    // The status names the program on screen: none while an emergency covers it.
    if (emergencyChanged) void this.sendStatus();
  }

  /** The program leaves the screen (pairing again): its object URLs go too. */
  private leaveContent(): void {
    this.showing = '';
    this.show = null;
    this.emergency = null;
    clearTimeout(this.releaseTimer);
    this.releaseTimer = setTimeout(() => this.media.release(new Set()), RELEASE_AFTER_MS);
  }

  private planRecheck(now: number): void {
    clearTimeout(this.scheduleTimer);
    const next = this.content.nextChange(now);
    const wait = Math.min(RECHECK_MS, next === undefined ? RECHECK_MS : Math.max(0, next - now) + 5);
    this.scheduleTimer = setTimeout(() => void this.updateScreen(), wait);
  }

  private async sendStatus(): Promise<void> {
    if (!this.running) return;
    const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
    const show = this.emergency ? null : this.show;
    this.report({
      type: 'status',
      playing: show
        ? { programId: show.programId, publishId: show.publishId, name: show.name, sceneId: this.sceneId }
        : null,
      storage: { usedBytes: estimate?.usage ?? 0, quotaBytes: estimate?.quota ?? 0 },
      player,
      screen: screenSize(),
      manifestVersion: this.content.version,
    });
  }
}

/** A manifest's message as the screen draws it. */
function shownOf(m: ManifestMessage): ShownMessage {
  return { key: messageKey(m), publishId: m.publishId, look: m.look, repeats: m.repeats };
}
