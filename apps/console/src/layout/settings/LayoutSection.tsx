import { Segmented, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { DARK_NAV_BG } from '../theme';
import { BlockChoice, type BlockPicture } from './BlockChoice';
import { NAV_LAYOUTS, PAGE_WIDTHS, type NavLayout } from './displaySettings';
import { useDisplaySettings } from './SettingsContext';
import { SettingRow } from './SettingRow';
import { SettingsSection } from './SettingsSection';

/** The layouts pictured in the navigation colour of the chosen mode. */
function layoutPicture(layout: NavLayout, nav: string): BlockPicture {
  if (layout === 'side') return { page: '#f0f2f5', header: '#fff', sider: nav };
  if (layout === 'head') return { page: '#f0f2f5', header: nav };
  return { page: '#f0f2f5', header: nav, sider: nav, siderBelowHeader: true };
}

/** Navigation layout, content width, fixed header and fixed side menu. */
export function LayoutSection() {
  const { t } = useTranslation();
  const { settings, update } = useDisplaySettings();
  const nav = settings.theme.mode === 'light' ? '#fff' : settings.theme.mode === 'night' ? '#1f1f1f' : DARK_NAV_BG;
  return (
    <SettingsSection title={t('settings.navigation')}>
      <BlockChoice
        label={t('settings.navigation')}
        value={settings.layout}
        options={NAV_LAYOUTS.map((layout) => ({
          value: layout,
          label: t(`settings.layouts.${layout}`),
          picture: layoutPicture(layout, nav),
        }))}
        onChange={(layout) => update({ layout })}
      />
      <div style={{ marginTop: 16 }}>
        <SettingRow label={t('settings.contentWidth')}>
          <Segmented
            size="small"
            aria-label={t('settings.contentWidth')}
            value={settings.pageWidth}
            options={PAGE_WIDTHS.map((w) => ({ value: w, label: t(`settings.widths.${w}`) }))}
            onChange={(pageWidth) => update({ pageWidth })}
          />
        </SettingRow>
        <SettingRow label={t('settings.fixedHeader')}>
          <Switch
            size="small"
            aria-label={t('settings.fixedHeader')}
            checked={settings.fixedHeader}
            onChange={(fixedHeader) => update({ fixedHeader })}
          />
        </SettingRow>
        <SettingRow label={t('settings.fixedSideBar')}>
          <Switch
            size="small"
            aria-label={t('settings.fixedSideBar')}
            checked={settings.fixedSideBar}
            // The top-menu layout has no side menu to fix.
            disabled={settings.layout === 'head'}
            onChange={(fixedSideBar) => update({ fixedSideBar })}
          />
        </SettingRow>
      </div>
    </SettingsSection>
  );
}
