import { useMemo } from 'react';
import { useNow } from '../../react/ClockContext.js';
import { useDataSources } from '../../react/DataSourcesContext.js';
import type { WidgetViewProps } from '../../react/types.js';
import { asOfLine } from '../asOf.js';
import { OLD_AFTER_MS } from '../liveData.js';
import { TextLookBox } from '../TextLookBox.js';
import type { ExchangeWidget } from './model.js';
import { rateOf } from './rates.js';

/** A number format of a language ('' for the screen's) with exactly `decimals` places. */
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return new Intl.NumberFormat(locale || undefined, options);
  } catch {
    // A language this runtime does not know: the screen's own.
    return new Intl.NumberFormat(undefined, options);
  }
}

/**
 * Draws an exchange widget from the rates its host hands in: "1 EUR" over a line per currency,
 * its code at the left and what one unit of the base buys at the right; dashes for a rate it does
 * not have. Old rates say since when.
 */
export function ExchangeView({ widget }: WidgetViewProps<ExchangeWidget>) {
  const p = widget.props;
  const now = useNow();
  const data = useDataSources().euroRates();
  const format = useMemo(() => numberFormat(p.locale, p.decimals), [p.locale, p.decimals]);
  const asOf = data && asOfLine(p.asOfText, data.fetchedAt, now, OLD_AFTER_MS.rates, p.locale);
  return (
    <TextLookBox look={p}>
      <div style={{ fontSize: '0.8em' }}>1 {p.base}</div>
      {p.currencies.map((c) => {
        const rate = data ? rateOf(data.rates, p.base, c) : undefined;
        return (
          <div key={c} data-rate={c} style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5em' }}>
            <span>{c}</span>
            <span>{rate === undefined ? '–' : format.format(rate)}</span>
          </div>
        );
      })}
      {asOf && (
        <div data-rate="asOf" style={{ fontSize: '0.5em', opacity: 0.8 }}>
          {asOf}
        </div>
      )}
    </TextLookBox>
  );
}
