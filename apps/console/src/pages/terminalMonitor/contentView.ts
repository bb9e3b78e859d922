import type { TerminalItem, TerminalMessage } from '@apm/contract';

/** How many characters of a message's text its row shows. */
export const EXCERPT_LENGTH = 60;

/** The start of a text on one line (runs of white space made one space), cut with an ellipsis past `max` characters. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The messages a terminal holds in the order its table lists them: those on screen now first,
 * then emergencies, then by priority (highest first), then the most recent start first.
 */
export function messagesInOrder(list: readonly TerminalMessage[]): TerminalMessage[] {
  return [...list].sort(
    (a, b) =>
      Number(b.showing) - Number(a.showing) ||
      Number(b.emergency) - Number(a.emergency) ||
      b.priority - a.priority ||
      b.from - a.from,
  );
}

/** The terminals chosen in the table, by id, as they were when chosen (across pages). */
export type Chosen = ReadonlyMap<string, TerminalItem>;

/** The choice after rows were ticked (`on`) or unticked. */
export function choose(chosen: Chosen, rows: readonly TerminalItem[], on: boolean): Map<string, TerminalItem> {
  const next = new Map(chosen);
  for (const tm of rows) {
    if (on) next.set(tm.id, tm);
    else next.delete(tm.id);
  }
  return next;
}

/** Only authorised terminals hold content: a screen waiting for authorisation cannot be chosen. */
export const canHoldContent = (tm: Pick<TerminalItem, 'state'>) => tm.state !== 'pending';
