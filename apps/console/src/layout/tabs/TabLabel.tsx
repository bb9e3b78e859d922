import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PageTab } from './tabList';
import { useTabs } from './TabsContext';

/** A tab's title and, on the tab on screen or a refreshing one, the refresh button. */
export function TabLabel({ tab }: { tab: PageTab }) {
  const { t } = useTranslation();
  const tabsApi = useTabs();
  const { active, loading } = tabsApi;
  const spinning = loading.has(tab.key);

  return (
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
  );
}
