import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { useDisplaySettings } from './SettingsContext';

/** The button at the window's right edge that opens the settings drawer; the hide-settings option removes it. */
export function SettingsTrigger() {
  const { t } = useTranslation();
  const { settings, drawerOpen, setDrawerOpen } = useDisplaySettings();
  if (settings.hideSetting || drawerOpen) return null;
  return (
    <Tooltip title={t('shell.displaySettings')} placement="left">
      <Button
        data-settings-trigger
        type="primary"
        size="large"
        aria-label={t('shell.displaySettings')}
        icon={<SettingOutlined />}
        onClick={() => setDrawerOpen(true)}
        style={{
          position: 'fixed',
          right: 0,
          top: 240,
          zIndex: 999,
          borderStartEndRadius: 0,
          borderEndEndRadius: 0,
        }}
      />
    </Tooltip>
  );
}
