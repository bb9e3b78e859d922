import { LANGUAGES } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { flatTextsOf } from '../allTexts';
import { avoidedIn, GLOSSARIES } from './index';

describe.each(LANGUAGES)('the terms of %s', (language) => {
  const glossary = GLOSSARIES[language];
  const texts = flatTextsOf(language);

  it('names each concept with its term where the menu names it', () => {
    for (const [concept, { term, key }] of Object.entries(glossary)) {
      expect(texts.get(key), `${concept}: ${key}`).toMatch(new RegExp(term, 'iu'));
    }
  });

  it('uses no other word for a concept in any text', () => {
    const found = [...texts].flatMap(([key, text]) =>
      avoidedIn(language, text).map((f) => `${key}: ${f} in “${text}”`),
    );
    expect(found).toEqual([]);
  });
});

describe('the check of the terms', () => {
  it('finds an avoided word anywhere in a text, in any case', () => {
    expect(avoidedIn('US', 'Choose an Office first')).toEqual(['office: “Office”']);
    expect(avoidedIn('DE', 'Unterorganisationen anlegen')).toEqual(['office: “organisation”']);
    expect(avoidedIn('US', 'Choose an institution first')).toEqual([]);
    expect(avoidedIn('US', 'Signed in to {{office}}')).toEqual([]);
  });
});
