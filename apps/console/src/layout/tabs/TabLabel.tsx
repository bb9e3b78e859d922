import { ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { closable, type PageTab } from './tabList';
import { useTabs } from './TabsContext';

/**
 * A tab's title with its context menu (right click: refresh, close left, close right, close
 * others) and, on the tab on screen or a refreshing one, the refresh button.
 */
export function TabLabel({ tab }: { tab: PageTab }) {
  const { t } = useTranslation();
  const tabsApi = useTabs();
  const { tabs, active, loading } = tabsApi;
  const spinning = loading.has(tab.key);
  const can = closable({ tabs: [...tabs], active }, tab.key);

  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('tabs.refresh') },
    { type: 'divider' },
    { key: 'closeLeft', label: t('tabs.closeLeft'), disabled: !can.left },
    { key: 'closeRight', label: t('tabs.closeRight'), disabled: !can.right },
    { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: !can.others },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'refresh') tabsApi.refresh(tab.key);
    if (key === 'closeLeft') tabsApi.closeLeft(tab.key);
    if (key === 'closeRight') tabsApi.closeRight(tab.key);
    if (key === 'closeOthers') tabsApi.closeOthers(tab.key);
  };

  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick }}>
      <span data-tab={tab.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {tab.title ? t(tab.title) : tab.key}
        {(tab.key === active || spinning) && (
          <ReloadOutlined
            role="button"
            aria-label={t('tabs.refreshPage')}
            spin={spinning}
            style={{ margin: 0, fontSize: 12 }}
            onClick={(e) => {
              e.stopPropagation();
              if (!spinning) tabsApi.refresh(tab.key);
            }}
          />
        )}
      </span>
    </Dropdown>
  );
}
