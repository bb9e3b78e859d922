import { EXCHANGE_CURRENCIES_MAX, type ExchangeProps } from '@apm/render';
import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useEuroRates } from '../dataSources';
import { Field, num } from './Field';
import { LocaleField } from './NameFields';
import { SourceStatus } from './SourceStatus';
import { TextLookFields } from './TextLookFields';

interface Props {
  p: ExchangeProps;
  set: (patch: Partial<ExchangeProps>) => void;
}

/**
 * An exchange widget's settings: its base and currencies (those the server's rates hold), decimals,
 * language, the line under old rates and its text look; under them, the day of the server's rates.
 */
export function ExchangeProperties({ p, set }: Props) {
  const { t } = useTranslation();
  const rates = useEuroRates();
  const answer = rates.data?.jsonObject;
  // The currencies of the rates, and those the widget names already (kept even when the rates lack them).
  const codes = [...new Set([...(answer?.rates.map((r) => r.currency) ?? []), p.base, ...p.currencies])].sort();
  const options = codes.map((c) => ({ value: c, label: c }));
  return (
    <>
      <Field label={t('widgets.exchange.base')}>
        <Select showSearch value={p.base} options={options} onChange={(base) => set({ base })} />
      </Field>
      <Field label={t('widgets.exchange.currencies')}>
        <Select
          mode="multiple"
          value={p.currencies}
          options={options}
          maxCount={EXCHANGE_CURRENCIES_MAX}
          onChange={(currencies: string[]) => {
            if (currencies.length > 0) set({ currencies });
          }}
        />
      </Field>
      <Field label={t('widgets.exchange.decimals')}>
        <InputNumber
          min={0}
          max={6}
          precision={0}
          value={p.decimals}
          onChange={(v) => {
            const n = num(v);
            if (n !== undefined) set({ decimals: n });
          }}
        />
      </Field>
      <LocaleField value={p.locale} onChange={(locale) => set({ locale })} />
      <Field label={t('widgets.dataSource.asOfText')} help={t('widgets.dataSource.asOfHelp')}>
        <Input value={p.asOfText} maxLength={100} onChange={(e) => set({ asOfText: e.target.value })} />
      </Field>
      <TextLookFields look={p} set={set} />
      <SourceStatus loading={rates.isLoading} error={rates.error} answer={answer} />
    </>
  );
}
