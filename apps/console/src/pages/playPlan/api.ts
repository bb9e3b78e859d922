import { playPlanApi, programApi, type Permission, type PlanListQuery, type ProgramListQuery } from '@apm/contract';
// The document part only: the renderer's React views are not needed to measure a program.
import { migrate, programLengthMs } from '@apm/render/document';
import { call } from '../../api/client';
import { useChange, useList } from '../../api/hooks';
import type { ProgramFacts } from './draft';

/** Permissions of the pages and their buttons. */
export const PLAN_EDIT: Permission = 'content:playPlan:edit';
export const PLAN_DELETE: Permission = 'content:playPlan:delete';
export const PLAN_PUBLISH: Permission = 'content:playPlan:publish';

/** Where the plan editor lives (the list opens it, with ?id= for an edit). */
export const PLAN_MAKE_PATH = '/playPlan/planMake';
export const PLAN_LIST_PATH = '/playPlan/list';
/** The plan editor in the whole window (no header, menu or tabs), ?id= as in the layout. */
export const PLAN_FULL_SCREEN_PATH = '/PlanMake';

/** A page of the plans of the range, by part of the name and by kind. */
export const usePlans = (query: PlanListQuery) => useList(playPlanApi.list, query);

/** Saves a plan; the editor shows refusals itself (fields at their entries, conflicts). */
export const useSavePlan = () => useChange(playPlanApi.save, { quiet: true });

export const useCopyPlan = () => useChange(playPlanApi.copy);

/** Deletes a plan; the list shows a refusal itself, with the server's words. */
export const useDeletePlan = () => useChange(playPlanApi.delete, { quiet: true });

/**
 * A page of the programs of the range, for the picker while it is open: asked again each time it
 * opens, so a program made meanwhile (in another tab) is there.
 */
export const usePickablePrograms = (query: ProgramListQuery, open: boolean) =>
  useList(programApi.list, query, { enabled: open, staleTime: 0 });

/**
 * How long a program plays once, from its document as stored now (the list does not say): what an
 * entry played a number of times lasts per play. 0 when its document cannot be read.
 */
export async function programLength(id: string): Promise<number> {
  const { document } = (await call(programApi.detail, { id })).jsonObject;
  try {
    return programLengthMs(migrate(document));
  } catch {
    return 0;
  }
}

/** What the editor shows of a program picked from the list. */
export async function pickedProgram(p: {
  id: string;
  name: string;
  width: number;
  height: number;
}): Promise<ProgramFacts> {
  return { name: p.name, width: p.width, height: p.height, lengthMs: await programLength(p.id) };
}
