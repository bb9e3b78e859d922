import {
  DELIVERY_STATES,
  type DeliveryCounts,
  type DeliveryState,
  type ManifestFileContent,
  type PublishDetailsQuery,
  type PublishItem,
  type PublishListQuery,
  type PublishReviewQuery,
} from '@apm/contract';
import { sql } from 'kysely';
import type { Dialect } from '../../platform/db/connect.js';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { contains } from '../../platform/db/like.js';

/** A program's document as a publication keeps it. */
export interface PublishedDocument {
  programId: string;
  programName: string;
  programVersion: number;
  width: number;
  height: number;
  /** The document (JSON, the current format version). */
  document: string;
}

/** A new publication as it is stored. */
export interface NewPublication {
  id: string;
  officeId: string;
  kind: PublicationKind;
  /** The program, plan or message published, as it was. */
  subjectId: string;
  subjectName: string;
  subjectVersion: number;
  /** A plan publication's plan (JSON); null for others. */
  plan: string | null;
  /** A message publication's message as sent (JSON); null for others. */
  message: string | null;
  /** A play-now's window, `{ from, to }` (JSON); null for others. */
  playNow: string | null;
  /** Its programs' documents: one for a program, a plan's in the order its entries first name them. */
  documents: readonly PublishedDocument[];
  files: ManifestFileContent[];
  terminalCount: number;
  createdBy: string;
  createdByName: string;
  at: number;
  /** pending: it waits for a reviewer, and `terminalIds` are where it goes once approved. */
  reviewState: 'approved' | 'pending';
  terminalIds: readonly string[] | null;
}

/** What a publication sends. */
export type PublicationKind = 'program' | 'plan' | 'message' | 'playNow';

/** A publication without counts, as stored. */
export type PublishRow = Omit<PublishItem, 'counts'>;

/** What a terminal's manifest needs of a publication (it never changes once made). */
export interface PublishedContent {
  id: string;
  kind: PublicationKind;
  subjectId: string;
  subjectName: string;
  plan: string | null;
  message: string | null;
  playNow: string | null;
  documents: { programId: string; programName: string; document: string }[];
  files: string;
}

/** A delivery as stored. */
export interface DeliveryRow {
  publishId: string;
  terminalId: string;
  officeId: string;
  terminalName: string;
  /** `program`, or `plan:<planId>`: of each slot a terminal holds its latest delivery. */
  slot: string;
  state: DeliveryState;
  percent: number | null;
  reason: string | null;
  queuedAt: number;
  updatedAt: number;
}

/** A delivery's move: its new state, percent and reason. */
export interface DeliveryMove {
  state: DeliveryState;
  percent: number | null;
  reason: string | null;
}

const ITEM_COLUMNS = [
  'p.id',
  'p.kind',
  'p.subject_id as programId',
  'p.subject_name as programName',
  'p.subject_version as programVersion',
  'p.office_id as officeId',
  'o.name as officeName',
  'p.width',
  'p.height',
  'p.file_count as files',
  'p.bytes',
  'p.created_at as createdAt',
  'p.created_by_name as createdBy',
  'p.review_state as reviewState',
  'p.review_note as reviewNote',
  'p.stopped_at as stoppedAt',
  'p.stopped_by_name as stoppedBy',
] as const;

const DELIVERY_COLUMNS = [
  'd.publish_id as publishId',
  'd.terminal_id as terminalId',
  'd.office_id as officeId',
  'd.terminal_name as terminalName',
  'd.slot',
  'd.state',
  'd.percent',
  'd.reason',
  'd.queued_at as queuedAt',
  'd.updated_at as updatedAt',
] as const;

const toItem = (r: Omit<PublishRow, 'reviewState' | 'kind'> & { reviewState: string; kind: string }): PublishRow => ({
  ...r,
  kind: r.kind as PublishRow['kind'],
  stoppedAt: r.stoppedAt === null ? null : Number(r.stoppedAt),
  reviewState: r.reviewState as PublishRow['reviewState'],
  programVersion: Number(r.programVersion),
  width: Number(r.width),
  height: Number(r.height),
  files: Number(r.files),
  bytes: Number(r.bytes),
  createdAt: Number(r.createdAt),
});

const toDelivery = (r: Omit<DeliveryRow, 'state'> & { state: string }): DeliveryRow => ({
  ...r,
  state: r.state as DeliveryState,
  percent: r.percent === null ? null : Number(r.percent),
  queuedAt: Number(r.queuedAt),
  updatedAt: Number(r.updatedAt),
});

/** Counts with every state at 0. */
export const noCounts = (): DeliveryCounts => ({
  total: 0,
  ...(Object.fromEntries(DELIVERY_STATES.map((s) => [s, 0])) as Record<DeliveryState, number>),
});

/** The key of a delivery in batched reads: its publication and terminal (any characters in either). */
export const deliveryKey = (publishId: string, terminalId: string) => JSON.stringify([publishId, terminalId]);

/** Rows inserted per statement: far under SQLite's and PostgreSQL's limits on parameters. */
const SLICE = 500;

/**
 * Of a delivery being updated: another delivery of its slot was queued to its terminal after it,
 * so the terminal's manifest does not hold it. The same order as `currentOf`: by `queued_at`, then by
 * publication id.
 */
const QUEUED_BEFORE_ANOTHER = sql<boolean>`exists (select 1 from delivery as later
  where later.terminal_id = delivery.terminal_id and later.slot = delivery.slot
  and (later.queued_at > delivery.queued_at
    or (later.queued_at = delivery.queued_at and later.publish_id > delivery.publish_id)))`;

/** Of a delivery (`d`) or a row naming a publication: its publication was stopped. */
const STOPPED = (publishId: string) =>
  sql<boolean>`exists (select 1 from publish as s where s.id = ${sql.ref(publishId)} and s.stopped_at is not null)`;

/** A publication of a message, as the message's records show it. */
export interface MessagePublicationRow {
  id: string;
  messageId: string;
  /** The message's name when it was sent. */
  name: string;
  officeId: string;
  createdAt: number;
  createdBy: string;
  /** The message as sent (JSON). */
  message: string;
  stoppedAt: number | null;
  stoppedBy: string | null;
  reviewState: 'pending' | 'approved' | 'rejected';
  reviewNote: string | null;
}

const MESSAGE_PUBLICATION_COLUMNS = [
  'p.id',
  'p.subject_id as messageId',
  'p.subject_name as name',
  'p.office_id as officeId',
  'p.created_at as createdAt',
  'p.created_by_name as createdBy',
  'p.message',
  'p.stopped_at as stoppedAt',
  'p.stopped_by_name as stoppedBy',
  'p.review_state as reviewState',
  'p.review_note as reviewNote',
] as const;

const toMessagePublication = (
  r: Omit<MessagePublicationRow, 'message' | 'reviewState'> & { message: string | null; reviewState: string },
): MessagePublicationRow => ({
  ...r,
  reviewState: r.reviewState as MessagePublicationRow['reviewState'],
  message: r.message ?? '{}',
  createdAt: Number(r.createdAt),
  stoppedAt: r.stoppedAt === null ? null : Number(r.stoppedAt),
});

/** A publication as its review reads it. */
export interface ReviewRow {
  id: string;
  kind: PublicationKind;
  subjectId: string;
  subjectName: string;
  subjectVersion: number;
  officeId: string;
  officeName: string;
  terminals: number;
  createdAt: number;
  createdBy: string;
  createdById: string | null;
  submitNote: string | null;
  reviewState: 'pending' | 'approved' | 'rejected';
  reviewNote: string | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
  stoppedAt: number | null;
  plan: string | null;
  message: string | null;
  /** Where it goes once approved (JSON ids). */
  terminalIds: string | null;
}

/** A program of a publication, as a review lists it. */
export interface ReviewProgram {
  id: string;
  name: string;
  width: number;
  height: number;
}

const REVIEW_COLUMNS = [
  'p.id',
  'p.kind',
  'p.subject_id as subjectId',
  'p.subject_name as subjectName',
  'p.subject_version as subjectVersion',
  'p.office_id as officeId',
  'o.name as officeName',
  'p.terminal_count as terminals',
  'p.created_at as createdAt',
  'p.created_by_name as createdBy',
  'p.created_by as createdById',
  'p.submit_note as submitNote',
  'p.review_state as reviewState',
  'p.review_note as reviewNote',
  'p.reviewed_by_name as reviewedBy',
  'p.reviewed_at as reviewedAt',
  'p.stopped_at as stoppedAt',
  'p.plan',
  'p.message',
  'p.terminal_ids as terminalIds',
] as const;

const toReview = (r: Omit<ReviewRow, 'kind' | 'reviewState'> & { kind: string; reviewState: string }): ReviewRow => ({
  ...r,
  kind: r.kind as PublicationKind,
  reviewState: r.reviewState as ReviewRow['reviewState'],
  subjectVersion: Number(r.subjectVersion),
  terminals: Number(r.terminals),
  createdAt: Number(r.createdAt),
  reviewedAt: r.reviewedAt === null ? null : Number(r.reviewedAt),
  stoppedAt: r.stoppedAt === null ? null : Number(r.stoppedAt),
});

/** A delivery the server moved (replaced, or queued again), for its event. */
export interface MovedDelivery {
  publishId: string;
  terminalId: string;
  officeId: string;
}

/** The publish module's lock among PostgreSQL's advisory locks (the migrations' is 727 001). */
const PUBLISHING_LOCK = 727_012;

/** Publications and deliveries; reads of records are limited to a data range, a terminal's reads to that terminal. */
export function publishRepo(db: Executor) {
  const inRangeRecords = (range: DataRange) =>
    db.selectFrom('publish as p').innerJoin('sys_office as o', 'o.id', 'p.office_id').where(inRange('o.path', range));

  return {
    async insert(n: NewPublication): Promise<void> {
      const first = n.documents[0];
      await db
        .insertInto('publish')
        .values({
          id: n.id,
          office_id: n.officeId,
          kind: n.kind,
          subject_id: n.subjectId,
          subject_name: n.subjectName,
          subject_version: n.subjectVersion,
          width: first?.width ?? 0,
          height: first?.height ?? 0,
          plan: n.plan,
          message: n.message,
          play_now: n.playNow,
          stopped_at: null,
          stopped_by_name: null,
          review_state: n.reviewState,
          review_note: null,
          reviewed_by_name: null,
          reviewed_at: null,
          submit_note: null,
          terminal_ids: n.terminalIds && JSON.stringify(n.terminalIds),
          files: JSON.stringify(n.files),
          file_count: n.files.length,
          bytes: n.files.reduce((sum, f) => sum + f.size, 0),
          terminal_count: n.terminalCount,
          created_by: n.createdBy,
          created_by_name: n.createdByName,
          created_at: n.at,
        })
        .execute();
      for (let i = 0; i < n.documents.length; i += SLICE) {
        await db
          .insertInto('publish_document')
          .values(
            n.documents.slice(i, i + SLICE).map((d, k) => ({
              publish_id: n.id,
              position: i + k,
              program_id: d.programId,
              program_name: d.programName,
              program_version: d.programVersion,
              width: d.width,
              height: d.height,
              document: d.document,
            })),
          )
          .execute();
      }
    },

    /**
     * Waits until no other transaction changes which publication terminals hold (publishing,
     * sending again, deleting), and keeps the others waiting until this one ends: each sees the
     * deliveries the others queued, and makes the right ones replaced. SQLite has one writer at a
     * time already.
     */
    async lockPublishing(dialect: Dialect): Promise<void> {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PUBLISHING_LOCK})`.execute(db);
    },

    /** One queued delivery per terminal, in its slot. */
    async insertDeliveries(
      publishId: string,
      officeId: string,
      slot: string,
      terminals: readonly { id: string; name: string }[],
      at: number,
    ): Promise<void> {
      for (let i = 0; i < terminals.length; i += SLICE) {
        await db
          .insertInto('delivery')
          .values(
            terminals.slice(i, i + SLICE).map((t) => ({
              publish_id: publishId,
              terminal_id: t.id,
              office_id: officeId,
              terminal_name: t.name,
              slot,
              state: 'queued',
              percent: null,
              reason: null,
              queued_at: at,
              updated_at: at,
            })),
          )
          .execute();
      }
    },

    /** A page of the range's publications of programs and plans (or of one kind), newest first, by name or subject id. */
    async page(q: PublishListQuery, range: DataRange): Promise<{ rows: PublishRow[]; count: number }> {
      let rows = inRangeRecords(range).where('p.kind', 'in', q.kind ? [q.kind] : ['program', 'plan', 'playNow']);
      if (q.name) rows = rows.where(contains('p.subject_name', q.name));
      if (q.programId) rows = rows.where('p.subject_id', '=', q.programId);
      const [list, total] = await Promise.all([
        rows
          .select(ITEM_COLUMNS)
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map(toItem), count: Number(total.n) };
    },

    /** A publication of the range. */
    async find(id: string, range: DataRange): Promise<PublishRow | undefined> {
      const r = await inRangeRecords(range).select(ITEM_COLUMNS).where('p.id', '=', id).executeTakeFirst();
      return r && toItem(r);
    },

    /** The deliveries of each publication by state. */
    async counts(publishIds: readonly string[]): Promise<Map<string, DeliveryCounts>> {
      const out = new Map(publishIds.map((id) => [id, noCounts()]));
      if (publishIds.length === 0) return out;
      const rows = await db
        .selectFrom('delivery')
        .select(['publish_id as publishId', 'state', (eb) => eb.fn.countAll<number>().as('n')])
        .where('publish_id', 'in', [...publishIds])
        .groupBy(['publish_id', 'state'])
        .execute();
      for (const r of rows) {
        const c = out.get(r.publishId)!;
        const n = Number(r.n);
        c[r.state as DeliveryState] = n;
        c.total += n;
      }
      return out;
    },

    /** A page of a publication's deliveries, by terminal name (of one state). */
    async deliveryPage(q: PublishDetailsQuery): Promise<{ rows: DeliveryRow[]; count: number }> {
      let rows = db.selectFrom('delivery as d').where('d.publish_id', '=', q.id);
      if (q.state) rows = rows.where('d.state', '=', q.state);
      const [list, total] = await Promise.all([
        rows
          .select(DELIVERY_COLUMNS)
          .orderBy('d.terminal_name')
          .orderBy('d.terminal_id')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map(toDelivery), count: Number(total.n) };
    },

    /**
     * Makes `replaced` every delivery to these terminals that their manifest no longer holds: each
     * one with a delivery of its slot queued to the same terminal after it (the order of
     * `currentOf`), unless it is failed (or replaced already). Answers those that moved.
     */
    async replaceEarlier(terminalIds: readonly string[], at: number): Promise<MovedDelivery[]> {
      const moved: MovedDelivery[] = [];
      for (let i = 0; i < terminalIds.length; i += SLICE) {
        const rows = await db
          .updateTable('delivery')
          .set({ state: 'replaced', percent: null, reason: null, updated_at: at })
          .where('terminal_id', 'in', terminalIds.slice(i, i + SLICE))
          .where('state', 'not in', ['failed', 'replaced'])
          .where(QUEUED_BEFORE_ANOTHER)
          .returning(['publish_id as publishId', 'terminal_id as terminalId', 'office_id as officeId'])
          .execute();
        moved.push(...rows);
      }
      return moved;
    },

    /**
     * Makes `queued` again the deliveries each of these terminals' manifest holds (the latest of
     * each slot) when they are replaced ones (the later publication that replaced them was
     * deleted): the terminal is sent them again, and its reports move them on. Answers those that moved.
     */
    async restoreLatest(terminalIds: readonly string[], at: number): Promise<MovedDelivery[]> {
      const moved: MovedDelivery[] = [];
      for (let i = 0; i < terminalIds.length; i += SLICE) {
        const rows = await db
          .updateTable('delivery')
          .set({ state: 'queued', percent: null, reason: null, updated_at: at })
          .where('terminal_id', 'in', terminalIds.slice(i, i + SLICE))
          .where('state', '=', 'replaced')
          .where(sql<boolean>`not ${QUEUED_BEFORE_ANOTHER}`)
          .where(sql<boolean>`not ${STOPPED('delivery.publish_id')}`)
          .returning(['publish_id as publishId', 'terminal_id as terminalId', 'office_id as officeId'])
          .execute();
        moved.push(...rows);
      }
      return moved;
    },

    /** The failed deliveries of a publication queued again; answers their terminals. */
    async requeueFailed(publishId: string, at: number): Promise<string[]> {
      const rows = await db
        .updateTable('delivery')
        .set({ state: 'queued', percent: null, reason: null, queued_at: at, updated_at: at })
        .where('publish_id', '=', publishId)
        .where('state', '=', 'failed')
        .returning('terminal_id')
        .execute();
      return rows.map((r) => r.terminal_id);
    },

    /** The terminals a publication goes to. */
    async terminalsOf(publishId: string): Promise<string[]> {
      const rows = await db.selectFrom('delivery').select('terminal_id').where('publish_id', '=', publishId).execute();
      return rows.map((r) => r.terminal_id);
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('publish').where('id', '=', id).execute();
    },

    /** Marks a publication stopped; answers whether it was not stopped before. */
    async stop(id: string, by: { userName: string; at: number }): Promise<boolean> {
      const r = await db
        .updateTable('publish')
        .set({ stopped_at: by.at, stopped_by_name: by.userName })
        .where('id', '=', id)
        .where('stopped_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** A page of a kind's publications of the range in one review state: pending oldest first, decided latest first. */
    async reviewPage(
      kind: PublicationKind,
      q: PublishReviewQuery,
      range: DataRange,
    ): Promise<{ rows: ReviewRow[]; count: number }> {
      // Programs played now are reviewed with programs.
      const kinds: PublicationKind[] = kind === 'program' ? ['program', 'playNow'] : [kind];
      let rows = inRangeRecords(range).where('p.kind', 'in', kinds).where('p.review_state', '=', q.reviewState);
      if (q.name) rows = rows.where(contains('p.subject_name', q.name));
      if (q.reviewState === 'pending') rows = rows.where('p.stopped_at', 'is', null);
      const pending = q.reviewState === 'pending';
      const [list, total] = await Promise.all([
        rows
          .select(REVIEW_COLUMNS)
          .orderBy(pending ? 'p.created_at' : 'p.reviewed_at', pending ? 'asc' : 'desc')
          .orderBy('p.id', pending ? 'asc' : 'desc')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map(toReview), count: Number(total.n) };
    },

    /** A publication of the range, of any kind, as a review shows it. */
    async findAnyForReview(id: string, range: DataRange): Promise<ReviewRow | undefined> {
      const r = await inRangeRecords(range).select(REVIEW_COLUMNS).where('p.id', '=', id).executeTakeFirst();
      return r && toReview(r);
    },

    /** A publication of the range of a kind, as a review shows it. */
    async findForReview(id: string, kind: PublicationKind, range: DataRange): Promise<ReviewRow | undefined> {
      const r = await inRangeRecords(range)
        .select(REVIEW_COLUMNS)
        .where('p.id', '=', id)
        .where('p.kind', 'in', kind === 'program' ? ['program', 'playNow'] : [kind])
        .executeTakeFirst();
      return r && toReview(r);
    },

    /** The programs of publications, with their canvas, in order. */
    async programsOf(publishIds: readonly string[]): Promise<Map<string, ReviewProgram[]>> {
      const out = new Map<string, ReviewProgram[]>(publishIds.map((id) => [id, []]));
      if (publishIds.length === 0) return out;
      const rows = await db
        .selectFrom('publish_document')
        .select(['publish_id as publishId', 'program_id as id', 'program_name as name', 'width', 'height'])
        .where('publish_id', 'in', [...publishIds])
        .orderBy('publish_id')
        .orderBy('position')
        .execute();
      for (const r of rows) {
        out.get(r.publishId)!.push({ id: r.id, name: r.name, width: Number(r.width), height: Number(r.height) });
      }
      return out;
    },

    /** Decides a pending publication that was not stopped; answers whether it did. */
    async decide(
      id: string,
      to: 'approved' | 'rejected',
      note: string | null,
      by: { userName: string; at: number },
    ): Promise<boolean> {
      const r = await db
        .updateTable('publish')
        .set({ review_state: to, review_note: note, reviewed_by_name: by.userName, reviewed_at: by.at })
        .where('id', '=', id)
        .where('review_state', '=', 'pending')
        .where('stopped_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** The publisher's note on a pending publication; answers whether it was still pending. */
    async setSubmitNote(id: string, note: string): Promise<boolean> {
      const r = await db
        .updateTable('publish')
        .set({ submit_note: note })
        .where('id', '=', id)
        .where('review_state', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /**
     * Deletes the deliveries to these terminals of one slot (of every slot with null): what their
     * manifests held there leaves them, and nothing earlier of it comes back. Answers how many went.
     */
    async removeSlot(terminalIds: readonly string[], slot: string | null): Promise<number> {
      let n = 0;
      for (let i = 0; i < terminalIds.length; i += SLICE) {
        let q = db.deleteFrom('delivery').where('terminal_id', 'in', terminalIds.slice(i, i + SLICE));
        if (slot !== null) q = q.where('slot', '=', slot);
        n += Number((await q.executeTakeFirst()).numDeletedRows);
      }
      return n;
    },

    /** The ids of a subject's publications (a message's, a plan's …). */
    async ofSubject(kind: PublicationKind, subjectId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('publish')
        .select('id')
        .where('kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The kind and stop of a publication of the range, with its message as sent (message publications). */
    async findMessagePublication(id: string, range: DataRange): Promise<MessagePublicationRow | undefined> {
      const r = await inRangeRecords(range)
        .select(MESSAGE_PUBLICATION_COLUMNS)
        .where('p.id', '=', id)
        .where('p.kind', '=', 'message')
        .executeTakeFirst();
      return r && toMessagePublication(r);
    },

    /** The latest publication of each of these messages (of any range: the caller's list already is). */
    async latestOfMessages(messageIds: readonly string[]): Promise<Map<string, MessagePublicationRow>> {
      if (messageIds.length === 0) return new Map();
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('publish as p')
            .select(MESSAGE_PUBLICATION_COLUMNS)
            .select(
              sql<number>`row_number() over (partition by p.subject_id order by p.created_at desc, p.id desc)`.as(
                'rank',
              ),
            )
            .where('p.kind', '=', 'message')
            .where('p.subject_id', 'in', [...messageIds])
            .as('x'),
        )
        .selectAll('x')
        .where('x.rank', '=', 1)
        .execute();
      return new Map(rows.map(({ rank: _rank, ...r }) => [r.messageId, toMessagePublication(r)]));
    },

    /**
     * The publications each terminal holds: of each slot the one most recently queued to it, unless
     * it was stopped (terminals with none are left out), by slot.
     */
    async currentOf(terminalIds: readonly string[]): Promise<Map<string, DeliveryRow[]>> {
      if (terminalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('delivery as d')
            .select(DELIVERY_COLUMNS)
            .select(
              sql<number>`row_number() over (partition by d.terminal_id, d.slot order by d.queued_at desc, d.publish_id desc)`.as(
                'rank',
              ),
            )
            .where('d.terminal_id', 'in', [...terminalIds])
            .as('x'),
        )
        .selectAll('x')
        .where('x.rank', '=', 1)
        .where(sql<boolean>`not ${STOPPED('x.publishId')}`)
        .orderBy('x.terminalId')
        .orderBy('x.slot')
        .execute();
      const out = new Map<string, DeliveryRow[]>();
      for (const { rank: _rank, ...r } of rows) {
        const list = out.get(r.terminalId) ?? [];
        list.push(toDelivery(r));
        out.set(r.terminalId, list);
      }
      return out;
    },

    /** Deliveries by publication and terminal (`deliveryKey` keys); those that do not exist, or were stopped, are left out. */
    async deliveries(keys: readonly string[]): Promise<Map<string, DeliveryRow>> {
      if (keys.length === 0) return new Map();
      const pairs = keys.map((k) => JSON.parse(k) as [string, string]);
      const rows = await db
        .selectFrom('delivery as d')
        .select(DELIVERY_COLUMNS)
        .where((eb) => eb.or(pairs.map(([p, t]) => eb.and([eb('d.publish_id', '=', p), eb('d.terminal_id', '=', t)]))))
        .where(sql<boolean>`not ${STOPPED('d.publish_id')}`)
        .execute();
      return new Map(rows.map((r) => [deliveryKey(r.publishId, r.terminalId), toDelivery(r)]));
    },

    /** The queued deliveries of a publication to these terminals made sent; answers those that moved. */
    async markSent(publishId: string, terminalIds: readonly string[], at: number): Promise<string[]> {
      const rows = await db
        .updateTable('delivery')
        .set({ state: 'sent', percent: null, reason: null, updated_at: at })
        .where('publish_id', '=', publishId)
        .where('terminal_id', 'in', [...terminalIds])
        .where('state', '=', 'queued')
        .returning('terminal_id')
        .execute();
      return rows.map((r) => r.terminal_id);
    },

    /** What a terminal's manifest needs of a publication. */
    async content(publishId: string): Promise<PublishedContent | undefined> {
      const row = await db
        .selectFrom('publish')
        .select([
          'id',
          'kind',
          'subject_id as subjectId',
          'subject_name as subjectName',
          'plan',
          'message',
          'play_now as playNow',
          'files',
        ])
        .where('id', '=', publishId)
        .executeTakeFirst();
      if (!row) return undefined;
      const documents = await db
        .selectFrom('publish_document')
        .select(['program_id as programId', 'program_name as programName', 'document'])
        .where('publish_id', '=', publishId)
        .orderBy('position')
        .execute();
      return { ...row, kind: row.kind as PublishedContent['kind'], documents };
    },

    /**
     * Moves a delivery if it is still in one of `from` (any state when omitted) and differs from
     * the move; answers whether it moved.
     */
    async move(
      publishId: string,
      terminalId: string,
      to: DeliveryMove,
      at: number,
      from?: readonly DeliveryState[],
    ): Promise<boolean> {
      let q = db
        .updateTable('delivery')
        .set({ state: to.state, percent: to.percent, reason: to.reason, updated_at: at })
        .where('publish_id', '=', publishId)
        .where('terminal_id', '=', terminalId);
      if (from) q = q.where('state', 'in', [...from]);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
export type PublishRepo = ReturnType<typeof publishRepo>;
