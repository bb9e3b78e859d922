import { shapeKinds, STROKE_WIDTH_MAX, type ShapeProps } from '@apm/render';
import { Flex, InputNumber, Segmented } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field, num } from './Field';
import { CornerRadiusField } from './CornerRadiusField';
import { ColourField } from './TextLookFields';

interface Props {
  p: ShapeProps;
  set: (patch: Partial<ShapeProps>) => void;
}

/** The thickness a shape turned into a line gets when it had no stroke: a line of width 0 is not drawn. */
const LINE_WIDTH = 8;

/** A shape's settings: rectangle, ellipse or line; fill, stroke, corner radius. */
export function ShapeProperties({ p, set }: Props) {
  const { t } = useTranslation();
  const line = p.shape === 'line';
  return (
    <>
      <Field label={t('widgets.shape.shape')} help={line ? t('widgets.shape.lineHint') : undefined}>
        <Segmented
          size="small"
          value={p.shape}
          options={shapeKinds.map((s) => ({ value: s, label: t(`widgets.shape.shapes.${s}`) }))}
          onChange={(shape) =>
            set(shape === 'line' && p.strokeWidth === 0 ? { shape, strokeWidth: LINE_WIDTH } : { shape })
          }
        />
      </Field>
      {!line && (
        <ColourField label={t('widgets.shape.fillColor')} value={p.fillColor} set={(fillColor) => set({ fillColor })} />
      )}
      <Flex gap={8}>
        <ColourField
          label={t(line ? 'widgets.shape.lineColor' : 'widgets.shape.strokeColor')}
          value={p.strokeColor}
          set={(strokeColor) => set({ strokeColor })}
        />
        <Field label={t(line ? 'widgets.shape.lineWidth' : 'widgets.shape.strokeWidth')}>
          <InputNumber
            min={0}
            max={STROKE_WIDTH_MAX}
            value={p.strokeWidth}
            suffix="px"
            onChange={(v) => {
              const n = num(v);
              if (n !== undefined && n >= 0) set({ strokeWidth: n });
            }}
          />
        </Field>
      </Flex>
      {p.shape === 'rectangle' && (
        <CornerRadiusField value={p.cornerRadius} set={(cornerRadius) => set({ cornerRadius })} />
      )}
    </>
  );
}
