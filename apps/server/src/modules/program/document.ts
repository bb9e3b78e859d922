import { PROGRAM_NOT_JSON, type FieldError, type MaterialKind, type ProgramMediaProblem } from '@apm/contract';
import { mediaOfWidget, migrate, ProgramFormatError, type MediaRef, type ProgramDocument } from '@apm/render/document';
import { AppError } from '../../platform/http/envelope.js';

/**
 * A library material as a document may name it: the file players get (a transcoded rendition when
 * the original cannot be played) and its kind (a widget names only its own kind).
 */
export interface MaterialFile {
  id: string;
  md5: string;
  kind: MaterialKind;
}

const refusal = (fields: FieldError[]) =>
  new AppError('VALIDATION', { message: 'The program document is not valid', fields });

/**
 * Reads a document sent as JSON text: any version this code knows, brought to the current one
 * with every default filled in. A broken one is refused with each problem on its field
 * (`document.scenes.0.durationMs`), nothing stored.
 */
export function readDocument(text: string): ProgramDocument {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refusal([{ field: 'document', message: PROGRAM_NOT_JSON }]);
  }
  try {
    return migrate(json);
  } catch (err) {
    if (!(err instanceof ProgramFormatError)) throw err;
    if (err.problem !== 'invalid') throw refusal([{ field: 'document', message: err.problem }]);
    throw refusal(
      err.issues.map((i) => ({ field: ['document', ...i.path.map(String)].join('.'), message: i.message })),
    );
  }
}

/**
 * Where a reference sits inside a widget's props (`media`, `images.2`, `items.0.media`,
 * `tracks.1.media`): the props are searched for the very object the kind's model lists.
 */
function pathIn(value: unknown, ref: MediaRef, path: string[] = []): string[] | undefined {
  if (value === ref) return path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathIn(child, ref, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Every media reference of a document with the field it sits in (backgrounds, then widgets, scene by scene). */
export function placedMedia(doc: ProgramDocument): { field: string; ref: MediaRef }[] {
  const out: { field: string; ref: MediaRef }[] = [];
  doc.scenes.forEach((s, i) => {
    if (s.background.media) out.push({ field: `document.scenes.${i}.background.media`, ref: s.background.media });
    s.widgets.forEach((w, j) => {
      for (const ref of mediaOfWidget(w)) {
        const at = pathIn(w.props, ref) ?? ['media'];
        out.push({ field: `document.scenes.${i}.widgets.${j}.props.${at.join('.')}`, ref });
      }
    });
  });
  return out;
}

/**
 * Refuses a document naming a file that is not a material of the caller's range: every reference
 * must name a material (`materials`: those of the range among the ids named) and that material's
 * file. A material of another range reads as one that does not exist.
 */
export function checkMedia(doc: ProgramDocument, materials: ReadonlyMap<string, MaterialFile>): void {
  const problems: FieldError[] = [];
  const problem = (field: string, message: ProgramMediaProblem) => problems.push({ field, message });
  for (const { field, ref } of placedMedia(doc)) {
    if (ref.materialId === undefined) problem(field, 'materialRequired');
    else {
      const m = materials.get(ref.materialId);
      if (!m) problem(`${field}.materialId`, 'materialMissing');
      else if (m.md5 !== ref.md5 || m.kind !== ref.kind) problem(`${field}.md5`, 'fileMismatch');
    }
  }
  if (problems.length > 0) throw refusal(problems);
}
