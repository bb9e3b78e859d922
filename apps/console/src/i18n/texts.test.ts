import { describe, expect, it } from 'vitest';
import { createTexts } from './texts';

const US = {
  user: { deleteTitle: 'Delete {{name}}?', total: '{{count}} users, {{ count }} in all' },
  common: { retry: 'Retry' },
};
const DE = { user: { deleteTitle: '{{name}} löschen?' } };

describe('texts', () => {
  it('answers a text by its dotted key, its placeholders filled', () => {
    const texts = createTexts('US', US);
    expect(texts.t('common.retry')).toBe('Retry');
    expect(texts.t('user.deleteTitle', { name: 'Ann' })).toBe('Delete Ann?');
    expect(texts.t('user.total', { count: 3 })).toBe('3 users, 3 in all');
    // Values are put in as written: React escapes them where they are shown.
    expect(texts.t('user.deleteTitle', { name: '<b>' })).toBe('Delete <b>?');
  });

  it('answers the key, or the default given, where there is no text, and keeps a placeholder without a value', () => {
    const texts = createTexts('US', US);
    expect(texts.t('user.nope')).toBe('user.nope');
    expect(texts.t('user')).toBe('user');
    expect(texts.t('user.deleteTitle.more')).toBe('user.deleteTitle.more');
    expect(texts.t('publish.reasons.x', { defaultValue: 'x' })).toBe('x');
    expect(texts.t('user.deleteTitle', {})).toBe('Delete {{name}}?');
    expect(texts.exists('common.retry')).toBe(true);
    expect(texts.exists('common')).toBe(false);
    expect(texts.exists('common.nope')).toBe(false);
    expect(texts.lookup('user')).toEqual(US.user);
  });

  it('answers in the language in use, with a new lookup and a word to its listeners at each change', () => {
    const texts = createTexts('US', US);
    texts.add('DE', 'user', DE.user);
    const before = texts.t;
    let told = 0;
    const stop = texts.onLanguageChange(() => told++);
    texts.use('DE');
    expect(texts.language).toBe('DE');
    expect(texts.t).not.toBe(before);
    expect(texts.t('user.deleteTitle', { name: 'Ann' })).toBe('Ann löschen?');
    // A lookup made earlier keeps its language.
    expect(before('user.deleteTitle', { name: 'Ann' })).toBe('Delete Ann?');
    expect(texts.exists('common.retry')).toBe(false);
    expect(texts.lookup('common.retry', 'US')).toBe('Retry');
    expect(told).toBe(1);
    stop();
    texts.use('US');
    expect(told).toBe(1);
  });

  it('puts a namespace in, in place of the one it had, and finds it at once', () => {
    const texts = createTexts('US', US);
    const t = texts.t;
    texts.add('US', 'log', { title: 'Log' });
    texts.add('US', 'user', { deleteTitle: 'Remove?' });
    expect(t('log.title')).toBe('Log');
    expect(t('user.deleteTitle')).toBe('Remove?');
    expect(t('user.total')).toBe('user.total');
  });
});
