import { createDocument, createWidget } from '@apm/render';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n/texts';
import { problemsOf } from './problems';

/** A stand-in for the texts' t: the key and its values, so the test sees what was asked for. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('a refused save in words', () => {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.name = 'Welcome';
  doc.scenes[0]!.widgets.push(createWidget('text'), createWidget('image'));

  it('places each problem by scene and element, translating the server’s reasons', () => {
    expect(
      problemsOf(
        [
          { field: 'document.scenes.0.widgets.1.props.media.materialId', message: 'materialMissing' },
          { field: 'document.scenes.0.durationMs', message: 'Too small: expected number to be >=1000' },
          { field: 'document', message: 'tooNew' },
          { field: 'name', message: 'Too small' },
        ],
        doc,
        t,
      ),
    ).toEqual([
      'program.problemScene{"n":1,"name":"Welcome"} · program.problemWidget{"n":2,"kind":"program.kinds.image"}: program.mediaProblems.materialMissing',
      'program.problemScene{"n":1,"name":"Welcome"}: Too small: expected number to be >=1000',
      'program.format.tooNew',
      'program.name: Too small',
    ]);
  });
});
