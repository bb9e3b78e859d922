import { CANVAS_MAX } from '@apm/render';
import { InputNumber } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field, num } from './Field';

/** The rounding of a box's corners, in canvas pixels (a rectangle's, a button's). */
export function CornerRadiusField({ value, set }: { value: number; set: (cornerRadius: number) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('widgets.shape.cornerRadius')}>
      <InputNumber
        min={0}
        max={CANVAS_MAX}
        value={value}
        suffix="px"
        onChange={(v) => {
          const n = num(v);
          if (n !== undefined && n >= 0) set(n);
        }}
      />
    </Field>
  );
}
