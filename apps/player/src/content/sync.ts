import { mediaOf, migrate, programLengthMs, type ProgramDocument } from '@apm/render';
import { Backoff } from '../protocol/backoff';
import type { FileEntry, Manifest, ManifestData, ManifestProgram } from '../protocol/manifest';
import { timeZone } from '../runtime/timeZone';
import type { DeliveryMessage, DeliveryReason, ReportMessage } from '../protocol/messages';
import { fileStore } from '../storage/files';
import { loadManifests, saveManifests } from '../storage/manifests';
import { budgetOf, chooseEvictions } from './budget';
import { DeliveryReports } from './deliveries';
import { download, DownloadError } from './download';
import { DeliveryProgress, downloadQueue } from './plan';
import { messageKey, messagesAt, programAt, type MessagesNow } from './schedule';

/** What plays now: a program of a manifest, its document read and every file of it stored. */
export interface Choice {
  manifest: Manifest;
  program: ManifestProgram;
  document: ProgramDocument;
  md5s: string[];
}

export interface ContentHooks {
  /** A delivery state or a manifest-ack to send (by the socket, or later by report). */
  report(m: ReportMessage): void;
  /** File addresses expired: fetch the manifest again without If-None-Match. */
  refreshAddresses(): Promise<void>;
  /** Files or manifests changed: what plays may change. */
  changed(): void;
}

const PARALLEL = 2;
const ATTEMPTS = 3;

/**
 * The content side of the player: keeps the latest manifest and the one on screen, downloads the
 * latest one's files (resumed, verified, within the storage budget), reports each publication's
 * delivery, and says what plays now. Content switches only once every file of the new choice is
 * ready; until then the previous manifest keeps playing.
 */
export class ContentSync {
  private latest: Manifest | undefined;
  private active: Manifest | undefined;
  private readonly stored = new Set<string>();
  private readonly documents = new Map<string, { json: unknown; doc?: ProgramDocument }>();
  private readonly progress = new DeliveryProgress();
  private readonly reports = new DeliveryReports();
  private readonly attempts = new Map<string, number>();
  /** Message publications whose passes are done (by `messageKey`), hidden for the rest of their publication. */
  private readonly messagesDone = new Set<string>();
  /** When each message publication held was sent: a re-send reports its way afresh. */
  private readonly messagesQueuedAt = new Map<string, number>();
  private readonly retry = new Backoff();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private controller = new AbortController();
  private running = false;
  private again = false;

  constructor(private readonly hooks: ContentHooks) {}

  /** Reads the kept manifests and the list of stored files (no network). */
  async load(): Promise<void> {
    const kept = await loadManifests();
    // Manifests kept by a player from before messages have none.
    this.latest = kept.latest && { ...kept.latest, messages: kept.latest.messages ?? [] };
    this.active = kept.active && { ...kept.active, messages: kept.active.messages ?? [] };
    for (const f of await fileStore.list().catch(() => [])) this.stored.add(f.md5);
  }

  /** The version of the newest manifest held (hello, If-None-Match, status). */
  get version(): string | null {
    return this.latest?.version ?? null;
  }

  /** The weather and rates of the newest manifest held (they need no files: the newest are shown at once). */
  get data(): ManifestData | undefined {
    return this.latest?.data ?? this.active?.data;
  }

  /** The terminal's name as the newest manifest says it. */
  get terminalName(): string {
    return this.latest?.terminal.name ?? this.active?.terminal.name ?? '';
  }

  /** Takes a manifest the server gave: keeps it, acknowledges a new version, gets its files. */
  async receive(m: Manifest): Promise<void> {
    const isNew = m.version !== this.latest?.version;
    // The manifest on screen moves on to the previous one first, if that one got ready meanwhile.
    this.choose(Date.now());
    this.latest = m;
    this.keepDocuments();
    await this.save();
    if (isNew) {
      this.hooks.report({ type: 'manifest-ack', version: m.version });
      this.reports.keepOnly(new Set([...m.programs, ...m.messages].map((p) => p.publishId)));
      this.progress.reset();
      this.attempts.clear();
      this.takeMessages(m);
    }
    await fileStore.touch(m.files.map((f) => f.md5)).catch(() => undefined);
    this.hooks.changed();
    this.kick();
  }

  /**
   * The messages of a manifest just taken: they need no files, so each publication is ready at
   * once (terminal-protocol.md 7). A re-sent one (a new `queuedAt`) reports afresh; the done
   * passes of publications no longer held are forgotten.
   */
  private takeMessages(m: Manifest): void {
    const held = new Set(m.messages.map(messageKey));
    for (const key of this.messagesDone) if (!held.has(key)) this.messagesDone.delete(key);
    const queuedAt = new Map(m.messages.map((x) => [x.publishId, x.queuedAt]));
    for (const [pub, at] of queuedAt) {
      const before = this.messagesQueuedAt.get(pub);
      if (before !== undefined && before !== at) this.reports.forget(pub);
    }
    this.messagesQueuedAt.clear();
    for (const [pub, at] of queuedAt) this.messagesQueuedAt.set(pub, at);
    for (const pub of queuedAt.keys()) this.send(this.reports.ready(pub));
  }

  /**
   * The messages shown at `now`: the latest manifest's at once, whatever its programs' files
   * (messages need none), so an emergency shows as soon as its manifest is taken.
   */
  messagesNow(now: number): MessagesNow {
    const m = this.latest ?? this.active;
    return m
      ? messagesAt(m, now, timeZone(), this.messagesDone)
      : { emergency: undefined, messages: [], until: Infinity };
  }

  /** A message's passes are done (`repeats`): it is hidden for the rest of its publication. */
  messageDone(key: string): void {
    this.messagesDone.add(key);
    this.hooks.changed();
  }

  /** Deletes every file and both manifests (the clear command); the screen goes black. */
  async clear(): Promise<void> {
    this.controller.abort();
    this.controller = new AbortController();
    clearTimeout(this.retryTimer);
    this.latest = this.active = undefined;
    this.stored.clear();
    this.documents.clear();
    this.progress.reset();
    this.reports.reset();
    this.attempts.clear();
    this.messagesDone.clear();
    this.messagesQueuedAt.clear();
    await fileStore.clear();
    await this.save();
    this.hooks.changed();
  }

  /**
   * What plays at `now`: the latest manifest's choice once all its files are ready (the screen
   * then switches to that manifest for good), else the choice of the manifest on screen.
   */
  choose(now: number): Choice | undefined {
    const latest = this.latest;
    if (latest) {
      const { program } = this.programAt(latest, now);
      const choice = program && this.ready(latest, program);
      if (!program || choice) {
        if (this.active !== latest) {
          this.active = latest;
          void this.save();
        }
        return choice;
      }
    }
    const active = this.active;
    const program = active && this.programAt(active, now).program;
    return program && active ? this.ready(active, program) : undefined;
  }

  /**
   * When the choice or the messages may change by the clock alone (a turn ends, a window opens or
   * closes, a message starts or ends).
   */
  nextChange(now: number): number | undefined {
    const times = [this.latest, this.active]
      .filter((m): m is Manifest => m !== undefined)
      .map((m) => this.programAt(m, now).until);
    times.push(this.messagesNow(now).until);
    const next = Math.min(...times);
    return Number.isFinite(next) ? next : undefined;
  }

  /** What the schedule plays of a manifest at `now` (docs/scheduling.md). */
  private programAt(m: Manifest, now: number) {
    return programAt(m, now, (p) => this.lengthOf(p), timeZone());
  }

  /** How long a program plays once; 0 when its document cannot be read. */
  private lengthOf(p: ManifestProgram): number {
    const doc = this.documentOf(p);
    return doc ? programLengthMs(doc) : 0;
  }

  /** Reports a publication (of a program, a plan or a message) on screen (once). */
  playing(publishId: string): void {
    const m = this.latest;
    if (!m || ![...m.programs, ...m.messages].some((p) => p.publishId === publishId)) return;
    this.send(this.reports.playing(publishId));
  }

  /** Starts getting the latest manifest's files, or runs once more after the current round. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.retryTimer);
    this.running = true;
    void this.rounds().finally(() => {
      this.running = false;
    });
  }

  private async rounds(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.round(this.controller.signal);
      } catch {
        // Storage refused or the page is going away: the next kick tries again.
      }
    } while (this.again);
  }

  /** One pass over the latest manifest: report what is ready, download what lacks. */
  private async round(signal: AbortSignal): Promise<void> {
    const m = this.latest;
    if (!m) return;
    await fileStore.dropPartsExcept(this.named(m));
    const files = new Map(m.files.map((f) => [f.md5, f]));
    const needs = new Map<string, string[]>();
    for (const p of m.programs) {
      if (this.reports.hasFailed(p.publishId)) continue;
      const doc = this.documentOf(p);
      if (!doc) {
        this.fail([p.publishId], 'badDocument');
        continue;
      }
      const md5s = mediaOf(doc).map((r) => r.md5);
      // A file the document needs but the manifest does not list can never come.
      if (md5s.some((md5) => !files.has(md5))) this.fail([p.publishId], 'downloadFailed');
      // A plan's publication holds several programs: it needs the files of them all.
      else needs.set(p.publishId, [...new Set([...(needs.get(p.publishId) ?? []), ...md5s])]);
    }
    for (const [pub, md5s] of needs) if (md5s.every((md5) => this.stored.has(md5))) this.send(this.reports.ready(pub));
    const wanted = new Set([...needs.values()].flat());
    // The program that plays now comes first, then the rest of its publication.
    const now = this.programAt(m, Date.now()).program;
    const nowDoc = now && this.documentOf(now);
    const first = new Set([
      ...(nowDoc ? mediaOf(nowDoc).map((r) => r.md5) : []),
      ...(now ? (needs.get(now.publishId) ?? []) : []),
    ]);
    const queue = downloadQueue(
      [...wanted].map((md5) => files.get(md5)).filter((f): f is FileEntry => f !== undefined),
      first,
      (md5) => this.stored.has(md5),
    );
    if (queue.length === 0) return;

    const have = new Map<string, number>();
    for (const f of queue) have.set(f.md5, (await fileStore.parts(f.md5)).bytes);
    for (const [pub, md5s] of needs) {
      if (md5s.every((md5) => this.stored.has(md5)) || this.progress.publications().includes(pub)) continue;
      this.progress.begin(
        pub,
        md5s.map((md5) => ({
          md5,
          size: files.get(md5)?.size ?? 0,
          have: this.stored.has(md5) ? (files.get(md5)?.size ?? 0) : (have.get(md5) ?? 0),
        })),
      );
      this.send(this.reports.downloading(pub, this.progress.percent(pub)));
    }
    if (!(await this.makeRoom(queue, have, m))) {
      this.fail(
        [...needs.keys()].filter((pub) => needs.get(pub)?.some((md5) => !this.stored.has(md5))),
        'noSpace',
      );
      return;
    }

    const pubsOf = (md5: string) => [...needs].filter(([, md5s]) => md5s.includes(md5)).map(([pub]) => pub);
    let wait = false;
    const next = () => queue.shift();
    const worker = async () => {
      for (let f = next(); f && !signal.aborted && !wait; f = next()) {
        const pubs = pubsOf(f.md5).filter((p) => !this.reports.hasFailed(p));
        if (pubs.length === 0) continue;
        try {
          await download(f, signal, (bytes) => {
            this.progress.update(f.md5, bytes);
            for (const pub of pubs) this.send(this.reports.downloading(pub, this.progress.percent(pub)));
          });
          this.stored.add(f.md5);
          this.retry.reset();
          for (const pub of pubs) {
            if (needs.get(pub)?.every((md5) => this.stored.has(md5))) this.send(this.reports.ready(pub));
          }
          this.hooks.changed();
        } catch (e) {
          const problem = e instanceof DownloadError ? e.problem : 'failed';
          if (problem === 'aborted') return;
          if (problem === 'expired') {
            wait = true;
            await this.hooks.refreshAddresses().catch(() => undefined);
            this.again = true;
            return;
          }
          if (problem === 'network') {
            // The server is away: try again later from where it stopped.
            wait = true;
            this.retryTimer = setTimeout(() => this.kick(), this.retry.next() * 5);
            return;
          }
          const n = (this.attempts.get(f.md5) ?? 0) + 1;
          this.attempts.set(f.md5, n);
          if (n >= ATTEMPTS) this.fail(pubs, problem === 'md5Mismatch' ? 'md5Mismatch' : 'downloadFailed');
          else queue.push(f);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }

  /** The files the latest manifest `m` and the one on screen name: what storage keeps. */
  private named(m: Manifest): Set<string> {
    return new Set([...m.files, ...(this.active?.files ?? [])].map((f) => f.md5));
  }

  /** Deletes unneeded files, oldest first, until the queue fits in the budget; false when it cannot. */
  private async makeRoom(queue: FileEntry[], have: Map<string, number>, m: Manifest): Promise<boolean> {
    // No estimate (an old browser, or tests outside one): the browser's own quota errors decide.
    const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => undefined);
    if (!estimate?.quota) return true;
    const { budget, used } = budgetOf(estimate);
    const need = queue.reduce((n, f) => n + Math.max(0, f.size - (have.get(f.md5) ?? 0)), 0);
    const keep = this.named(m);
    const evict = chooseEvictions(await fileStore.list(), keep, need, budget - used);
    if (!evict) return false;
    if (evict.length) {
      await fileStore.remove(evict);
      for (const md5 of evict) this.stored.delete(md5);
    }
    return true;
  }

  /**
   * Forgets the documents read of programs neither manifest held names: a publication replaced
   * never comes back (a manifest read again brings new objects), so a screen republished to for
   * days keeps only the documents it may still play, not the last 64 versions of them.
   */
  private keepDocuments(): void {
    const held = new Set(
      [...(this.latest?.programs ?? []), ...(this.active?.programs ?? [])].map((p) => `${p.publishId}/${p.id}`),
    );
    for (const key of this.documents.keys()) if (!held.has(key)) this.documents.delete(key);
  }

  /** The program's document read with the current format, or undefined when it cannot be read. */
  private documentOf(p: ManifestProgram): ProgramDocument | undefined {
    const key = `${p.publishId}/${p.id}`;
    const kept = this.documents.get(key);
    // Kept while the stored JSON is the same object: the renderer then sees the same document.
    if (kept && kept.json === p.document) return kept.doc;
    let doc: ProgramDocument | undefined;
    try {
      doc = migrate(p.document);
    } catch {
      doc = undefined;
    }
    this.documents.set(key, { json: p.document, doc });
    if (this.documents.size > 64) this.documents.delete(this.documents.keys().next().value as string);
    return doc;
  }

  /** The choice of `program` in `m` when its document reads and every file of it is stored. */
  private ready(m: Manifest, program: ManifestProgram): Choice | undefined {
    const document = this.documentOf(program);
    if (!document) return undefined;
    const md5s = mediaOf(document).map((r) => r.md5);
    return md5s.every((md5) => this.stored.has(md5)) ? { manifest: m, program, document, md5s } : undefined;
  }

  private fail(pubs: string[], reason: DeliveryReason): void {
    for (const pub of pubs) this.send(this.reports.failed(pub, reason));
  }

  private send(m: DeliveryMessage | undefined): void {
    if (m) this.hooks.report(m);
  }

  private save(): Promise<void> {
    return saveManifests({ latest: this.latest, active: this.active }).catch(() => undefined);
  }
}
