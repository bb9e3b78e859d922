import { carouselTransitions, fits, type CarouselProps } from '@apm/render';
import { Checkbox, Flex, Select } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field } from './Field';
import { MediaListField } from './MediaListField';
import { SecondsField } from './SecondsField';

interface Props {
  p: CarouselProps;
  set: (patch: Partial<CarouselProps>) => void;
}

/** A carousel's settings: its pictures in order, the time of each, how they fill the box and change, looping. */
export function CarouselProperties({ p, set }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <MediaListField
        label={t('widgets.carousel.pictures')}
        items={p.images}
        mediaOf={(m) => m}
        describe={(m, i) => (m.width ? `${i + 1}. ${m.width}×${m.height}` : `${i + 1}.`)}
        kinds={['image']}
        make={(ref) => ({ item: { ...ref, kind: 'image' as const } })}
        set={(images) => set({ images })}
      />
      <SecondsField label={t('widgets.carousel.seconds')} ms={p.durationMs} set={(durationMs) => set({ durationMs })} />
      <Field label={t('program.props.fit')}>
        <Select
          value={p.fit}
          options={fits.map((f) => ({ value: f, label: t(`program.fits.${f}`) }))}
          onChange={(fit) => set({ fit })}
        />
      </Field>
      <Field label={t('widgets.carousel.transition')}>
        <Select
          value={p.transition}
          options={carouselTransitions.map((v) => ({ value: v, label: t(`widgets.carousel.transitions.${v}`) }))}
          onChange={(transition) => set({ transition })}
        />
      </Field>
      <Flex style={{ marginBottom: 8 }}>
        <Checkbox checked={p.loop} onChange={(e) => set({ loop: e.target.checked })}>
          {t('widgets.carousel.loop')}
        </Checkbox>
      </Flex>
    </>
  );
}
