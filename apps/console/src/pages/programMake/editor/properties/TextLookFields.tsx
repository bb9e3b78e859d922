import { textAligns, type TextLook } from '@apm/render';
import { Checkbox, ColorPicker, Flex, InputNumber, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field, num } from './Field';
import { FontField } from './fonts';

interface Props<L extends TextLook> {
  look: L;
  set: (patch: Partial<L>) => void;
  /** More styles beside Bold (a text's italic). */
  styles?: ReactNode;
}

/** The look of an element's text: font, size, colours, bold, alignment (a text's, clock's, date's, button's, table's …). */
export function TextLookFields<L extends TextLook>({ look, set, styles }: Props<L>) {
  const { t } = useTranslation();
  // The patches below hold only TextLook's keys, which every L has.
  const setLook = set as (patch: Partial<TextLook>) => void;
  return (
    <>
      <FontField value={look.fontFamily} set={(fontFamily) => setLook({ fontFamily })} />
      <Flex gap={8}>
        <Field label={t('program.props.fontSize')}>
          <InputNumber
            min={1}
            max={4000}
            value={look.fontSize}
            onChange={(v) => {
              const n = num(v);
              if (n !== undefined && n > 0) setLook({ fontSize: n });
            }}
          />
        </Field>
        <Field label={t('program.props.color')}>
          <ColorPicker value={look.color} showText onChangeComplete={(c) => setLook({ color: c.toHexString() })} />
        </Field>
      </Flex>
      <BackgroundField value={look.backgroundColor} set={(backgroundColor) => setLook({ backgroundColor })} />
      <Flex gap={12} style={{ marginBottom: 8 }}>
        <Checkbox checked={look.bold} onChange={(e) => setLook({ bold: e.target.checked })}>
          {t('program.props.bold')}
        </Checkbox>
        {styles}
      </Flex>
      <Field label={t('program.props.align')}>
        <Segmented
          size="small"
          value={look.align}
          options={textAligns.map((a) => ({ value: a, label: t(`program.aligns.${a}`) }))}
          onChange={(align) => setLook({ align })}
        />
      </Field>
    </>
  );
}

/** A background colour that may be cleared to transparent. */
export function BackgroundField({ value, set }: { value: string; set: (colour: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('program.props.backgroundColor')}>
      <ColorPicker
        value={value}
        showText
        allowClear
        onClear={() => set('#00000000')}
        onChangeComplete={(c) => set(c.toHexString())}
      />
    </Field>
  );
}

/** A colour setting. */
export function ColourField({ label, value, set }: { label: string; value: string; set: (colour: string) => void }) {
  return (
    <Field label={label}>
      <ColorPicker value={value} showText onChangeComplete={(c) => set(c.toHexString())} />
    </Field>
  );
}
