import { fits, itemLengthMs, type PlaylistItem, type PlaylistProps } from '@apm/render';
import { Checkbox, Flex, Select } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field } from './Field';
import { MediaListField } from './MediaListField';
import { SecondsInput } from './SecondsField';

interface Props {
  p: PlaylistProps;
  set: (patch: Partial<PlaylistProps>) => void;
}

/** The seconds an item plays, to one decimal, as the row says it. */
const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

/**
 * A playlist's settings: its pictures and videos in order, each with its time (a video to its end
 * or for a time of its own), how they fill the box, whether videos are heard.
 */
export function PlaylistProperties({ p, set }: Props) {
  const { t } = useTranslation();
  const setItem = (i: number, patch: Partial<PlaylistItem>) =>
    set({ items: p.items.map((item, j) => (j === i ? { ...item, ...patch } : item)) });
  return (
    <>
      <MediaListField
        label={t('widgets.playlist.items')}
        items={p.items}
        mediaOf={(item) => item.media}
        describe={(item, i) => `${i + 1}. ${seconds(itemLengthMs(item))} ${t('program.scenes.seconds')}`}
        extra={(item, i) => {
          // A video whose length is known may play to its end; anything else plays its own time.
          const whole = item.media.kind === 'video' && item.media.durationMs !== undefined;
          return (
            <Flex gap={8} align="center" style={{ paddingLeft: 62 }}>
              {whole && (
                <Checkbox checked={item.toEnd} onChange={(e) => setItem(i, { toEnd: e.target.checked })}>
                  {t('widgets.playlist.toEnd')}
                </Checkbox>
              )}
              <SecondsInput
                label={t('widgets.playlist.seconds', { n: i + 1 })}
                ms={item.durationMs}
                disabled={whole && item.toEnd}
                set={(durationMs) => setItem(i, { durationMs })}
              />
            </Flex>
          );
        }}
        kinds={['image', 'video']}
        make={(ref) => {
          if (ref.kind === 'audio') return { refused: t('widgets.list.wrongKind') };
          return { item: { media: { ...ref, kind: ref.kind }, durationMs: 10_000, toEnd: true } };
        }}
        set={(items) => set({ items })}
      />
      <Field label={t('program.props.fit')}>
        <Select
          value={p.fit}
          options={fits.map((f) => ({ value: f, label: t(`program.fits.${f}`) }))}
          onChange={(fit) => set({ fit })}
        />
      </Field>
      <Flex style={{ marginBottom: 8 }}>
        <Checkbox checked={p.muted} onChange={(e) => set({ muted: e.target.checked })}>
          {t('widgets.playlist.muted')}
        </Checkbox>
      </Flex>
    </>
  );
}
