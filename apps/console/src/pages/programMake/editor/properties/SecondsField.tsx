import { ITEM_MAX_MS, ITEM_MIN_MS } from '@apm/render';
import { InputNumber } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field, num } from './Field';

interface Props {
  label: string;
  /** The time in ms, as the document holds it. */
  ms: number;
  set: (ms: number) => void;
  disabled?: boolean;
}

/** How long an item of a list shows, in seconds (tenths allowed), 1 s to a day. */
export function SecondsField({ label, ms, set, disabled }: Props) {
  return (
    <Field label={label}>
      <SecondsInput ms={ms} set={set} disabled={disabled} />
    </Field>
  );
}

/** The bare input of SecondsField, for a row that has its own label. */
export function SecondsInput({ ms, set, disabled, label, id }: Omit<Props, 'label'> & { label?: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <InputNumber
      size="small"
      min={ITEM_MIN_MS / 1000}
      max={ITEM_MAX_MS / 1000}
      step={1}
      precision={1}
      value={ms / 1000}
      disabled={disabled}
      id={id}
      aria-label={label}
      suffix={t('program.scenes.seconds')}
      onChange={(v) => {
        const n = num(v);
        const next = n === undefined ? undefined : Math.round(n * 1000);
        if (next !== undefined && next >= ITEM_MIN_MS && next <= ITEM_MAX_MS) set(next);
      }}
    />
  );
}
