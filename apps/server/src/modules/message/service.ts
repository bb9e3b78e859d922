import {
  EMERGENCY_PERMISSION,
  type MessageItem,
  type MessagePreview,
  type MessagePreviewInput,
  type MessagePublication,
  type MessageSave,
  type Page,
  type PublishMessageListQuery,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { DataRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { holdsPermission, type AccessService } from '../access/service.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { messageRepo, type MessageRow, type MessageValues } from './repo.js';

const missing = () => new AppError('NOT_FOUND', { message: 'No such message in your range' });

/** When a message shows once sent at `sentAt`: from its start (or then) to its end or the end of its duration. */
export function showingOf(
  m: Pick<MessageValues, 'emergency' | 'startAt' | 'endAt' | 'limit' | 'durationSec' | 'repeats'>,
  sentAt: number,
): { from: number; to: number | null; repeats: number | null } {
  const from = m.emergency || m.startAt === null ? sentAt : m.startAt;
  let to = m.endAt;
  if (m.limit === 'duration' && m.durationSec !== null) to = Math.min(to ?? Infinity, from + m.durationSec * 1000);
  return { from, to, repeats: m.limit === 'repeats' ? m.repeats : null };
}

/** What the publish module tells of a message's publications (it registers itself at start). */
export interface MessagePublications {
  /** The latest publication of each message among `ids`, with its counts. */
  latest(ids: readonly string[]): Promise<Map<string, MessagePublication>>;
  /** Deletes every publication of a message in `trx`: its terminals drop it once the transaction commits. */
  removeAll(trx: Executor, messageId: string): Promise<number>;
}

/** A message as publishing takes it: as saved now, in the caller's range. */
export type PublishableMessage = MessageRow;

/** The values a save or a preview stores or shows. */
const valuesOf = (input: MessagePreviewInput): MessageValues => ({
  name: input.name,
  look: input.look,
  priority: input.priority,
  emergency: input.emergency,
  startAt: input.startAt ?? null,
  endAt: input.endAt ?? null,
  limit: input.limit,
  durationSec: input.limit === 'duration' ? (input.durationSec ?? null) : null,
  repeats: input.limit === 'repeats' ? (input.repeats ?? null) : null,
});

/** Messages of the caller's range: list, read, save (versioned), preview, soft and hard delete. */
export function messageService(db: Kysely<Database>, audit: AuditLog, access: AccessService) {
  const repo = messageRepo(db);
  let publications: MessagePublications = {
    latest: () => Promise.resolve(new Map()),
    removeAll: () => Promise.resolve(0),
  };

  const withPublications = async (rows: MessageRow[]): Promise<MessageItem[]> => {
    const latest = await publications.latest(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, lastPublish: latest.get(r.id) ?? null }));
  };

  const mustFind = async (p: Principal, id: string, ex: Executor = db): Promise<MessageRow> => {
    const row = await messageRepo(ex).find(id, p.range);
    if (!row) throw missing();
    return row;
  };

  /** Whether the caller may save, send and stop emergency messages. */
  const mayEmergency = async (p: Principal): Promise<boolean> =>
    holdsPermission(await access.grantsOf(p.userId), EMERGENCY_PERMISSION);

  const refuseEmergency = async (p: Principal): Promise<void> => {
    if (!(await mayEmergency(p))) {
      throw new AppError('NO_PERMISSION', { message: 'Emergency messages need their own permission' });
    }
  };

  return {
    registerPublications(p: MessagePublications): void {
      publications = p;
    },

    async list(p: Principal, q: PublishMessageListQuery): Promise<Page<MessageItem>> {
      const { rows, count } = await repo.page(q, p.range);
      return { list: await withPublications(rows), count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async get(p: Principal, id: string): Promise<MessageItem> {
      const [item] = await withPublications([await mustFind(p, id)]);
      return item!;
    },

    /** Creates a message in the office the caller works in, or saves an edit over the version it started from. */
    async save(p: Principal, meta: RequestMeta, input: MessageSave): Promise<MessageItem> {
      const by = { userId: p.userId, userName: p.name || p.loginName, at: now() };
      const values = valuesOf(input);
      const id = await inTransaction(db, async (trx) => {
        const r = messageRepo(trx);
        const before = input.id === undefined ? undefined : await r.find(input.id, p.range);
        if (input.id !== undefined && !before) throw missing();
        if (values.emergency || before?.emergency) await refuseEmergency(p);
        if (!before) {
          const id = newId(by.at);
          await r.insert(id, p.range.officeId, values, by);
          await audit.record(
            trx,
            auditBy(p, meta, 'message', 'create', values.name, {
              name: { after: values.name },
              ...(values.emergency ? { emergency: { after: true } } : {}),
            }),
          );
          return id;
        }
        if (!(await r.update(before.id, input.version!, values, by))) {
          const current = await r.find(before.id, p.range);
          if (!current) throw missing();
          throw new AppError('CONFLICT', {
            message: `The message was saved by ${current.updatedBy || 'someone'} meanwhile (version ${current.version})`,
            jsonObject: { version: current.version, updatedAt: current.updatedAt, updatedBy: current.updatedBy },
          });
        }
        const changes: Record<string, { before?: unknown; after?: unknown }> = {
          version: { before: before.version, after: before.version + 1 },
        };
        if (before.name !== values.name) changes.name = { before: before.name, after: values.name };
        if (before.look.text !== values.look.text) changes.text = { before: before.look.text, after: values.look.text };
        if (before.emergency !== values.emergency)
          changes.emergency = { before: before.emergency, after: values.emergency };
        await audit.record(trx, auditBy(p, meta, 'message', 'update', values.name, changes));
        return before.id;
      });
      return this.get(p, id);
    },

    /** What a terminal would be sent of these fields, were they published now. */
    preview(input: MessagePreviewInput): MessagePreview {
      const v = valuesOf(input);
      return { look: v.look, emergency: v.emergency, priority: v.priority, ...showingOf(v, now()) };
    },

    /** Hides a message from the list (restorable); what was sent of it stays on terminals. */
    async softDelete(p: Principal, meta: RequestMeta, id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await mustFind(p, id, trx);
        if (row.deletedAt !== null) return;
        await messageRepo(trx).setDeleted(id, { userName: p.name || p.loginName, at: now() });
        await audit.record(trx, auditBy(p, meta, 'message', 'softDelete', row.name, { name: { before: row.name } }));
      });
    },

    async restore(p: Principal, meta: RequestMeta, id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await mustFind(p, id, trx);
        if (row.deletedAt === null) return;
        await messageRepo(trx).setDeleted(id, null);
        await audit.record(trx, auditBy(p, meta, 'message', 'restore', row.name, { name: { after: row.name } }));
      });
    },

    /** Deletes a message for good with its publications: every terminal drops it. */
    async remove(p: Principal, meta: RequestMeta, id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await mustFind(p, id, trx);
        if (row.emergency) await refuseEmergency(p);
        const terminals = await publications.removeAll(trx, id);
        await messageRepo(trx).delete(id);
        await audit.record(
          trx,
          auditBy(p, meta, 'message', 'delete', row.name, {
            name: { before: row.name },
            ...(terminals ? { terminals: { before: terminals } } : {}),
          }),
        );
      });
    },

    /** A message of the range (soft-deleted too), for its publication records; else NOT_FOUND. */
    forRecords: (p: Principal, id: string): Promise<MessageRow> => mustFind(p, id),

    /** A message of the range as saved now, for a publication made in `ex`'s transaction (not a soft-deleted one). */
    async forPublish(ex: Executor, range: DataRange, id: string): Promise<PublishableMessage | undefined> {
      const row = await messageRepo(ex).find(id, range);
      return row && row.deletedAt === null ? row : undefined;
    },

    mayEmergency,
    refuseEmergency,
  };
}
export type MessageService = ReturnType<typeof messageService>;
