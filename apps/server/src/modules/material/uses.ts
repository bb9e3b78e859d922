import type { MaterialUse } from '@apm/contract';
import type { DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';

/** What a module that names materials answers: its rows using these materials, each in the range or not. */
export type UseFinder = (
  ex: Executor,
  materialIds: readonly string[],
  range: DataRange,
) => Promise<(Omit<MaterialUse, 'id' | 'name'> & { id: string; name: string; inRange: boolean })[]>;

/**
 * Where materials are used: the modules that name materials in their rows (programs, plans)
 * register a finder; the library shows the uses and refuses to delete a used material. A use in an
 * office outside the caller's range counts but is not named.
 */
export function materialUses() {
  const finders: UseFinder[] = [];
  return {
    register(f: UseFinder) {
      finders.push(f);
    },
    async of(ex: Executor, materialIds: readonly string[], range: DataRange): Promise<MaterialUse[]> {
      if (materialIds.length === 0) return [];
      const found = (await Promise.all(finders.map((f) => f(ex, materialIds, range)))).flat();
      return found.map(({ inRange, ...u }) => (inRange ? u : { ...u, id: '', name: '' }));
    },
  };
}
export type MaterialUses = ReturnType<typeof materialUses>;
