import { dateStyles, type DateProps } from '@apm/render';
import { Select } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field } from './Field';
import { LocaleField, ZoneField } from './NameFields';
import { TextLookFields } from './TextLookFields';

interface Props {
  p: DateProps;
  set: (patch: Partial<DateProps>) => void;
}

/** A date's settings: its style, language, time zone and text look. */
export function DateProperties({ p, set }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('widgets.date.style')}>
        <Select
          value={p.style}
          options={dateStyles.map((s) => ({ value: s, label: t(`widgets.date.styles.${s}`) }))}
          onChange={(style) => set({ style })}
        />
      </Field>
      <LocaleField value={p.locale} onChange={(locale) => set({ locale })} />
      <ZoneField value={p.timeZone} onChange={(timeZone) => set({ timeZone })} />
      <TextLookFields look={p} set={set} />
    </>
  );
}
