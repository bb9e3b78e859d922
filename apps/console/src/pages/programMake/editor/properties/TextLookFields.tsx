import { textAligns, type TextLook } from '@apm/render';
import { Checkbox, ColorPicker, Flex, InputNumber, Segmented } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field, num } from './Field';

interface Props {
  look: TextLook;
  set: (patch: Partial<TextLook>) => void;
}

/** The look of a clock's, date's or countdown's text: size, colours, bold, alignment (the text widget's words). */
export function TextLookFields({ look, set }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Flex gap={8}>
        <Field label={t('program.props.fontSize')}>
          <InputNumber
            min={1}
            max={4000}
            value={look.fontSize}
            onChange={(v) => {
              const n = num(v);
              if (n !== undefined && n > 0) set({ fontSize: n });
            }}
          />
        </Field>
        <Field label={t('program.props.color')}>
          <ColorPicker value={look.color} showText onChangeComplete={(c) => set({ color: c.toHexString() })} />
        </Field>
      </Flex>
      <BackgroundField value={look.backgroundColor} set={(backgroundColor) => set({ backgroundColor })} />
      <Checkbox checked={look.bold} style={{ marginBottom: 8 }} onChange={(e) => set({ bold: e.target.checked })}>
        {t('program.props.bold')}
      </Checkbox>
      <Field label={t('program.props.align')}>
        <Segmented
          size="small"
          value={look.align}
          options={textAligns.map((a) => ({ value: a, label: t(`program.aligns.${a}`) }))}
          onChange={(align) => set({ align })}
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
