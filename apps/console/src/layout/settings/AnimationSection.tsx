import { Select, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { ANIMATION_DIRECTIONS, ANIMATION_NAMES } from './animations';
import { useDisplaySettings } from './SettingsContext';
import { SettingRow } from './SettingRow';
import { SettingsSection } from './SettingsSection';

/** Page animation: off, or an effect and the side the page enters from. */
export function AnimationSection() {
  const { t } = useTranslation();
  const { settings, update } = useDisplaySettings();
  const { disabled, name, direction } = settings.animate;
  return (
    <SettingsSection title={t('settings.animation')}>
      <SettingRow label={t('settings.animationDisabled')}>
        <Switch
          size="small"
          aria-label={t('settings.animationDisabled')}
          checked={disabled}
          onChange={(off) => update({ animate: { disabled: off } })}
        />
      </SettingRow>
      <SettingRow label={t('settings.effect')}>
        <Select
          size="small"
          aria-label={t('settings.effect')}
          style={{ width: 140 }}
          disabled={disabled}
          value={name}
          options={ANIMATION_NAMES.map((n) => ({ value: n, label: t(`settings.effects.${n}`) }))}
          onChange={(effect) => update({ animate: { name: effect } })}
        />
      </SettingRow>
      <SettingRow label={t('settings.direction')}>
        <Select
          size="small"
          aria-label={t('settings.direction')}
          style={{ width: 140 }}
          disabled={disabled}
          value={direction}
          options={ANIMATION_DIRECTIONS.map((d) => ({ value: d, label: t(`settings.directions.${d}`) }))}
          onChange={(dir) => update({ animate: { direction: dir } })}
        />
      </SettingRow>
    </SettingsSection>
  );
}
