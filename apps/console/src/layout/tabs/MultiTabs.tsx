import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Tooltip, theme } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { HEADER_HEIGHT } from '../theme';
import { useDisplaySettings } from '../settings/SettingsContext';
import styles from './MultiTabs.module.css';
import { TabLabel } from './TabLabel';
import { returnFocus, TabActionsButton, TabMenu } from './TabMenu';
import { useTabs } from './TabsContext';

/**
 * The tab bar of the multi-tab page view (spec 2): one closable tab per open page, each with its
 * context menu (right click, or the context-menu key / Shift+F10 on the focused tab); a button
 * with the same actions for the tab on screen; a lock that keeps the bar under the header while
 * the page scrolls (fixedTabs).
 */
export function MultiTabs() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { settings, update } = useDisplaySettings();
  const { tabs, active, select, close } = useTabs();
  const locked = settings.fixedTabs;
  const bar = useRef<HTMLDivElement>(null);

  // antd puts each tab's close button inside the tab list, where only tabs belong (a screen reader
  // counts the list's tabs). Like the list's own "more" button, it is left to the pointer: the
  // keyboard closes the focused tab with Delete (antd's tabs).
  useLayoutEffect(() => {
    bar.current?.querySelectorAll<HTMLElement>('.ant-tabs-tab-remove').forEach((button) => {
      button.setAttribute('aria-hidden', 'true');
      button.tabIndex = -1;
    });
  });

  // One context menu at a time. One opened from the keyboard gives the focus back to its tab (or
  // the tab on screen, should its own have closed) when it closes, unless the user has moved on.
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);
  const onMenuOpenChange = (key: string, open: boolean, byKeyboard: boolean) => {
    if (open) {
      if (byKeyboard) returnFocusTo.current = key;
      setMenuFor(key);
      return;
    }
    setMenuFor((current) => (current === key ? null : current));
    const back = returnFocusTo.current;
    returnFocusTo.current = null;
    if (back === null) return;
    const tabOf = (selector: string) => bar.current?.querySelector(selector)?.closest<HTMLElement>('[role="tab"]');
    returnFocus(() => tabOf(`[data-tab="${CSS.escape(back)}"]`) ?? tabOf('.ant-tabs-tab-active [data-tab]'));
  };

  return (
    <div
      ref={bar}
      className={styles.bar}
      data-fixed-tabs={locked || undefined}
      style={{
        background: token.colorBgLayout,
        ...(locked ? { position: 'sticky', top: settings.fixedHeader ? HEADER_HEIGHT : 0, zIndex: 9 } : {}),
      }}
    >
      <Tabs
        className={styles.tabs}
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
        renderTabBar={(props, DefaultTabBar) => (
          <DefaultTabBar {...props}>
            {(node) => {
              const key = String(node.key);
              return (
                <TabMenu
                  tabKey={key}
                  open={menuFor === key}
                  onOpenChange={(open, byKeyboard) => onMenuOpenChange(key, open, byKeyboard)}
                >
                  {node}
                </TabMenu>
              );
            }}
          </DefaultTabBar>
        )}
      />
      {/*
        Beside the tabs, not in antd's tabBarExtraContent: that puts them inside the tab list,
        where only tabs belong (a screen reader counts the tabs of the list).
      */}
      <Flex gap={2} className={styles.actions} style={{ borderBottomColor: token.colorBorderSecondary }}>
        <TabActionsButton />
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
      </Flex>
    </div>
  );
}
