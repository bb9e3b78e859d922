import { programApi, type Permission, type ProgramListQuery } from '@apm/contract';
import { useChange, useList } from '../../api/hooks';

/** Permissions of the page and its buttons. */
export const PROGRAM_EDIT: Permission = 'content:program:edit';
export const PROGRAM_DELETE: Permission = 'content:program:delete';
export const PROGRAM_PUBLISH: Permission = 'content:program:publish';

/** A page of the programs of the range, filtered by name. */
export const usePrograms = (query: ProgramListQuery) => useList(programApi.list, query);

/** Saves a program; the editor shows refusals itself (fields, conflicts). */
export const useSaveProgram = () => useChange(programApi.save, { quiet: true });

export const useDeleteProgram = () => useChange(programApi.delete);
