import {
  programApi,
  widgetApi,
  type Permission,
  type ProgramListQuery,
  type ProgramVersionsQuery,
} from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';

/** Permissions of the page and its buttons. */
export const PROGRAM_EDIT: Permission = 'content:program:edit';
export const PROGRAM_DELETE: Permission = 'content:program:delete';
export const PROGRAM_PUBLISH: Permission = 'content:program:publish';

/** A page of the programs of the range, filtered by name. */
export const usePrograms = (query: ProgramListQuery) => useList(programApi.list, query);

/** Saves a program; the editor shows refusals itself (fields, conflicts). */
export const useSaveProgram = () => useChange(programApi.save, { quiet: true });

export const useDeleteProgram = () => useChange(programApi.delete);

export const useCopyProgram = () => useChange(programApi.copy);

/** A page of a program's kept versions, newest first. */
export const useProgramVersions = (query: ProgramVersionsQuery) => useList(programApi.versions, query);

/** Restores a kept version; the versions drawer says a refusal itself (a material gone, a save meanwhile). */
export const useRestoreProgram = () => useChange(programApi.restore, { quiet: true });

/** The widget kinds the editor may add for the user's office, with their default sizes (widget management). */
export function useEditorWidgetKinds() {
  const answer = useCall(widgetApi.allowed);
  return { ...answer, data: answer.data?.jsonObject };
}
