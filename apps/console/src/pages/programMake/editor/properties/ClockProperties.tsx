import { clockStyles, clockTicks, hourFormats, type ClockProps } from '@apm/render';
import { Segmented, Select, Switch } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field } from './Field';
import { LocaleField, ZoneField } from './NameFields';
import { BackgroundField, ColourField, TextLookFields } from './TextLookFields';

interface Props {
  p: ClockProps;
  set: (patch: Partial<ClockProps>) => void;
}

/** A clock's settings: digital (hours, language, text look) or analogue (dial, hands, marks), seconds, time zone. */
export function ClockProperties({ p, set }: Props) {
  const { t } = useTranslation();
  const digital = p.style === 'digital';
  return (
    <>
      <Field label={t('widgets.clock.style')}>
        <Segmented
          size="small"
          value={p.style}
          options={clockStyles.map((s) => ({ value: s, label: t(`widgets.clock.styles.${s}`) }))}
          onChange={(style) => set({ style })}
        />
      </Field>
      {digital && (
        <Field label={t('widgets.clock.format')}>
          <Segmented
            size="small"
            value={p.format}
            options={hourFormats.map((f) => ({ value: f, label: t(`widgets.clock.formats.${f}`) }))}
            onChange={(format) => set({ format })}
          />
        </Field>
      )}
      <Field label={t('widgets.clock.seconds')}>
        <Switch size="small" checked={p.seconds} onChange={(seconds) => set({ seconds })} />
      </Field>
      <ZoneField value={p.timeZone} onChange={(timeZone) => set({ timeZone })} />
      {digital ? (
        <>
          <LocaleField value={p.locale} onChange={(locale) => set({ locale })} />
          <TextLookFields look={p} set={set} />
        </>
      ) : (
        <>
          <ColourField
            label={t('widgets.clock.faceColor')}
            value={p.faceColor}
            set={(faceColor) => set({ faceColor })}
          />
          <ColourField
            label={t('widgets.clock.handColor')}
            value={p.handColor}
            set={(handColor) => set({ handColor })}
          />
          {p.seconds && (
            <ColourField
              label={t('widgets.clock.secondHandColor')}
              value={p.secondHandColor}
              set={(secondHandColor) => set({ secondHandColor })}
            />
          )}
          <Field label={t('widgets.clock.ticks')}>
            <Select
              value={p.ticks}
              options={clockTicks.map((k) => ({ value: k, label: t(`widgets.clock.tickOptions.${k}`) }))}
              onChange={(ticks) => set({ ticks })}
            />
          </Field>
          <BackgroundField value={p.backgroundColor} set={(backgroundColor) => set({ backgroundColor })} />
        </>
      )}
    </>
  );
}
