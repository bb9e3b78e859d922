import type {
  DeliveryCounts,
  DeliveryItem,
  MaterialKind,
  ManifestFileContent,
  Page,
  PublishDetailsQuery,
  PublishItem,
  PublishListQuery,
  PublishOfficeNode,
  PublishSave,
  PublishTerminal,
  PublishReviewItem,
  PublishReviewNote,
  PublishReviewQuery,
  PublishReviewResult,
  ReviewState,
  PublishTerminalQuery,
  PlayNowSet,
  ProgramPlayNow,
  TerminalMessage,
  TerminalProgram,
  TerminalsTold,
  MessageDeliveriesQuery,
  MessageLook,
  MessagePublication,
  MessagePublish,
  PlanEntryInput,
  PlanKind,
  PlanPublish,
  ManifestProgram,
  PublishCheck,
  PublishProblem,
  NowAndNext,
  ProgramTurn,
  TerminalTimeline,
  TimelineAnswer,
  TimelineQuery,
  TimelinesPrograms,
  TimelinesQuery,
} from '@apm/contract';
import { PLAY_NOW_PRIORITY, PUBLISH_OFFLINE_WARN_MS, PUBLISH_PROBLEMS_MAX, TIMELINE_PLAYS_MAX_MS } from '@apm/contract';
import { mediaOf, programLengthMs, type ProgramDocument } from '@apm/render/document';
import { programKey, scheduleOfManifest, timeline, whatPlays, zone, type Play } from '@apm/schedule';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Dialect } from '../../platform/db/connect.js';
import type { DataRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import type { TrackedBlobs } from '../../platform/storage/tracked.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { officeRepo, type OfficeRow } from '../office/repo.js';
import { refuseUnapproved } from '../material/review.js';
import { checkMedia } from '../program/document.js';
import { showingOf, type MessageService } from '../message/service.js';
import type { PlanService, PublishablePlan } from '../playPlan/service.js';
import type { ProgramService, ProgramSummary, PublishableProgram } from '../program/service.js';
import type { ReviewWorkflow } from '../review/workflow.js';
import type { TerminalContent } from '../terminal/content.js';
import { terminalRepo, type TerminalRow } from '../terminal/repo.js';
import { timelineOf } from './timeline.js';
import {
  publishRepo,
  type MessagePublicationRow,
  type MovedDelivery,
  type PublicationKind,
  type ReviewRow,
  type NewPublication,
  type PublishedDocument,
  type DeliveryRow,
  type PublishRow,
} from './repo.js';

/** A material's file as a publication lists it. */
export interface PublishableFile {
  id: string;
  md5: string;
  kind: MaterialKind;
  size: number;
  mime: string;
  /** The material's name and review state: one not approved refuses the publication. */
  name: string;
  reviewState: ReviewState;
}

/** The materials of a range among `ids` with their files (the material module answers). */
export type PublishMaterials = (ex: Executor, range: DataRange, ids: readonly string[]) => Promise<PublishableFile[]>;

export interface PublishDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  bus: Bus;
  audit: AuditLog;
  blobs: TrackedBlobs;
  programs: ProgramService;
  plans: PlanService;
  messages: MessageService;
  materials: PublishMaterials;
  /** What terminals hold now, as their manifests say it (the module's own content side). */
  content: TerminalContent;
  /** The review workflow: whether publishing waits for review, the reviewers' and publishers' notices. */
  review: ReviewWorkflow;
  /** Tells terminals their manifest changed, once `trx` commits (the terminal module). */
  contentChanged: (terminalIds: string[], trx: Executor) => void;
  /** Tells the connected ones of these terminals to delete their downloaded files, once `trx` commits. */
  clearFiles: (terminalIds: string[], trx: Executor) => void;
}

const missing = () => new AppError('NOT_FOUND', { message: 'No such publication in your range' });

/** The slot of program publications on a terminal: the latest one plays. */
export const PROGRAM_SLOT = 'program';
/** The slot of a plan's publications on a terminal: the latest of each plan is kept beside the others. */
export const planSlot = (planId: string) => `plan:${planId}`;

/** The slot of programs played now: the latest one plays (alone, while it lasts) beside the program and plans. */
export const PLAY_NOW_SLOT = 'playNow';
/** The slot of a message's publications on a terminal: the latest of each message is kept beside the others. */
export const messageSlot = (messageId: string) => `message:${messageId}`;

/** A message as a publication keeps it (publish.message): as the manifest carries it, without ids and names. */
export interface PublishedMessage {
  look: MessageLook;
  priority: number;
  emergency: boolean;
  from: number;
  to: number | null;
  repeats: number | null;
}

/** A plan as a publication keeps it (publish.plan). */
export interface PublishedPlan {
  kind: PlanKind;
  everyItems: number | null;
  everyMinutes: number | null;
  entries: PlanEntryInput[];
}

/** What is sent, as `send` takes it. */
type Subject = Omit<
  NewPublication,
  'id' | 'terminalCount' | 'createdBy' | 'createdByName' | 'at' | 'reviewState' | 'terminalIds'
> & {
  /** Sent at once, even while publishing is reviewed (an emergency message). */
  urgent?: boolean;
};

/** What a publish call answers. */
type Published = { id: string; terminals: number; reviewState: 'pending' | 'approved' };

/** The slot of a subject's publications on a terminal. */
const slotOf = (kind: PublicationKind, subjectId: string) =>
  kind === 'program'
    ? PROGRAM_SLOT
    : kind === 'playNow'
      ? PLAY_NOW_SLOT
      : kind === 'plan'
        ? planSlot(subjectId)
        : messageSlot(subjectId);

/** A program's length from its stored document (0 when it is not one). */
function lengthOfDocument(document: unknown): number {
  const scenes = (document as { scenes?: unknown } | null)?.scenes;
  return Array.isArray(scenes) ? programLengthMs({ scenes: scenes as ProgramDocument['scenes'] }) : 0;
}

/** Whether a canvas has a screen's shape: the same orientation and aspect within 2 %. */
function sameShape(canvas: { width: number; height: number }, screen: { width: number; height: number }): boolean {
  const a = canvas.width / canvas.height;
  const b = screen.width / screen.height;
  return Math.abs(a - b) / b <= 0.02;
}

/**
 * What publishing these programs to a terminal would meet there, besides overlaps: each program
 * whose canvas is not of the shape of its screen, and the terminal not heard from for a day or more.
 */
function screenAndSilence(
  t: TerminalRow,
  programs: readonly { name: string; width: number; height: number }[],
  at: number,
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const screen = t.screen ? (JSON.parse(t.screen) as { width: number; height: number }) : null;
  for (const program of programs) {
    if (screen && !sameShape(program, screen)) {
      problems.push({
        kind: 'canvas',
        terminalId: t.id,
        terminalName: t.name,
        name: program.name,
        canvas: `${program.width}×${program.height}`,
        screen: `${screen.width}×${screen.height}`,
      });
    }
  }
  const seen = t.last_seen_at === null ? null : Number(t.last_seen_at);
  if (Number(t.online) !== 1 && (seen === null || at - seen >= PUBLISH_OFFLINE_WARN_MS)) {
    problems.push({ kind: 'offline', terminalId: t.id, terminalName: t.name, lastSeenAt: seen });
  }
  return problems;
}

/** The authorised terminals of the range among `ids`, in name order: the order a check lists its problems in. */
async function checkedTerminalsIn(db: Executor, range: DataRange, ids: readonly string[]): Promise<TerminalRow[]> {
  return (await terminalRepo(db).findMany(ids, range))
    .filter((t) => t.state === 'authorised' && t.office_id)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** A program's document as a publication keeps it. */
const documentOf = (program: PublishableProgram): PublishedDocument => ({
  programId: program.id,
  programName: program.name,
  programVersion: program.version,
  width: program.document.canvas.width,
  height: program.document.canvas.height,
  document: JSON.stringify(program.document),
});

/** A publication as a review page shows it, with what it sends. */
function reviewItemOf(r: ReviewRow, programs: PublishReviewItem['programs']): PublishReviewItem {
  const plan = r.plan === null ? null : (JSON.parse(r.plan) as PublishedPlan);
  const message = r.message === null ? null : (JSON.parse(r.message) as PublishedMessage);
  return {
    id: r.id,
    kind: r.kind,
    subjectId: r.subjectId,
    subjectName: r.subjectName,
    subjectVersion: r.subjectVersion,
    officeId: r.officeId,
    officeName: r.officeName,
    terminals: r.terminals,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    submitNote: r.submitNote,
    reviewState: r.reviewState,
    reviewNote: r.reviewNote,
    reviewedBy: r.reviewedBy,
    reviewedAt: r.reviewedAt,
    programs,
    plan: plan && { kind: plan.kind, entries: plan.entries },
    message,
  };
}

/** A message publication as the message's records show it. */
function messagePublicationOf(r: MessagePublicationRow, counts: DeliveryCounts): MessagePublication {
  const sent = JSON.parse(r.message) as Partial<PublishedMessage>;
  return {
    id: r.id,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    from: sent.from ?? r.createdAt,
    to: sent.to ?? null,
    stoppedAt: r.stoppedAt,
    stoppedBy: r.stoppedBy,
    reviewState: r.reviewState,
    reviewNote: r.reviewNote,
    counts,
  };
}

/** Publishing programs to terminals, and the records of what was published. */
export function publishService(deps: PublishDeps) {
  const { db, audit } = deps;
  const repo = publishRepo(db);

  /** Tells the consoles of each delivery's range that the server moved it, once `trx` commits. */
  const tell = (moved: readonly MovedDelivery[], state: 'queued' | 'replaced', trx: Executor) => {
    for (const d of moved) deps.bus.publish('delivery.changed', { ...d, state, percent: null }, trx);
  };

  const withCounts = async (rows: PublishRow[]): Promise<PublishItem[]> => {
    const counts = await repo.counts(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, counts: counts.get(r.id)! }));
  };

  const mustFind = async (p: Principal, id: string, ex: Executor = db): Promise<PublishRow> => {
    const row = await publishRepo(ex).find(id, p.range);
    if (!row) throw missing();
    return row;
  };

  /** An office of the tree with the authorised terminals of its subtree. */
  const nodeOf = async (o: OfficeRow, range: DataRange): Promise<PublishOfficeNode> => {
    const c = await terminalRepo(db).counts(range, o.path);
    return {
      id: o.id,
      parentId: o.parentId,
      name: o.name,
      type: o.type,
      hasChildren: o.hasChildren,
      terminals: c.online + c.offline,
      online: c.online,
    };
  };

  return {
    /** Authorised terminals of the range (of an office's subtree, of a group), by name. */
    async terminals(p: Principal, q: PublishTerminalQuery): Promise<Page<PublishTerminal>> {
      const empty = { list: [], count: 0, pageNo: q.pageNo, pageSize: q.pageSize };
      const path = q.officeId ? await terminalRepo(db).officePathInRange(q.officeId, p.range) : null;
      if (path === undefined) return empty;
      const { rows, count } = await terminalRepo(db).page(p.range, path, {
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        name: q.name,
        online: '',
        state: 'authorised',
        groupId: q.groupId,
      });
      return {
        ...empty,
        count,
        list: rows.map((t) => ({
          id: t.id,
          name: t.name,
          officeId: t.office_id!,
          officeName: t.office_name ?? '',
          online: Number(t.online) === 1,
        })),
      };
    },

    /** The root of the range, or an office's children, each with its subtree's terminals. */
    async officeTree(p: Principal, parentId: string | undefined): Promise<PublishOfficeNode[]> {
      const offices = officeRepo(db);
      if (parentId === undefined) {
        const root = await offices.find(p.range.officeId, p.range);
        return root ? [await nodeOf(root, p.range)] : [];
      }
      const parent = await offices.find(parentId, p.range);
      if (!parent) return [];
      return Promise.all((await offices.children(parent.id, p.range)).map((o) => nodeOf(o, p.range)));
    },

    /** Offices of the range by name, a page at a time, with their terminals. */
    async officePage(
      p: Principal,
      q: { name: string; pageNo: number; pageSize: number },
    ): Promise<Page<PublishOfficeNode>> {
      const { rows, count } = await officeRepo(db).search(q.name, p.range, (q.pageNo - 1) * q.pageSize, q.pageSize);
      const list = await Promise.all(rows.map((o) => nodeOf(o, p.range)));
      return { list, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /**
     * Publishes a program of the range at its current version to authorised terminals of the
     * range (see `send`): it takes the place of their earlier program publication; their plans stay.
     */
    async publish(p: Principal, meta: RequestMeta, input: PublishSave): Promise<Published> {
      return send(
        p,
        meta,
        input.terminalIds,
        async (trx) => {
          const program = await deps.programs.forPublish(trx, p.range, input.programId);
          if (!program) throw new AppError('NOT_FOUND', { message: 'No such program in your range' });
          return {
            officeId: program.officeId,
            kind: 'program',
            subjectId: program.id,
            subjectName: program.name,
            subjectVersion: program.version,
            plan: null,
            message: null,
            playNow: null,
            documents: [documentOf(program)],
            files: await filesOf(trx, p.range, [program.document]),
          };
        },
        input.accepted,
      );
    },

    /**
     * Publishes a play plan of the range, with each program it names at its current version, to
     * authorised terminals of the range (see `send`): it takes the place of the same plan's earlier
     * publication on those terminals; their other plans and their program stay.
     */
    async publishPlan(p: Principal, meta: RequestMeta, input: PlanPublish): Promise<Published> {
      return send(
        p,
        meta,
        input.terminalIds,
        async (trx) => {
          const plan = await deps.plans.forPublish(trx, p.range, input.planId);
          if (!plan) throw new AppError('NOT_FOUND', { message: 'No such play plan in your range' });
          const programs = [];
          for (const programId of [...new Set(plan.entries.map((e) => e.programId))]) {
            const program = await deps.programs.forPublish(trx, p.range, programId);
            if (!program) {
              throw new AppError('NOT_FOUND', {
                message: 'A program of the plan is no longer in your range: edit the plan',
              });
            }
            programs.push(program);
          }
          const snapshot: PublishedPlan = {
            kind: plan.kind,
            everyItems: plan.everyItems,
            everyMinutes: plan.everyMinutes,
            entries: plan.entries,
          };
          return {
            officeId: plan.officeId,
            kind: 'plan',
            subjectId: plan.id,
            subjectName: plan.name,
            subjectVersion: plan.version,
            plan: JSON.stringify(snapshot),
            message: null,
            playNow: null,
            documents: programs.map(documentOf),
            files: await filesOf(
              trx,
              p.range,
              programs.map((x) => x.document),
            ),
          };
        },
        input.accepted,
      );
    },

    /**
     * Sends a message of the range, as saved now, to authorised terminals of the range (see `send`):
     * it takes the place of the same message's earlier publication on those terminals; their other
     * messages, plans and program stay. It shows from its start (or now) to its end; one whose end
     * has passed is refused. An emergency one needs its own permission. `fromNow`: it shows from
     * now, whatever its start (doMessagePlayNow).
     */
    async publishMessage(p: Principal, meta: RequestMeta, input: MessagePublish, fromNow = false): Promise<Published> {
      return send(p, meta, input.terminalIds, async (trx) => {
        const m = await deps.messages.forPublish(trx, p.range, input.id);
        if (!m) throw new AppError('NOT_FOUND', { message: 'No such message in your range' });
        if (m.emergency) await deps.messages.refuseEmergency(p);
        const showing = showingOf(fromNow ? { ...m, startAt: null } : m, now());
        if (showing.to !== null && showing.to <= now()) {
          throw new AppError('VALIDATION', {
            message: 'The message ends before it is sent: change its end',
            fields: [{ field: 'endAt', message: 'endPassed' }],
          });
        }
        const sent: PublishedMessage = { look: m.look, priority: m.priority, emergency: m.emergency, ...showing };
        return {
          officeId: m.officeId,
          kind: 'message',
          subjectId: m.id,
          subjectName: m.name,
          subjectVersion: m.version,
          plan: null,
          message: JSON.stringify(sent),
          playNow: null,
          documents: [],
          files: [],
          urgent: m.emergency,
        };
      });
    },

    /** The latest publication of each of these messages, with its counts (the message module's lists). */
    async latestOfMessages(messageIds: readonly string[]): Promise<Map<string, MessagePublication>> {
      const rows = await repo.latestOfMessages(messageIds);
      const counts = await repo.counts([...rows.values()].map((r) => r.id));
      return new Map([...rows].map(([id, r]) => [id, messagePublicationOf(r, counts.get(r.id)!)]));
    },

    /** A publication of a message of the range (its latest without `publishId`) and a page of its deliveries. */
    async messageDeliveries(
      p: Principal,
      q: MessageDeliveriesQuery,
    ): Promise<{ publication: MessagePublication | null; page: Page<DeliveryItem> }> {
      const message = await deps.messages.forRecords(p, q.id);
      const row = q.publishId
        ? await repo.findMessagePublication(q.publishId, p.range)
        : (await repo.latestOfMessages([message.id])).get(message.id);
      if (q.publishId && row?.messageId !== message.id) throw missing();
      const empty = { list: [], count: 0, pageNo: q.pageNo, pageSize: q.pageSize };
      if (!row) return { publication: null, page: empty };
      const counts = (await repo.counts([row.id])).get(row.id)!;
      const { rows, count } = await repo.deliveryPage({ ...q, id: row.id });
      return {
        publication: messagePublicationOf(row, counts),
        page: { ...empty, count, list: await deliveryItems(p, rows) },
      };
    },

    /** How many of a message publication's deliveries are in each state. */
    async messageCounts(p: Principal, publishId: string): Promise<DeliveryCounts> {
      await mustFindMessagePublication(p, publishId);
      return (await repo.counts([publishId])).get(publishId)!;
    },

    /** Sends a message publication again where it failed (`resend`); a stopped one is not sent again. */
    async resendMessage(p: Principal, meta: RequestMeta, publishId: string): Promise<{ count: number }> {
      const row = await mustFindMessagePublication(p, publishId);
      if (row.stoppedAt !== null) {
        throw new AppError('CONFLICT', { message: 'The publication was stopped: send the message again instead' });
      }
      return this.resend(p, meta, publishId);
    },

    /**
     * Stops a publication of one of `kinds` of the range: its terminals drop it at once (nothing of
     * its slot comes back: the earlier publications there were replaced by it) and its deliveries
     * stay as they were, for the record. An emergency message needs its own permission. Stopping
     * twice does nothing.
     */
    async stop(p: Principal, meta: RequestMeta, publishId: string, kinds: readonly PublicationKind[]): Promise<void> {
      const row = await repo.findAnyForReview(publishId, p.range);
      if (!row || !kinds.includes(row.kind)) throw missing();
      if (row.message && (JSON.parse(row.message) as Partial<PublishedMessage>).emergency) {
        await deps.messages.refuseEmergency(p);
      }
      await inTransaction(db, async (trx) => {
        await publishRepo(trx).lockPublishing(deps.dialect);
        if (!(await publishRepo(trx).stop(publishId, { userName: p.name || p.loginName, at: now() }))) return;
        const terminals = await publishRepo(trx).terminalsOf(publishId);
        await audit.record(
          trx,
          auditBy(p, meta, 'publish', 'stop', row.subjectName, {
            kind: { after: row.kind },
            terminals: { before: terminals.length },
          }),
        );
        deps.contentChanged(terminals, trx);
      });
    },

    /** Deletes every publication of a message in `trx` (the message is being deleted); answers how many terminals had it. */
    async removeMessagePublications(trx: Executor, messageId: string): Promise<number> {
      await publishRepo(trx).lockPublishing(deps.dialect);
      const terminals = new Set<string>();
      for (const id of await publishRepo(trx).ofSubject('message', messageId)) {
        for (const t of await publishRepo(trx).terminalsOf(id)) terminals.add(t);
        await publishRepo(trx).delete(id);
      }
      if (terminals.size) deps.contentChanged([...terminals], trx);
      return terminals.size;
    },

    /** A page of a kind's publications of the range in one review state, with what each sends. */
    async reviewList(p: Principal, kind: PublicationKind, q: PublishReviewQuery): Promise<Page<PublishReviewItem>> {
      const { rows, count } = await repo.reviewPage(kind, q, p.range);
      const programs = await repo.programsOf(rows.map((r) => r.id));
      return {
        list: rows.map((r) => reviewItemOf(r, programs.get(r.id) ?? [])),
        count,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },

    /**
     * Approves a pending publication of a kind of the range, which is sent then to its terminals
     * that are still authorised terminals of the reviewer's range, or rejects it (nothing is
     * sent). The publisher is told (unless they decided it themselves), and the decision audited.
     */
    async decide(
      p: Principal,
      meta: RequestMeta,
      kind: PublicationKind,
      input: PublishReviewResult,
    ): Promise<{ reviewState: ReviewState; terminals: number }> {
      return inTransaction(db, async (trx) => {
        const row = await publishRepo(trx).findForReview(input.id, kind, p.range);
        if (!row) throw missing();
        await publishRepo(trx).lockPublishing(deps.dialect);
        const note = input.note || null;
        if (
          !(await publishRepo(trx).decide(row.id, input.result, note, { userName: p.name || p.loginName, at: now() }))
        ) {
          throw new AppError('CONFLICT', {
            message: `The publication was decided or stopped meanwhile (${row.reviewState})`,
          });
        }
        let terminals = 0;
        if (input.result === 'approved') {
          const ids = row.terminalIds ? (JSON.parse(row.terminalIds) as string[]) : [];
          const found = (await terminalRepo(trx).findMany(ids, p.range)).filter((t) => t.state === 'authorised');
          await queue(trx, row, found);
          terminals = found.length;
        }
        await deps.review.decided(trx, p, meta, kind, {
          officeId: row.officeId,
          name: row.subjectName,
          submitterId: row.createdById,
          to: input.result,
          note,
          changes: {
            kind: { after: kind },
            reviewState: { before: 'pending', after: input.result },
            ...(note ? { reviewNote: { after: note } } : {}),
            ...(input.result === 'approved' ? { terminals: { after: terminals } } : {}),
          },
        });
        return { reviewState: input.result, terminals };
      });
    },

    /** The publisher's note for the reviewer on a pending message publication of the range. */
    async submitNote(p: Principal, meta: RequestMeta, input: PublishReviewNote): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await publishRepo(trx).findForReview(input.id, 'message', p.range);
        if (!row) throw missing();
        if (!(await publishRepo(trx).setSubmitNote(row.id, input.note))) {
          throw new AppError('CONFLICT', { message: 'The publication was decided meanwhile' });
        }
        await audit.record(
          trx,
          auditBy(p, meta, 'publish', 'note', row.subjectName, {
            submitNote: { before: row.submitNote, after: input.note },
          }),
        );
      });
    },

    /**
     * What publishing a plan to terminals of the range would meet (nothing is stored): within the
     * next 7 days, windows of the plan meeting another publication of equal priority on a terminal
     * (they would take turns), programs whose canvas is not of the shape of a terminal's screen,
     * and terminals not heard from for a day. Terminals holding the same publications in the same
     * time zone are looked at once.
     */
    async checkPlan(p: Principal, input: PlanPublish): Promise<PublishCheck> {
      const plan = await deps.plans.forPublish(db, p.range, input.planId);
      if (!plan) throw new AppError('NOT_FOUND', { message: 'No such play plan in your range' });
      const found = await checkedTerminalsIn(db, p.range, input.terminalIds);
      const programs = await deps.programs.summaries(db, p.range, [...new Set(plan.entries.map((e) => e.programId))]);
      const problems: PublishProblem[] = [];
      const at = now();
      const slot = planSlot(plan.id);
      const current = await repo.currentOf(found.map((t) => t.id));
      const overlaps = new Map<string, { name: string; from: number; to: number }[]>();
      for (const t of found) {
        const held = (current.get(t.id) ?? []).filter((d) => d.slot !== slot);
        const key = `${t.time_zone}|${held.map((d) => d.publishId).join(',')}`;
        let met = overlaps.get(key);
        if (!met) {
          met = await overlapsOf(t, held, plan, programs, at);
          overlaps.set(key, met);
        }
        for (const o of met) problems.push({ kind: 'overlap', terminalId: t.id, terminalName: t.name, ...o });
        problems.push(...screenAndSilence(t, [...programs.values()], at));
      }
      return {
        problems: problems.slice(0, PUBLISH_PROBLEMS_MAX),
        more: Math.max(0, problems.length - PUBLISH_PROBLEMS_MAX),
      };
    },

    /**
     * What publishing a program to terminals of the range would meet (nothing is stored): a canvas
     * not of the shape of a terminal's screen, terminals not heard from for a day. Its materials not
     * approved are the publication's own refusal.
     */
    async checkProgram(p: Principal, input: PublishSave): Promise<PublishCheck> {
      const [program] = (await deps.programs.summaries(db, p.range, [input.programId])).values();
      if (!program) throw new AppError('NOT_FOUND', { message: 'No such program in your range' });
      const found = await checkedTerminalsIn(db, p.range, input.terminalIds);
      const at = now();
      const problems = found.flatMap((t) => screenAndSilence(t, [program], at));
      return {
        problems: problems.slice(0, PUBLISH_PROBLEMS_MAX),
        more: Math.max(0, problems.length - PUBLISH_PROBLEMS_MAX),
      };
    },

    /**
     * What a terminal of the range plays over a range (docs/scheduling.md): its manifest's content
     * as the player reads it, through @apm/schedule; each turn for up to two days.
     */
    async timeline(p: Principal, q: TimelineQuery): Promise<TimelineAnswer> {
      const { input, content } = await scheduleOfTerminal(p, q.terminalId);
      return timelineOf(input, content, q.from, q.to, q.to - q.from <= TIMELINE_PLAYS_MAX_MS);
    },

    /**
     * The timelines of a page of the authorised terminals of an office's subtree (none: the whole
     * range) over a range, each computed as `timeline` computes one, without turns; and the
     * programs the page names. The page's manifests are read together (one read of their
     * deliveries, each publication once).
     */
    async timelines(
      p: Principal,
      q: TimelinesQuery,
    ): Promise<{ jsonObject: TimelinesPrograms; data: Page<TerminalTimeline> }> {
      const terminals = terminalRepo(db);
      let officePath: string | null = null;
      if (q.officeId) {
        const path = await terminals.officePathInRange(q.officeId, p.range);
        if (path === undefined) {
          throw new AppError('NOT_FOUND', {
            message: 'No such office in your range',
            fields: [{ field: 'officeId', message: 'notFound' }],
          });
        }
        officePath = path;
      }
      const { rows, count } = await terminals.page(p.range, officePath, {
        name: q.name,
        state: 'authorised',
        online: '',
        groupId: q.groupId,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      // Authorised terminals always have an office (authorising sets it).
      const lines = await Promise.all(
        rows
          .filter((t) => t.office_id)
          .map(async (t) => {
            const { input, content } = await scheduleOf(t);
            return { t, line: timelineOf(input, content, q.from, q.to, false) };
          }),
      );
      const programs = new Map(lines.flatMap(({ line }) => line.programs.map((x) => [x.key, x] as const)));
      return {
        jsonObject: { programs: [...programs.values()] },
        data: {
          list: lines.map(({ t, line }) => ({
            terminalId: t.id,
            name: t.name,
            online: Number(t.online) === 1,
            timeZone: line.timeZone,
            segments: line.segments,
          })),
          count,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        },
      };
    },

    /**
     * Plays a program of the range, at its current version, now on authorised terminals of the
     * range, alone (above every plan entry) for `minutes` (see `send`): it takes the place of an
     * earlier play-now on those terminals; their program and plans stay, and play again after.
     */
    async publishPlayNow(p: Principal, meta: RequestMeta, input: ProgramPlayNow): Promise<Published> {
      return send(p, meta, input.terminalIds, async (trx) => {
        const program = await deps.programs.forPublish(trx, p.range, input.programId);
        if (!program) throw new AppError('NOT_FOUND', { message: 'No such program in your range' });
        const from = now();
        return {
          officeId: program.officeId,
          kind: 'playNow',
          subjectId: program.id,
          subjectName: program.name,
          subjectVersion: program.version,
          plan: null,
          message: null,
          playNow: JSON.stringify({ from, to: from + input.minutes * 60_000 }),
          documents: [documentOf(program)],
          files: await filesOf(trx, p.range, [program.document]),
        };
      });
    },

    /** The program a terminal of the range plays now by a play-now, until when (null: none, or over). */
    async playNowOf(p: Principal, terminalId: string): Promise<PlayNowSet> {
      const { t, content } = await scheduleOfTerminal(p, terminalId);
      const at = now();
      const entry = content.schedule.find((x) => x.priority === PLAY_NOW_PRIORITY && x.to !== null && x.to > at);
      if (!entry) return null;
      const program = content.programs.find((x) => x.publishId === entry.publishId);
      const d = ((await repo.currentOf([t.id])).get(t.id) ?? []).find((x) => x.publishId === entry.publishId);
      return {
        publishId: entry.publishId,
        programId: entry.programId,
        programName: program?.name ?? '',
        from: entry.from ?? at,
        to: entry.to!,
        state: d?.state ?? 'queued',
      };
    },

    /** The programs a terminal of the range holds, with their publication's plan and delivery there. */
    async terminalPrograms(p: Principal, terminalId: string): Promise<TerminalProgram[]> {
      const { t, content } = await scheduleOfTerminal(p, terminalId);
      const held = new Map(((await repo.currentOf([t.id])).get(t.id) ?? []).map((d) => [d.publishId, d]));
      const planNames = new Map(content.plans.map((x) => [x.publishId, x.name]));
      return content.programs.map((x) => {
        const canvas = (x.document as { canvas?: { width?: number; height?: number } } | null)?.canvas;
        const d = held.get(x.publishId);
        return {
          programId: x.id,
          programName: x.name,
          publishId: x.publishId,
          planName: planNames.get(x.publishId) ?? null,
          width: canvas?.width ?? 0,
          height: canvas?.height ?? 0,
          state: d?.state ?? 'queued',
          percent: d?.percent ?? null,
        };
      });
    },

    /** The messages a terminal of the range holds, and which show now (as its player computes it). */
    async terminalMessages(p: Principal, terminalId: string): Promise<TerminalMessage[]> {
      const { t, content, input } = await scheduleOfTerminal(p, terminalId);
      const held = new Map(((await repo.currentOf([t.id])).get(t.id) ?? []).map((d) => [d.publishId, d]));
      const shown = whatPlays(input, now());
      const showing = new Set([...shown.messages, ...(shown.emergency ? [shown.emergency] : [])]);
      return content.messages.map((x) => ({
        publishId: x.publishId,
        messageId: x.messageId,
        name: x.name,
        text: x.look.text,
        position: x.look.position,
        emergency: x.emergency,
        priority: x.priority,
        from: x.from,
        to: x.to,
        showing: showing.has(x.publishId),
        state: held.get(x.publishId)?.state ?? 'queued',
      }));
    },

    /**
     * Takes a message off one terminal of the range: its deliveries of that message go (so no
     * earlier publication of it comes back there); the other terminals keep it. An emergency one
     * needs its own permission.
     */
    async removeTerminalMessage(p: Principal, meta: RequestMeta, terminalId: string, publishId: string): Promise<void> {
      const [t] = await terminalRepo(db).findMany([terminalId], p.range);
      const row = await repo.findMessagePublication(publishId, p.range);
      if (!t || t.state !== 'authorised' || !row) throw missing();
      if ((JSON.parse(row.message) as Partial<PublishedMessage>).emergency) await deps.messages.refuseEmergency(p);
      await inTransaction(db, async (trx) => {
        await publishRepo(trx).lockPublishing(deps.dialect);
        const removed = await publishRepo(trx).removeSlot([t.id], messageSlot(row.messageId));
        if (removed === 0) throw missing();
        await audit.record(
          trx,
          auditBy(p, meta, 'publish', 'stop', row.name, { kind: { after: 'message' }, terminal: { before: t.name } }),
        );
        deps.contentChanged([t.id], trx);
      });
    },

    /**
     * Tells authorised terminals of the range to fetch their manifest now (`clear`: after every
     * publication left them, their deliveries deleted, and they delete their downloaded files).
     */
    async refreshTerminals(
      p: Principal,
      meta: RequestMeta,
      terminalIds: readonly string[],
      clear = false,
    ): Promise<TerminalsTold> {
      const found = (await terminalRepo(db).findMany(terminalIds, p.range)).filter((t) => t.state === 'authorised');
      if (found.length !== terminalIds.length) {
        throw new AppError('NOT_FOUND', {
          message: `${terminalIds.length - found.length} of the terminals are not authorised terminals of your range`,
        });
      }
      const ids = found.map((t) => t.id);
      let cleared = 0;
      await inTransaction(db, async (trx) => {
        if (clear) {
          await publishRepo(trx).lockPublishing(deps.dialect);
          cleared = await publishRepo(trx).removeSlot(ids, null);
          for (const t of found) {
            await audit.record(trx, auditBy(p, meta, 'terminal', 'command', t.name, { command: { after: 'clear' } }));
          }
          deps.clearFiles(ids, trx);
        }
        deps.contentChanged(ids, trx);
      });
      const online = found.filter((t) => Number(t.online) === 1).length;
      return { online, offline: found.length - online, cleared };
    },

    /** What a terminal of the range plays now, and the next turn of another program (within 7 days). */
    async nowAndNext(p: Principal, terminalId: string): Promise<NowAndNext> {
      const { input, content } = await scheduleOfTerminal(p, terminalId);
      const at = now();
      const turnOf = (play: Play): ProgramTurn => {
        const program = content.programs.find((x) => programKey(x.publishId, x.id) === play.programId);
        const plan = content.plans.find((x) => x.publishId === program?.publishId);
        return {
          programId: program?.id ?? '',
          programName: program?.name ?? '',
          planName: plan?.name ?? null,
          from: play.from,
          to: play.to,
        };
      };
      const current = whatPlays(input, at);
      const horizon = at + 7 * 86_400_000;
      // The program on screen stays until another takes its place (turns of the same one follow each other).
      let t = current.until;
      let a = whatPlays(input, t);
      for (let k = 0; current.play && a.play?.programId === current.play.programId && t < horizon && k < 10_000; k++) {
        t = a.until;
        a = whatPlays(input, t);
      }
      const nowUntil = t;
      let next: ProgramTurn | null = null;
      for (let k = 0; t < horizon && k < 10_000; k++) {
        if (a.play && a.play.programId !== current.play?.programId) {
          next = turnOf(a.play);
          break;
        }
        t = a.until;
        a = whatPlays(input, t);
      }
      return {
        timeZone: zone(input.timeZone).name,
        now: current.play && { ...turnOf(current.play), to: nowUntil },
        next,
      };
    },

    async list(p: Principal, q: PublishListQuery): Promise<Page<PublishItem>> {
      const { rows, count } = await repo.page(q, p.range);
      return { list: await withCounts(rows), count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /** A publication and a page of its deliveries, with the terminals' names and online state now. */
    async details(p: Principal, q: PublishDetailsQuery): Promise<{ record: PublishItem; page: Page<DeliveryItem> }> {
      const [record] = await withCounts([await mustFind(p, q.id)]);
      const { rows, count } = await repo.deliveryPage(q);
      const list = await deliveryItems(p, rows);
      return { record: record!, page: { list, count, pageNo: q.pageNo, pageSize: q.pageSize } };
    },

    async counts(p: Principal, id: string): Promise<DeliveryCounts> {
      await mustFind(p, id);
      return (await repo.counts([id])).get(id)!;
    },

    /**
     * Queues the failed deliveries of a publication again (the others are left alone) and tells
     * their terminals: it becomes the publication most recently sent to them, so what was sent to
     * them after it is replaced.
     */
    async resend(p: Principal, meta: RequestMeta, id: string): Promise<{ count: number }> {
      return inTransaction(db, async (trx) => {
        const row = await mustFind(p, id, trx);
        await publishRepo(trx).lockPublishing(deps.dialect);
        const at = now();
        const terminals = await publishRepo(trx).requeueFailed(id, at);
        if (terminals.length === 0) return { count: 0 };
        await audit.record(
          trx,
          auditBy(p, meta, 'publish', 'resend', row.programName, { terminals: { after: terminals.length } }),
        );
        tell(
          terminals.map((terminalId) => ({ publishId: id, terminalId, officeId: row.officeId })),
          'queued',
          trx,
        );
        tell(await publishRepo(trx).replaceEarlier(terminals, at), 'replaced', trx);
        deps.contentChanged(terminals, trx);
        return { count: terminals.length };
      });
    },

    /**
     * Deletes a publication. Each terminal whose manifest held it falls back to the publication
     * sent to it before (or to nothing): that delivery, replaced until now, is queued again and the
     * terminal's reports move it on (a failed one stays failed). Terminals it was replaced on keep
     * what they have.
     */
    async remove(p: Principal, meta: RequestMeta, id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await mustFind(p, id, trx);
        await publishRepo(trx).lockPublishing(deps.dialect);
        const terminals = await publishRepo(trx).terminalsOf(id);
        await publishRepo(trx).delete(id);
        tell(await publishRepo(trx).restoreLatest(terminals, now()), 'queued', trx);
        await deps.blobs.collectSoon(trx);
        await audit.record(
          trx,
          auditBy(p, meta, 'publish', 'delete', row.programName, { terminals: { before: terminals.length } }),
        );
        deps.contentChanged(terminals, trx);
      });
    },
  };

  /** Deliveries with their terminals' names and online state now (as recorded when out of range or gone). */
  async function deliveryItems(p: Principal, rows: readonly DeliveryRow[]): Promise<DeliveryItem[]> {
    const current = new Map(
      (
        await terminalRepo(db).findMany(
          rows.map((d) => d.terminalId),
          p.range,
        )
      ).map((t) => [t.id, t]),
    );
    return rows.map((d): DeliveryItem => {
      const t = current.get(d.terminalId);
      return {
        terminalId: d.terminalId,
        terminalName: t?.name ?? d.terminalName,
        online: t ? Number(t.online) === 1 : null,
        state: d.state,
        percent: d.percent,
        reason: d.reason,
        queuedAt: d.queuedAt,
        updatedAt: d.updatedAt,
      };
    });
  }

  /** A message publication of the range. */
  async function mustFindMessagePublication(p: Principal, id: string): Promise<MessagePublicationRow> {
    const row = await repo.findMessagePublication(id, p.range);
    if (!row) throw missing();
    return row;
  }

  /**
   * Sends what `subject` makes (in the transaction) to authorised terminals of the range: the
   * record with its documents and the audit row; then, unless it waits for review (the `audit`
   * setting; an emergency message never waits), one queued delivery per terminal in the subject's
   * slot (`queue`). A publication waiting for review keeps its terminals, and the reviewers of its
   * office are told.
   */
  async function send(
    p: Principal,
    meta: RequestMeta,
    terminalIds: readonly string[],
    subject: (trx: Executor) => Promise<Subject>,
    accepted: readonly string[] = [],
  ): Promise<Published> {
    const at = now();
    const id = newId(at);
    let reviewState: Published['reviewState'] = 'approved';
    // Read before the transaction: SQLite's one connection is the transaction's until it ends.
    const reviewed = await deps.review.on();
    await inTransaction(db, async (trx) => {
      const s = await subject(trx);
      const found = (await terminalRepo(trx).findMany(terminalIds, p.range)).filter((t) => t.state === 'authorised');
      if (found.length !== terminalIds.length) {
        throw new AppError('NOT_FOUND', {
          message: `${terminalIds.length - found.length} of the terminals are not authorised terminals of your range`,
        });
      }
      const { urgent, ...record } = s;
      if (!urgent && reviewed) reviewState = 'pending';
      await publishRepo(trx).lockPublishing(deps.dialect);
      await publishRepo(trx).insert({
        ...record,
        id,
        terminalCount: found.length,
        createdBy: p.userId,
        createdByName: p.name || p.loginName,
        at,
        reviewState,
        terminalIds: reviewState === 'pending' ? found.map((t) => t.id) : null,
      });
      await audit.record(
        trx,
        auditBy(p, meta, 'publish', 'publish', s.subjectName, {
          ...(s.kind !== 'program' ? { kind: { after: s.kind } } : {}),
          ...(accepted.length ? { accepted: { after: accepted.join(',') } } : {}),
          ...(reviewState === 'pending' ? { reviewState: { after: 'pending' } } : {}),
          version: { after: s.subjectVersion },
          terminals: { after: found.length },
        }),
      );
      if (reviewState === 'pending') {
        await deps.review.requested(trx, s.kind, {
          officeId: s.officeId,
          name: s.subjectName,
          byId: p.userId,
          byName: p.name || p.loginName,
          terminals: found.length,
        });
        return;
      }
      await queue(trx, { id, officeId: s.officeId, kind: s.kind, subjectId: s.subjectId }, found);
    });
    return { id, terminals: terminalIds.length, reviewState };
  }

  /**
   * Queues a publication to terminals, in the slot of its subject: one queued delivery each, the
   * earlier deliveries of that slot to them replaced (all but failed ones), and the terminals told
   * that their manifest changed, once the transaction commits.
   */
  async function queue(
    trx: Executor,
    pub: { id: string; officeId: string; kind: PublicationKind; subjectId: string },
    terminals: readonly { id: string; name: string }[],
  ): Promise<void> {
    // Queued once another publication to these terminals, if any, has committed: after it.
    const queuedAt = now();
    await publishRepo(trx).insertDeliveries(pub.id, pub.officeId, slotOf(pub.kind, pub.subjectId), terminals, queuedAt);
    const sent = terminals.map((t) => t.id);
    tell(await publishRepo(trx).replaceEarlier(sent, queuedAt), 'replaced', trx);
    deps.contentChanged(sent, trx);
  }

  /** A terminal of the range, its manifest's content now, and the schedule's input made of it (as its player makes it). */
  async function scheduleOfTerminal(p: Principal, terminalId: string) {
    const [t] = await terminalRepo(db).findMany([terminalId], p.range);
    if (!t || t.state !== 'authorised' || !t.office_id) {
      throw new AppError('NOT_FOUND', { message: 'No such authorised terminal in your range' });
    }
    return { t, ...(await scheduleOf(t)) };
  }

  /**
   * A terminal's manifest content now and the schedule's input made of it (as its player makes
   * it). Terminals asked in the same turn are read together (the content side batches them).
   */
  async function scheduleOf(t: { id: string; office_id: string | null; name: string; time_zone: string | null }) {
    const content = await deps.content.manifestOf({
      id: t.id,
      officeId: t.office_id!,
      name: t.name,
      timeZone: t.time_zone,
    });
    const input = scheduleOfManifest(
      { ...content, terminal: { timeZone: t.time_zone } },
      (x: ManifestProgram) => lengthOfDocument(x.document),
      'UTC',
    );
    return { content, input };
  }

  /**
   * Where the plan would meet what a terminal holds (`held`, but for the plan's own earlier
   * publication) at equal priority within the next 7 days: the first time for each publication.
   */
  async function overlapsOf(
    t: { id: string; office_id: string | null; name: string; time_zone: string | null },
    held: readonly { publishId: string; queuedAt: number; slot: string }[],
    plan: PublishablePlan,
    programs: Map<string, ProgramSummary>,
    at: number,
  ): Promise<{ name: string; from: number; to: number }[]> {
    const content = await deps.content.manifestOf({
      id: t.id,
      officeId: t.office_id!,
      name: t.name,
      timeZone: t.time_zone,
    });
    const keep = new Set(held.map((d) => d.publishId));
    const NEW = 'new';
    const manifest = {
      terminal: { timeZone: t.time_zone },
      programs: [
        ...content.programs.filter((x) => keep.has(x.publishId)),
        ...[...programs.values()].map((x) => ({ id: x.id, publishId: NEW, name: x.name, document: null })),
      ],
      schedule: content.schedule.filter((x) => keep.has(x.publishId)),
      plans: [
        ...content.plans.filter((x) => keep.has(x.publishId)),
        {
          publishId: NEW,
          planId: plan.id,
          name: plan.name,
          kind: plan.kind,
          every:
            plan.everyItems !== null
              ? { items: plan.everyItems }
              : plan.everyMinutes !== null
                ? { minutes: plan.everyMinutes }
                : null,
          entries: plan.entries,
          queuedAt: Number.MAX_SAFE_INTEGER,
        },
      ],
    };
    const lengths = new Map([...programs.values()].map((x) => [programKey(NEW, x.id), x.lengthMs]));
    const input = scheduleOfManifest(
      manifest,
      (x) => lengths.get(programKey(x.publishId, x.id)) ?? lengthOfDocument(x.document),
      'UTC',
    );
    const names = new Map<string, string>([
      ...content.plans.map((x) => [x.publishId, x.name] as const),
      ...content.programs
        .filter((x) => !content.plans.some((y) => y.publishId === x.publishId))
        .map((x) => [x.publishId, x.name] as const),
    ]);
    const met = new Map<string, { name: string; from: number; to: number }>();
    for (const g of timeline(input, at, at + 7 * 86_400_000).segments) {
      const publications = new Set(g.lineup.slots.map((x) => x.planId));
      if (!publications.has(NEW) || publications.size < 2) continue;
      for (const other of publications) {
        if (other === NEW || met.has(other)) continue;
        met.set(other, { name: names.get(other) ?? '', from: g.from, to: g.to });
      }
    }
    return [...met.values()];
  }

  /** The files documents need (each once), with their size and type, from the materials of the range they name. */
  async function filesOf(
    ex: Executor,
    range: DataRange,
    docs: readonly Parameters<typeof mediaOf>[0][],
  ): Promise<ManifestFileContent[]> {
    const out = new Map<string, ManifestFileContent>();
    for (const doc of docs) for (const f of await documentFiles(ex, range, doc)) out.set(f.md5, f);
    return [...out.values()];
  }

  /** The files a document needs, each with its size and type, from the materials of the range it names. */
  async function documentFiles(
    ex: Executor,
    range: DataRange,
    doc: Parameters<typeof mediaOf>[0],
  ): Promise<ManifestFileContent[]> {
    const refs = mediaOf(doc);
    const ids = [...new Set(refs.map((r) => r.materialId).filter((m): m is string => m !== undefined))];
    const materials = new Map((ids.length ? await deps.materials(ex, range, ids) : []).map((m) => [m.id, m]));
    // The same rules as saving: a material gone or out of range since refuses the publication.
    checkMedia(doc, materials);
    // With review on, only approved materials reach terminals (saving such a program is allowed).
    refuseUnapproved([...materials.values()]);
    return refs.map((r) => {
      const m = materials.get(r.materialId!)!;
      return { md5: r.md5, size: m.size, mime: m.mime };
    });
  }
}
export type PublishService = ReturnType<typeof publishService>;
