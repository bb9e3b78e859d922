import type { AudioProps } from '@apm/render';
import { Checkbox, Flex, Slider, Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field } from './Field';
import { MediaListField } from './MediaListField';

interface Props {
  p: AudioProps;
  set: (patch: Partial<AudioProps>) => void;
}

/** The length of a track as m:ss. */
const length = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Background sound's settings: its tracks in order (named as in the library), volume, looping, shuffling. */
export function AudioProperties({ p, set }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('widgets.audio.hint')}
      </Typography.Paragraph>
      <MediaListField
        label={t('widgets.audio.tracks')}
        items={p.tracks}
        mediaOf={(track) => track.media}
        describe={(track, i) => `${track.name || i + 1} · ${length(track.media.durationMs)}`}
        kinds={['audio']}
        make={(ref, material) => {
          if (ref.kind !== 'audio') return { refused: t('widgets.list.wrongKind') };
          // Tracks are timed by the clock: one whose length is unknown cannot be placed in time.
          if (ref.durationMs === undefined || ref.durationMs <= 0) return { refused: t('widgets.audio.noLength') };
          return {
            item: {
              media: { ...ref, kind: 'audio' as const, durationMs: ref.durationMs },
              name: material.name.slice(0, 200),
            },
          };
        }}
        set={(tracks) => set({ tracks })}
      />
      <Field label={t('widgets.audio.volume')}>
        <Slider min={0} max={100} value={p.volume} onChange={(volume) => set({ volume })} />
      </Field>
      <Flex gap={12} style={{ marginBottom: 8 }}>
        <Checkbox checked={p.loop} onChange={(e) => set({ loop: e.target.checked })}>
          {t('widgets.audio.loop')}
        </Checkbox>
        <Checkbox checked={p.shuffle} onChange={(e) => set({ shuffle: e.target.checked })}>
          {t('widgets.audio.shuffle')}
        </Checkbox>
      </Flex>
    </>
  );
}
