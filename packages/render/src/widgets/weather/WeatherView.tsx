import { useDataSources } from '../../react/DataSourcesContext.js';
import { useNow } from '../../react/ClockContext.js';
import type { WidgetViewProps } from '../../react/types.js';
import { asOfLine } from '../asOf.js';
import { dateTimeFormat } from '../intl.js';
import { OLD_AFTER_MS } from '../liveData.js';
import { TextLookBox } from '../TextLookBox.js';
import { weatherPlaceOf, type WeatherWidget } from './model.js';
import { temperatureIn, weatherSymbol } from './symbols.js';

/** A day of the place's calendar (YYYY-MM-DD) as the language's short weekday name. */
const weekday = (date: string, locale: string) =>
  dateTimeFormat(locale, 'UTC', { weekday: 'short' }).format(Date.parse(`${date}T12:00:00Z`));

/**
 * Draws a weather widget from the values its host hands in: the place, the sky and temperature
 * now, a line per day of forecast; with no values, dashes. Old values say since when.
 */
export function WeatherView({ widget }: WidgetViewProps<WeatherWidget>) {
  const p = widget.props;
  const now = useNow();
  const where = weatherPlaceOf(p);
  const sources = useDataSources();
  const data = where ? sources.weather(where) : undefined;
  const unit = p.units === 'metric' ? 'C' : 'F';
  const sky = data ? weatherSymbol(data.current.weatherCode, data.current.isDay) : null;
  const asOf = data && asOfLine(p.asOfText, data.fetchedAt, now, OLD_AFTER_MS.weather, p.locale);
  return (
    <TextLookBox look={p}>
      {p.place && <div style={{ fontSize: '0.7em' }}>{p.place}</div>}
      <div data-weather="now" style={{ fontSize: '1.6em' }}>
        {sky && `${sky} `}
        {data ? `${temperatureIn(data.current.temperature, p.units)}${unit}` : '–'}
      </div>
      {data?.days.slice(0, p.days).map((d) => (
        <div key={d.date} data-weather="day" style={{ fontSize: '0.8em' }}>
          {weekday(d.date, p.locale)} {weatherSymbol(d.weatherCode) ?? ''} {temperatureIn(d.max, p.units)} /{' '}
          {temperatureIn(d.min, p.units)}
        </div>
      ))}
      {asOf && (
        <div data-weather="asOf" style={{ fontSize: '0.5em', opacity: 0.8 }}>
          {asOf}
        </div>
      )}
    </TextLookBox>
  );
}
