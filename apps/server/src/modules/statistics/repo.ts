import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import type { WidgetEventTable } from './tables.js';

export type WidgetEventRow = Selectable<WidgetEventTable>;

/** The widget_event table: the only code that reads or writes it. */
export function statisticsRepo(db: Executor) {
  return {
    /** Stores `rows` in one statement; a row whose terminal and id are stored already is left as it is. */
    async insertEvents(rows: readonly WidgetEventTable[]): Promise<void> {
      if (!rows.length) return;
      await db
        .insertInto('widget_event')
        .values([...rows])
        .onConflict((oc) => oc.columns(['terminal_id', 'id']).doNothing())
        .execute();
    },

    /** A terminal's events, oldest first (at most `limit`). */
    async eventsOfTerminal(terminalId: string, limit: number): Promise<WidgetEventRow[]> {
      return db
        .selectFrom('widget_event')
        .selectAll()
        .where('terminal_id', '=', terminalId)
        .orderBy('at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Deletes up to `limit` events that happened before `before`; answers how many went. */
    async pruneBefore(before: number, limit: number): Promise<number> {
      const r = await db
        .deleteFrom('widget_event')
        .where(
          sql<boolean>`(terminal_id, id) in (${db
            .selectFrom('widget_event')
            .select(['terminal_id', 'id'])
            .where('at', '<', before)
            .limit(limit)})`,
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
