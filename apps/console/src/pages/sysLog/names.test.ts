import { logExportLabels } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { createTexts } from '../../i18n/texts';
import { DE } from '../../i18n/allTexts';
import { actionName, catalogue, eventName, exportLabels, moduleName, valueText } from './names';

const i18n = createTexts('DE', DE);
const t = i18n.t;

describe('names of log modules and actions', () => {
  it('names known ones in the language, and shows unknown ones as written', () => {
    expect(eventName(t, 'office', 'create')).toBe('Institution · Angelegt');
    expect(actionName(t, 'session', 'sso-login')).toBe('Per Single Sign-on angemeldet');
    expect(moduleName(t, 'printer')).toBe('printer');
    expect(actionName(t, 'office', 'paint')).toBe('paint');
    expect(eventName(t, 'a.b', 'c.d')).toBe('a.b · c.d');
  });

  it('gives the export the column titles and every known name, as the server accepts them', () => {
    const labels = exportLabels(t, i18n);
    expect(logExportLabels.parse(labels)).toEqual(labels);
    expect(labels.columns.changes).toBe('Änderungen');
    expect(labels.modules.user).toBe('Benutzer');
    expect(labels.actions['user.resetPassword']).toBe('Passwort zurückgesetzt');
    expect(labels.deletedOffice).toBe('(gelöschte Institution)');
    const known = Object.entries(catalogue(i18n)).flatMap(([m, as]) => Object.keys(as).map((a) => `${m}.${a}`));
    expect(Object.keys(labels.actions).sort()).toEqual(known.sort());
  });

  it('shows recorded values as text', () => {
    expect([undefined, null, '', 'x', 3, false, ['a'], { a: 1 }].map(valueText)).toEqual([
      '—',
      '—',
      '—',
      'x',
      '3',
      'false',
      '["a"]',
      '{"a":1}',
    ]);
  });
});
