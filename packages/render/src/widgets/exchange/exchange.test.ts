import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createScene, createWidget } from '../../document/create.js';
import { ClockContext } from '../../react/ClockContext.js';
import { DataSourcesContext } from '../../react/DataSourcesContext.js';
import { SceneView } from '../../react/SceneView.js';
import type { EuroRatesData } from '../liveData.js';
import type { PropsOf } from '../models.js';
import { fixedClock, textOf } from '../testing.js';
import { exchangeWidget } from './model.js';
import { rateOf } from './rates.js';

const AT = Date.parse('2026-11-27T10:45:00Z');
const RATES: EuroRatesData = {
  date: '2026-11-26',
  rates: { EUR: 1, USD: 1.05, GBP: 0.84, JPY: 160 },
  fetchedAt: AT - 3_600_000,
};

/** The markup of an exchange widget drawn at AT, its host handing in `data`. */
function render(props: Partial<PropsOf<'exchange'>>, data: EuroRatesData | undefined): string {
  const scene = createScene({ id: 's', widgets: [createWidget('exchange', { id: 'w', props })] });
  return renderToStaticMarkup(
    createElement(
      ClockContext,
      { value: fixedClock(AT) },
      createElement(
        DataSourcesContext,
        { value: { weather: () => undefined, euroRates: () => data } },
        createElement(SceneView, {
          scene,
          canvas: { width: 1920, height: 1080 },
          resolve: () => undefined,
          viewport: { width: 1920, height: 1080 },
        }),
      ),
    ),
  );
}

describe('the exchange model', () => {
  it('fills in every default', () => {
    expect(exchangeWidget.defaults()).toMatchObject({
      base: 'EUR',
      currencies: ['USD', 'GBP', 'JPY'],
      decimals: 4,
      locale: '',
      asOfText: 'as of {time}',
      fontSize: 48,
    });
  });

  it.each([
    ['a base in lower case', { base: 'eur' }],
    ['no currency', { currencies: [] }],
    ['a currency twice', { currencies: ['USD', 'USD'] }],
    ['more than 6 decimals', { decimals: 7 }],
    ['decimals not whole', { decimals: 1.5 }],
  ])('refuses %s', (_, p) => {
    expect(exchangeWidget.props.safeParse(p).success).toBe(false);
  });
});

describe('rateOf', () => {
  it('crosses through the euro, and has nothing for a currency not in the rates', () => {
    expect(rateOf(RATES.rates, 'EUR', 'USD')).toBe(1.05);
    expect(rateOf(RATES.rates, 'GBP', 'USD')).toBeCloseTo(1.25, 10);
    expect(rateOf(RATES.rates, 'USD', 'CHF')).toBeUndefined();
    expect(rateOf(RATES.rates, 'CHF', 'USD')).toBeUndefined();
  });
});

describe('ExchangeView', () => {
  it('lists what one unit of the base buys, to the decimals asked for, in the language', () => {
    expect(textOf(render({ currencies: ['USD', 'JPY'], decimals: 2, locale: 'en-GB' }, RATES))).toBe(
      '1 EUR USD 1.05 JPY 160.00',
    );
    expect(textOf(render({ base: 'GBP', currencies: ['USD'], decimals: 3, locale: 'de' }, RATES))).toBe(
      '1 GBP USD 1,250',
    );
  });

  it('shows dashes without rates, or for a currency the rates do not hold', () => {
    expect(textOf(render({ currencies: ['USD'] }, undefined))).toBe('1 EUR USD –');
    expect(textOf(render({ currencies: ['CHF', 'USD'], decimals: 1, locale: 'en' }, RATES))).toBe(
      '1 EUR CHF – USD 1.1',
    );
  });

  it('says since when rates older than 12 hours are', () => {
    expect(render({}, RATES)).not.toContain('data-rate="asOf"');
    const old = render(
      { currencies: ['USD'], locale: 'en-GB', asOfText: 'as of {time}' },
      {
        ...RATES,
        fetchedAt: AT - 2 * 86_400_000,
      },
    );
    expect(textOf(old)).toMatch(/^1 EUR USD 1\.0500 as of 25 Nov,? \d\d:\d\d$/);
  });
});
