import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageTab } from './tabList';
import { useTabs } from './TabsContext';

/**
 * A tab's title and, on the tab on screen or a refreshing one, the refresh icon. The icon is a
 * shortcut for the pointer only: a control inside a tab is not reachable as one (a tab is a
 * single control to assistive technology), so it is hidden from it; the keyboard refreshes
 * through the tab's context menu and the tab bar's actions button.
 */
export function TabLabel({ tab }: { tab: PageTab }) {
  const { t } = useTranslation();
  const tabsApi = useTabs();
  const { active, loading } = tabsApi;
  const spinning = loading.has(tab.key);

  return (
    <span data-tab={tab.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {tab.title ? t(tab.title) : tab.key}
      {(tab.key === active || spinning) && (
        // A plain span for the click: an icon given onClick makes itself focusable (tabindex -1).
        <span
          aria-hidden
          title={t('tabs.refreshPage')}
          style={{ display: 'inline-flex', cursor: 'pointer' }}
          onClick={(e) => {
            e.stopPropagation();
            if (!spinning) tabsApi.refresh(tab.key);
          }}
        >
          <ReloadOutlined spin={spinning} style={{ margin: 0, fontSize: 12 }} />
        </span>
      )}
    </span>
  );
}
