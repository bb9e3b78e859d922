import { errorCorrectionLevels, QR_BYTES_MAX, utf8Length, type QrCodeProps } from '@apm/render';
import { Flex, Input, InputNumber, Select } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field, num } from './Field';
import { ColourField } from './TextLookFields';

interface Props {
  p: QrCodeProps;
  set: (patch: Partial<QrCodeProps>) => void;
}

/** A QR code's settings: its text, error correction, colours and quiet zone. A text too long for the level is not taken. */
export function QrCodeProperties({ p, set }: Props) {
  const { t } = useTranslation();
  const used = utf8Length(p.text);
  const max = QR_BYTES_MAX[p.errorCorrection];
  return (
    <>
      <Field label={t('widgets.qrcode.text')} help={t('widgets.qrcode.bytes', { used, max })}>
        <Input.TextArea
          value={p.text}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder="https://"
          onChange={(e) => {
            if (utf8Length(e.target.value) <= max) set({ text: e.target.value });
          }}
        />
      </Field>
      <Field label={t('widgets.qrcode.errorCorrection')}>
        <Select
          value={p.errorCorrection}
          options={errorCorrectionLevels.map((l) => ({
            value: l,
            label: t(`widgets.qrcode.levels.${l}`),
            // A level that cannot hold the text as it is.
            disabled: used > QR_BYTES_MAX[l],
          }))}
          onChange={(errorCorrection) => set({ errorCorrection })}
        />
      </Field>
      <Flex gap={8}>
        <ColourField
          label={t('widgets.qrcode.foreground')}
          value={p.foreground}
          set={(foreground) => set({ foreground })}
        />
        <ColourField
          label={t('widgets.qrcode.background')}
          value={p.background}
          set={(background) => set({ background })}
        />
      </Flex>
      <Field label={t('widgets.qrcode.margin')}>
        <InputNumber
          min={0}
          max={16}
          precision={0}
          value={p.margin}
          onChange={(v) => {
            const n = num(v);
            if (n !== undefined && Number.isInteger(n) && n >= 0 && n <= 16) set({ margin: n });
          }}
        />
      </Field>
    </>
  );
}
