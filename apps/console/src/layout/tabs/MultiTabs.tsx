import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Tabs, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from '../theme';
import { useDisplaySettings } from '../settings/SettingsContext';
import styles from './MultiTabs.module.css';
import { TabLabel } from './TabLabel';
import { useTabs } from './TabsContext';

/**
 * The tab bar of the multi-tab page view (spec 2): one closable tab per open page, a lock that
 * keeps the bar under the header while the page scrolls (fixedTabs).
 */
export function MultiTabs() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { settings, update } = useDisplaySettings();
  const { tabs, active, select, close } = useTabs();
  const locked = settings.fixedTabs;

  return (
    <div
      className={styles.bar}
      data-fixed-tabs={locked || undefined}
      style={{
        background: token.colorBgLayout,
        ...(locked ? { position: 'sticky', top: settings.fixedHeader ? HEADER_HEIGHT : 0, zIndex: 9 } : {}),
      }}
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        onChange={select}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        aria-label={t('tabs.bar')}
        items={tabs.map((tab) => ({ key: tab.key, label: <TabLabel tab={tab} />, closable: tab.closable }))}
        tabBarExtraContent={
          <Tooltip title={locked ? t('tabs.unlock') : t('tabs.lock')}>
            <Button
              type="text"
              size="small"
              aria-label={locked ? t('tabs.unlock') : t('tabs.lock')}
              aria-pressed={locked}
              icon={locked ? <LockOutlined /> : <UnlockOutlined />}
              onClick={() => update({ fixedTabs: !locked })}
            />
          </Tooltip>
        }
      />
    </div>
  );
}
