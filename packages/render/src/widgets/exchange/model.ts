import { z } from 'zod/mini';
import { localeTag } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { textLook } from '../textLook.js';

/** An ISO 4217 currency code. */
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));

/** The most currencies one exchange widget lists. */
export const EXCHANGE_CURRENCIES_MAX = 20;

/**
 * Exchange rates, as the host hands them in (the server's ECB reference rates): a heading "1 EUR"
 * and a line per currency with what one unit of the base buys, to `decimals` places.
 */
export const exchangeWidget = defineWidget({
  kind: 'exchange',
  props: z.object({
    base: z._default(currencyCode, 'EUR'),
    currencies: z._default(
      z.array(currencyCode).check(
        z.minLength(1),
        z.maxLength(EXCHANGE_CURRENCIES_MAX),
        z.refine((c) => new Set(c).size === c.length, 'Each currency once'),
      ),
      () => ['USD', 'GBP', 'JPY'],
    ),
    decimals: z._default(z.int().check(z.gte(0), z.lte(6)), 4),
    /** The language of the numbers and of the values' time; '' for the screen's. */
    locale: z._default(localeTag, ''),
    /** Shown under old values; `{time}` is when they were got ("as of 10:30"). Written by the editor in its language. */
    asOfText: z._default(z.string().check(z.maxLength(100)), 'as of {time}'),
    ...textLook(48),
  }),
  size: { width: 480, height: 360 },
});
export type ExchangeWidget = z.infer<typeof exchangeWidget.schema>;
export type ExchangeProps = ExchangeWidget['props'];
