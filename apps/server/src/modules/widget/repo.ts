import type { WidgetKindName } from '@apm/contract';
import type { Executor } from '../../platform/db/transaction.js';
import { parseKinds, type SavedKind } from './kinds.js';

/** The widget catalogue as saved, and the offices' own lists of kinds. */
export function widgetRepo(db: Executor) {
  return {
    /** Every saved kind (a handful of rows: one per kind of the renderer at most). */
    async savedKinds(): Promise<SavedKind[]> {
      const rows = await db
        .selectFrom('widget_kind')
        .select(['kind', 'enabled', 'width', 'height', 'updated_at as updatedAt'])
        .execute();
      return rows.map((r) => ({ ...r, enabled: r.enabled === 1, updatedAt: Number(r.updatedAt) }));
    },

    /** Creates or replaces a kind's row (one statement: two saves at once cannot both insert). */
    async saveKind(k: Omit<SavedKind, 'updatedAt'>, by: string, at: number): Promise<void> {
      const values = { enabled: k.enabled ? 1 : 0, width: k.width, height: k.height, updated_by: by, updated_at: at };
      await db
        .insertInto('widget_kind')
        .values({ kind: k.kind, ...values })
        .onConflict((oc) => oc.column('kind').doUpdateSet(values))
        .execute();
    },

    /** The own lists of those of `officeIds` that have one, by office id. */
    async listsOf(officeIds: readonly string[]): Promise<Map<string, WidgetKindName[]>> {
      if (officeIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('widget_office')
        .select(['office_id', 'kinds'])
        .where('office_id', 'in', [...new Set(officeIds)])
        .execute();
      return new Map(rows.map((r) => [r.office_id, parseKinds(r.kinds)]));
    },

    /** Gives an office its own list, or replaces it. */
    async setList(officeId: string, kinds: readonly WidgetKindName[], by: string, at: number): Promise<void> {
      const values = { kinds: JSON.stringify(kinds), updated_by: by, updated_at: at };
      await db
        .insertInto('widget_office')
        .values({ office_id: officeId, ...values })
        .onConflict((oc) => oc.column('office_id').doUpdateSet(values))
        .execute();
    },

    /** Removes an office's own list. */
    async removeList(officeId: string): Promise<void> {
      await db.deleteFrom('widget_office').where('office_id', '=', officeId).execute();
    },
  };
}
export type WidgetRepo = ReturnType<typeof widgetRepo>;
