import type {
  CommandName,
  CommandResult,
  Page,
  TerminalAuthorise,
  TerminalCommand,
  TerminalCounts,
  TerminalDetail,
  TerminalItem,
  TerminalListQuery,
  TerminalSearchQuery,
  TerminalStatus,
} from '@apm/contract';
import { TERMINAL_CLOSE, TERMINAL_TIMINGS } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import { pathInRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import type { TerminalCommands } from './commands.js';
import { detailOf, itemOf, statusOf, terminalRepo, type TerminalWithOffice } from './repo.js';
import { newId } from '../../platform/ids.js';
import { newPairingCode } from './secrets.js';
import type { FileSigner } from './signer.js';

const notFound = () => new AppError('NOT_FOUND', { message: 'No such terminal in your range' });

/**
 * The console's side of terminals: lists, figures and states within the caller's data range;
 * authorising by pairing code, renaming, pairing again, deleting (audited); commands with their ack.
 * Also what other modules tell terminals (`contentChanged`) and the file signer.
 */
export function terminalService(deps: {
  db: Kysely<Database>;
  bus: Bus;
  audit: AuditLog;
  commands: TerminalCommands;
  signer: FileSigner;
}) {
  const { db, bus, audit } = deps;
  const repo = terminalRepo(db);

  const mustFind = async (p: Principal, id: string): Promise<TerminalWithOffice> => {
    const t = await repo.find(id, p.range);
    if (!t) throw notFound();
    return t;
  };

  /** The path of the office filter, inside the range; undefined: an office outside it (nothing to show). */
  const officeFilter = async (p: Principal, officeId: string | undefined): Promise<string | null | undefined> =>
    officeId ? repo.officePathInRange(officeId, p.range) : null;

  /** Closes the terminals' sockets (4403 removed) once `trx` commits. */
  const disconnect = (ids: string[], trx: Executor) =>
    bus.publish(
      'terminal.push',
      { terminalIds: ids, message: { type: 'disconnect', code: TERMINAL_CLOSE.removed, reason: 'removed' } },
      trx,
    );

  return {
    async list(p: Principal, q: TerminalListQuery): Promise<Page<TerminalItem>> {
      const office = await officeFilter(p, q.officeId);
      if (office === undefined) return { list: [], count: 0, pageNo: q.pageNo, pageSize: q.pageSize };
      const { rows, count } = await repo.page(p.range, office, q);
      return { list: rows.map(itemOf), count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async counts(p: Principal, officeId: string | undefined): Promise<TerminalCounts> {
      const office = await officeFilter(p, officeId);
      if (office === undefined) return { total: 0, online: 0, offline: 0, pending: 0 };
      return repo.counts(p.range, office);
    },

    async details(p: Principal, id: string): Promise<TerminalDetail> {
      return detailOf(await mustFind(p, id));
    },

    async search(p: Principal, q: TerminalSearchQuery): Promise<Page<TerminalItem>> {
      const { rows, count } = await repo.page(p.range, null, { ...q, name: q.keyword, online: '', state: '' });
      return { list: rows.map(itemOf), count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async status(p: Principal, id: string): Promise<TerminalStatus> {
      return statusOf(await mustFind(p, id));
    },

    async statuses(p: Principal, ids: string[]): Promise<TerminalStatus[]> {
      return (await repo.findMany(ids, p.range)).map(statusOf);
    },

    /**
     * Authorises the pending terminal whose screen shows the code into an office of the range. A
     * terminal set back to pending keeps its office: only a caller whose range holds it may
     * authorise it again.
     */
    async authorise(p: Principal, input: TerminalAuthorise, meta: RequestMeta): Promise<{ id: string }> {
      const officePath = await repo.officePathInRange(input.officeId, p.range);
      if (officePath === undefined) {
        throw new AppError('NOT_FOUND', {
          message: 'No such office in your range',
          fields: [{ field: 'officeId', message: 'notFound' }],
        });
      }
      const t = await repo.findPendingByCode(input.pairingCode);
      const office = t as (TerminalWithOffice & { office_path: string | null }) | undefined;
      if (!office || (office.office_path !== null && !pathInRange(office.office_path, p.range))) {
        throw new AppError('NOT_FOUND', {
          message: 'No screen waits with this pairing code',
          fields: [{ field: 'pairingCode', message: 'notFound' }],
        });
      }
      const at = now();
      await inTransaction(db, async (trx) => {
        const r = await trx
          .updateTable('terminal')
          .set({
            state: 'authorised',
            office_id: input.officeId,
            name: input.name,
            pairing_code: null,
            secret_hash: null,
            secret_used: 0,
            authorised_at: at,
            updated_at: at,
          })
          .where('id', '=', office.id)
          .where('state', '=', 'pending')
          .where('pairing_code', '=', input.pairingCode)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) throw new AppError('CONFLICT', { message: 'The screen changed its code' });
        await audit.record(
          trx,
          auditBy(p, meta, 'terminal', 'authorise', input.name, {
            name: { before: office.name, after: input.name },
            office: { after: input.officeId },
            hardwareId: { after: office.hardware_id },
          }),
        );
        bus.publish(
          'terminal.changed',
          { officeId: input.officeId, id: office.id, online: false, state: 'authorised' },
          trx,
        );
      });
      return { id: office.id };
    },

    async rename(p: Principal, id: string, name: string, meta: RequestMeta): Promise<void> {
      const t = await mustFind(p, id);
      if (t.name === name) return;
      await inTransaction(db, async (trx) => {
        await terminalRepo(trx).update(t.id, { name, updated_at: now() });
        await audit.record(
          trx,
          auditBy(p, meta, 'terminal', 'rename', name, { name: { before: t.name, after: name } }),
        );
        bus.publish(
          'terminal.changed',
          { officeId: t.office_id, id: t.id, online: t.online === 1, state: t.state as 'pending' | 'authorised' },
          trx,
        );
        // The name is in the manifest: the player fetches it again.
        contentChanged([t.id], trx);
      });
    },

    /** Back to pending: the secret ends, the socket closes (4403), the screen shows a new code; the office stays. */
    async pairAgain(p: Principal, id: string, meta: RequestMeta): Promise<void> {
      const t = await mustFind(p, id);
      await inTransaction(db, async (trx) => {
        await terminalRepo(trx).update(t.id, {
          state: 'pending',
          pairing_code: newPairingCode(),
          secret_hash: null,
          secret_used: 0,
          online: 0,
          socket_id: null,
          updated_at: now(),
        });
        await audit.record(
          trx,
          auditBy(p, meta, 'terminal', 'pairAgain', t.name, { state: { before: t.state, after: 'pending' } }),
        );
        bus.publish('terminal.changed', { officeId: t.office_id, id: t.id, online: false, state: 'pending' }, trx);
        disconnect([t.id], trx);
      });
    },

    async remove(p: Principal, ids: string[], meta: RequestMeta): Promise<{ count: number }> {
      const found = await repo.findMany(ids, p.range);
      if (!found.length) return { count: 0 };
      await inTransaction(db, async (trx) => {
        await terminalRepo(trx).delete(found.map((t) => t.id));
        for (const t of found) {
          await audit.record(
            trx,
            auditBy(p, meta, 'terminal', 'delete', t.name, { hardwareId: { before: t.hardware_id } }),
          );
          bus.publish('terminal.changed', { officeId: t.office_id, id: t.id, online: false, state: 'removed' }, trx);
        }
        disconnect(
          found.map((t) => t.id),
          trx,
        );
      });
      return { count: found.length };
    },

    /** Sends a command and answers its ack, or 'offline' at once, or 'timeout'. */
    async command(p: Principal, input: TerminalCommand, meta: RequestMeta): Promise<CommandResult> {
      const t = await mustFind(p, input.id);
      if (t.state !== 'authorised') throw notFound();
      await inTransaction(db, (trx) =>
        audit.record(trx, auditBy(p, meta, 'terminal', 'command', t.name, { command: { after: input.name } })),
      );
      if (t.online !== 1) return { commandId: '', ok: false, error: 'offline' };
      return deps.commands.send(t.id, input.name, input.timeoutMs);
    },

    /**
     * Tells terminals their content changed (the publish module, after a publication or its
     * removal): each fetches its manifest again. In a transaction: once it commits.
     */
    contentChanged,

    /**
     * Sends a command to the connected ones of these terminals without waiting for their acks
     * (those offline miss it). In a transaction: once it commits.
     */
    commandAll(terminalIds: string[], name: CommandName, within?: Executor): void {
      if (!terminalIds.length) return;
      const message = {
        type: 'command' as const,
        id: newId(),
        name,
        args: {},
        timeoutMs: TERMINAL_TIMINGS.commandTimeoutMs,
      };
      bus.publish('terminal.push', { terminalIds, message }, within);
    },

    /** A signed address of a stored file for a terminal, valid for the protocol's hour (tests, tools). */
    fileUrl: (terminalId: string, md5: string, expiresAt = now() + TERMINAL_TIMINGS.fileUrlMs) =>
      deps.signer.url(md5, terminalId, expiresAt),
  };

  function contentChanged(terminalIds: string[], within?: Executor): void {
    if (terminalIds.length) {
      bus.publish('terminal.push', { terminalIds, message: { type: 'manifest', version: null } }, within);
    }
  }
}
export type TerminalService = ReturnType<typeof terminalService>;
