import { Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { useDisplaySettings } from './SettingsContext';
import { SettingRow } from './SettingRow';
import { SettingsSection } from './SettingsSection';

/** Colour-weak mode, multiple pages (tabs) and their lock, hiding the drawer's button. */
export function OtherSection() {
  const { t } = useTranslation();
  const { settings, update } = useDisplaySettings();
  return (
    <SettingsSection title={t('settings.other')}>
      <SettingRow label={t('settings.weekMode')}>
        <Switch
          size="small"
          aria-label={t('settings.weekMode')}
          checked={settings.weekMode}
          onChange={(weekMode) => update({ weekMode })}
        />
      </SettingRow>
      <SettingRow label={t('settings.multiPage')}>
        <Switch
          size="small"
          aria-label={t('settings.multiPage')}
          checked={settings.multiPage}
          onChange={(multiPage) => update({ multiPage })}
        />
      </SettingRow>
      <SettingRow label={t('settings.fixedTabs')}>
        <Switch
          size="small"
          aria-label={t('settings.fixedTabs')}
          checked={settings.fixedTabs}
          disabled={!settings.multiPage}
          onChange={(fixedTabs) => update({ fixedTabs })}
        />
      </SettingRow>
      <SettingRow label={t('settings.hideSetting')} hint={t('settings.hideSettingHint')}>
        <Switch
          size="small"
          aria-label={t('settings.hideSetting')}
          checked={settings.hideSetting}
          onChange={(hideSetting) => update({ hideSetting })}
        />
      </SettingRow>
    </SettingsSection>
  );
}
