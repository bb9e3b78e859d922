import {
  NOT_ALLOWED_ABOVE,
  WIDGET_KINDS,
  type EditorWidgetKind,
  type Page,
  type WidgetKindSave,
  type WidgetKindSetting,
  type WidgetOffice,
  type WidgetOfficeQuery,
  type WidgetOfficeSave,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { DataRange, Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, isForeignKeyViolation, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { officeRepo, type OfficeRow } from '../office/repo.js';
import { catalogueOf, editorKinds, notInherited, officeKinds, pathIdsOf } from './kinds.js';
import { widgetRepo } from './repo.js';

const missing = () => new AppError('NOT_FOUND', { message: 'No such office in your range' });

/**
 * Widget management: the platform's catalogue of kinds (on or off, default size) and the offices'
 * own lists, within the caller's data range; the program editor asks which kinds it may offer.
 */
export function widgetService(db: Kysely<Database>, audit: AuditLog) {
  const catalogue = async (ex: Executor) => catalogueOf(await widgetRepo(ex).savedKinds());

  /** Offices of `range` with their kinds; their path names as an office search shows them (from the range's root). */
  const describe = async (ex: Executor, rows: readonly OfficeRow[], range: DataRange): Promise<WidgetOffice[]> => {
    const scopeDepth = pathIdsOf(range.path).length;
    const above = (r: OfficeRow) => pathIdsOf(r.path).slice(scopeDepth - 1, -1);
    const [cat, lists, names] = await Promise.all([
      catalogue(ex),
      widgetRepo(ex).listsOf(rows.flatMap((r) => pathIdsOf(r.path))),
      officeRepo(ex).names([...new Set(rows.flatMap(above))]),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      pathNames: above(r).map((id) => names.get(id) ?? ''),
      ...officeKinds(pathIdsOf(r.path), lists, cat),
    }));
  };

  const mustFind = async (ex: Executor, id: string, range: DataRange): Promise<OfficeRow> => {
    const o = await officeRepo(ex).find(id, range);
    if (!o) throw missing();
    return o;
  };

  const one = async (ex: Executor, id: string, range: DataRange): Promise<WidgetOffice> =>
    (await describe(ex, [await mustFind(ex, id, range)], range))[0]!;

  /**
   * Changes an office's own list inside a transaction holding the office (its deletion waits), and
   * records the change; `change` gets the office as it is then and answers the list it gets (null: none).
   */
  const changeList = async (
    p: Principal,
    id: string,
    meta: RequestMeta,
    change: (trx: Executor, o: OfficeRow, current: WidgetOffice) => Promise<WidgetOffice['own']>,
  ): Promise<WidgetOffice> => {
    try {
      await inTransaction(db, async (trx) => {
        await officeRepo(trx).lock(id);
        const o = await mustFind(trx, id, p.range);
        const before = (await describe(trx, [o], p.range))[0]!;
        const after = await change(trx, o, before);
        if (JSON.stringify(after) === JSON.stringify(before.own)) return;
        await audit.record(trx, auditBy(p, meta, 'widget', 'office', o.name, { kinds: { before: before.own, after } }));
      });
    } catch (err) {
      // The office was deleted while the list was written: as for an office that does not exist.
      if (isForeignKeyViolation(err)) throw missing();
      throw err;
    }
    return one(db, id, p.range);
  };

  return {
    /** Every kind of the renderer with its settings. */
    list: (): Promise<WidgetKindSetting[]> => catalogue(db),

    /** Saves one kind's settings, with an audit row of what changed. */
    async saveKind(p: Principal, input: WidgetKindSave, meta: RequestMeta): Promise<WidgetKindSetting> {
      const at = now();
      await inTransaction(db, async (trx) => {
        const before = (await catalogue(trx)).find((c) => c.kind === input.kind)!;
        await widgetRepo(trx).saveKind(input, p.userId, at);
        const changes = Object.fromEntries(
          (['enabled', 'width', 'height'] as const)
            .filter((k) => before[k] !== input[k])
            .map((k) => [k, { before: before[k], after: input[k] }]),
        );
        await audit.record(trx, auditBy(p, meta, 'widget', 'update', input.kind, changes));
      });
      return (await catalogue(db)).find((c) => c.kind === input.kind)!;
    },

    /** A page of the offices of the caller's range whose name contains `name`, with their kinds. */
    async offices(p: Principal, q: WidgetOfficeQuery): Promise<Page<WidgetOffice>> {
      const { rows, count } = await officeRepo(db).search(q.name, p.range, (q.pageNo - 1) * q.pageSize, q.pageSize);
      return { list: await describe(db, rows, p.range), count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /** One office of the caller's range with its kinds. */
    office: (p: Principal, id: string): Promise<WidgetOffice> => one(db, id, p.range),

    /** Gives an office of the caller's range its own list; each kind must be one the offices above allow. */
    saveOffice: (p: Principal, input: WidgetOfficeSave, meta: RequestMeta): Promise<WidgetOffice> =>
      changeList(p, input.id, meta, async (trx, o, current) => {
        const refused = notInherited(input.kinds, current.inherited);
        if (refused.length > 0) {
          throw new AppError('VALIDATION', {
            message: `Not allowed by an office above: ${refused.join(', ')}`,
            fields: [{ field: 'kinds', message: NOT_ALLOWED_ABOVE }],
          });
        }
        const kinds = WIDGET_KINDS.filter((k) => input.kinds.includes(k));
        await widgetRepo(trx).setList(o.id, kinds, p.userId, now());
        return kinds;
      }),

    /** Removes an office's own list: it has what the offices above allow again. */
    inherit: (p: Principal, id: string, meta: RequestMeta): Promise<WidgetOffice> =>
      changeList(p, id, meta, async (trx, o) => {
        await widgetRepo(trx).removeList(o.id);
        return null;
      }),

    /** The kinds the caller's own office may use, with the sizes the editor gives new ones. */
    async allowed(p: Principal): Promise<EditorWidgetKind[]> {
      const pathIds = pathIdsOf(p.officePath);
      const [cat, lists] = await Promise.all([catalogue(db), widgetRepo(db).listsOf(pathIds)]);
      return editorKinds(officeKinds(pathIds, lists, cat).allowed, cat);
    },
  };
}
export type WidgetService = ReturnType<typeof widgetService>;
