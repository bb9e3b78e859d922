import { Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { DARK_NAV_BG } from '../theme';
import { BlockChoice, type BlockPicture } from './BlockChoice';
import { ColourChoice } from './ColourChoice';
import { THEME_MODES, type ThemeMode } from './displaySettings';
import { useDisplaySettings } from './SettingsContext';
import { SettingsSection } from './SettingsSection';

const MODE_PICTURES: Record<ThemeMode, BlockPicture> = {
  dark: { page: '#f0f2f5', header: '#fff', sider: DARK_NAV_BG },
  light: { page: '#f0f2f5', header: '#fff', sider: '#fff' },
  night: { page: '#000', header: '#1f1f1f', sider: '#1f1f1f' },
};

/** Theme mode (dark, light, night) and theme colour. */
export function ThemeSection() {
  const { t } = useTranslation();
  const { settings, update } = useDisplaySettings();
  return (
    <SettingsSection title={t('settings.themeMode')}>
      <BlockChoice
        label={t('settings.themeMode')}
        value={settings.theme.mode}
        options={THEME_MODES.map((mode) => ({
          value: mode,
          label: t(`settings.modes.${mode}`),
          picture: MODE_PICTURES[mode],
        }))}
        onChange={(mode) => update({ theme: { mode } })}
      />
      <Typography.Text style={{ display: 'block', margin: '20px 0 12px' }}>{t('settings.themeColor')}</Typography.Text>
      <ColourChoice value={settings.theme.color} onChange={(color) => update({ theme: { color } })} />
    </SettingsSection>
  );
}
