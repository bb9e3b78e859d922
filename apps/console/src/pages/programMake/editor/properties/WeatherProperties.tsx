import { WEATHER_FORECAST_DAYS_MAX, weatherPlaceOf, weatherUnits, type WeatherProps } from '@apm/render';
import { Flex, Input, InputNumber, Segmented, Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useWeatherAt } from '../dataSources';
import { Field, num } from './Field';
import { LocaleField } from './NameFields';
import { SourceStatus } from './SourceStatus';
import { TextLookFields } from './TextLookFields';

interface Props {
  p: WeatherProps;
  set: (patch: Partial<WeatherProps>) => void;
}

const UNIT_LABELS = { metric: '°C', imperial: '°F' } as const;

/**
 * A weather widget's settings: its place (a name, and coordinates that win over it), units, days
 * of forecast, language, the line under old values and its text look; under them, what the server
 * has for the place.
 */
export function WeatherProperties({ p, set }: Props) {
  const { t } = useTranslation();
  const where = weatherPlaceOf(p);
  const answer = useWeatherAt(where);
  // Coordinates go in pairs: the first one typed brings the other at 0, clearing one clears both.
  const coordinate = (key: 'latitude' | 'longitude', v: number | string | null) => {
    const n = num(v);
    if (n === undefined) return set({ latitude: null, longitude: null });
    const other = key === 'latitude' ? 'longitude' : 'latitude';
    set({ [key]: n, ...(p[other] === null ? { [other]: 0 } : {}) });
  };
  return (
    <>
      <Field label={t('widgets.weather.place')} help={t('widgets.weather.placeHelp')}>
        <Input value={p.place} maxLength={100} onChange={(e) => set({ place: e.target.value })} />
      </Field>
      <Flex gap={8}>
        <Field label={t('widgets.weather.latitude')}>
          <InputNumber
            min={-90}
            max={90}
            step={0.01}
            value={p.latitude}
            style={{ width: '100%' }}
            onChange={(v) => coordinate('latitude', v)}
          />
        </Field>
        <Field label={t('widgets.weather.longitude')}>
          <InputNumber
            min={-180}
            max={180}
            step={0.01}
            value={p.longitude}
            style={{ width: '100%' }}
            onChange={(v) => coordinate('longitude', v)}
          />
        </Field>
      </Flex>
      <Flex gap={8}>
        <Field label={t('widgets.weather.units')}>
          <Segmented
            size="small"
            value={p.units}
            options={weatherUnits.map((u) => ({ value: u, label: UNIT_LABELS[u] }))}
            onChange={(units) => set({ units })}
          />
        </Field>
        <Field label={t('widgets.weather.days')}>
          <InputNumber
            min={0}
            max={WEATHER_FORECAST_DAYS_MAX}
            precision={0}
            value={p.days}
            onChange={(v) => {
              const n = num(v);
              if (n !== undefined) set({ days: n });
            }}
          />
        </Field>
      </Flex>
      <LocaleField value={p.locale} onChange={(locale) => set({ locale })} />
      <Field label={t('widgets.dataSource.asOfText')} help={t('widgets.dataSource.asOfHelp')}>
        <Input value={p.asOfText} maxLength={100} onChange={(e) => set({ asOfText: e.target.value })} />
      </Field>
      <TextLookFields look={p} set={set} />
      {where ? (
        <SourceStatus loading={answer.isLoading} error={answer.error} answer={answer.data?.jsonObject} />
      ) : (
        <Typography.Text type="secondary">{t('widgets.weather.noPlace')}</Typography.Text>
      )}
    </>
  );
}
