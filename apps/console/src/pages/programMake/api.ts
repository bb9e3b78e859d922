import { programApi, type Permission, type ProgramListQuery } from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';

/** Permissions of the page and its buttons. */
export const PROGRAM_EDIT: Permission = 'content:program:edit';
export const PROGRAM_DELETE: Permission = 'content:program:delete';
export const PROGRAM_PUBLISH: Permission = 'content:program:publish';

/** A page of the programs of the range, filtered by name. */
export const usePrograms = (query: ProgramListQuery) => useList(programApi.list, query);

/** One program with its document; read fresh each time it is opened (someone may have saved since). */
export function useProgram(id: string | null) {
  const answer = useCall(programApi.detail, { id: id ?? '' }, { enabled: id !== null, staleTime: 0 });
  return { ...answer, data: answer.data?.jsonObject };
}

/** Saves a program; the editor shows refusals itself (fields, conflicts). */
export const useSaveProgram = () => useChange(programApi.save, { quiet: true });

export const useDeleteProgram = () => useChange(programApi.delete);
