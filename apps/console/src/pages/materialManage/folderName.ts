import { LIBRARY_NAME_MAX } from '@apm/contract';
import type { TFunction } from '../../i18n/texts';

/** Why a folder or material name cannot be used (the server's reasons, checked before sending), or undefined. */
export function nameProblem(name: string | undefined): 'required' | 'tooLong' | 'badCharacters' | undefined {
  const v = (name ?? '').trim();
  if (!v) return 'required';
  if (v.length > LIBRARY_NAME_MAX) return 'tooLong';
  // eslint-disable-next-line no-control-regex
  if (/[\\/\u0000-\u001f\u007f]/.test(v)) return 'badCharacters';
  return undefined;
}

/** An antd Form validator of a folder or material name, with the translated reason. */
export function folderName(name: string | undefined, t: TFunction): Promise<void> {
  const problem = nameProblem(name);
  return problem ? Promise.reject(new Error(t(`library.folders.nameProblems.${problem}`))) : Promise.resolve();
}
