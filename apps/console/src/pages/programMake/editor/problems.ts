import { PROGRAM_MEDIA_PROBLEMS, PROGRAM_NOT_JSON, type FieldError } from '@apm/contract';
import type { ProgramDocument } from '@apm/render';
import type { TFunction } from '../../../i18n/texts';
import { kindName } from './kindName';

const FORMAT_PROBLEMS = [PROGRAM_NOT_JSON, 'notADocument', 'unknownVersion', 'tooNew'];

/**
 * A save's refusal in words an operator can act on: each field problem placed by scene and widget
 * ("Scene 2 “Menu”, widget 3 (Image): …"), with the media and format problems translated and the
 * schema's own messages as they are.
 */
export function problemsOf(fields: readonly FieldError[], doc: ProgramDocument, t: TFunction): string[] {
  return fields.map(({ field, message }) => {
    const what = (PROGRAM_MEDIA_PROBLEMS as readonly string[]).includes(message)
      ? t(`program.mediaProblems.${message}`)
      : FORMAT_PROBLEMS.includes(message)
        ? t(`program.format.${message}`)
        : message;
    const m = /^document\.scenes\.(\d+)(?:\.widgets\.(\d+))?/.exec(field);
    if (!m) return field === 'name' ? `${t('program.name')}: ${what}` : what;
    const si = Number(m[1]);
    const scene = doc.scenes[si];
    let where = t('program.problemScene', { n: si + 1, name: scene?.name ?? '' });
    if (m[2] !== undefined) {
      const wi = Number(m[2]);
      const w = scene?.widgets[wi];
      where += ` · ${t('program.problemWidget', { n: wi + 1, kind: w ? kindName(t, w.kind) : '' })}`;
    }
    return `${where}: ${what}`;
  });
}
