import { countdownUnits, type CountdownProps } from '@apm/render';
import { Checkbox, DatePicker, Flex, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field } from './Field';
import { TextLookFields } from './TextLookFields';

interface Props {
  p: CountdownProps;
  set: (patch: Partial<CountdownProps>) => void;
}

/** A countdown's settings: its instant (in the operator's zone), units and their labels, the text once over, the text look. */
export function CountdownProperties({ p, set }: Props) {
  const { t } = useTranslation();
  const target = p.target ? dayjs(p.target) : null;
  return (
    <>
      <Field
        label={t('widgets.countdown.target')}
        help={t('widgets.countdown.targetHint', { offset: (target ?? dayjs()).format('Z') })}
      >
        <DatePicker
          showTime={{ format: 'HH:mm:ss' }}
          format="YYYY-MM-DD HH:mm:ss"
          value={target}
          style={{ width: '100%' }}
          // dayjs's own format is ISO 8601 with seconds and the offset: what the document takes.
          onChange={(d) => set({ target: d ? d.format() : '' })}
        />
      </Field>
      <Field label={t('widgets.countdown.units')}>
        <Checkbox.Group
          value={p.units}
          options={countdownUnits.map((u) => ({ value: u, label: t(`widgets.countdown.unitNames.${u}`) }))}
          onChange={(chosen) => {
            if (chosen.length > 0) set({ units: countdownUnits.filter((u) => chosen.includes(u)) });
          }}
        />
      </Field>
      <Field label={t('widgets.countdown.labels')}>
        <Flex gap={4} wrap>
          {countdownUnits
            .filter((u) => p.units.includes(u))
            .map((u) => (
              <Input
                key={u}
                size="small"
                maxLength={50}
                value={p.labels[u]}
                aria-label={t(`widgets.countdown.unitNames.${u}`)}
                placeholder={t(`widgets.countdown.unitNames.${u}`)}
                style={{ width: 'calc(50% - 2px)' }}
                onChange={(e) => set({ labels: { ...p.labels, [u]: e.target.value } })}
              />
            ))}
        </Flex>
      </Field>
      <Field label={t('widgets.countdown.doneText')}>
        <Input.TextArea
          value={p.doneText}
          maxLength={1000}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(e) => set({ doneText: e.target.value })}
        />
      </Field>
      <TextLookFields look={p} set={set} />
    </>
  );
}
