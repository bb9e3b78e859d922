import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { cloneElement, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isMenuKey } from './menuKey';
import { closable } from './tabList';
import { useTabs } from './TabsContext';

/** The actions on a tab (spec 2): refresh, close left, close right, close others. */
export function useTabMenu(key: string): MenuProps {
  const { t } = useTranslation();
  const tabsApi = useTabs();
  const can = closable({ tabs: [...tabsApi.tabs], active: tabsApi.active }, key);
  return {
    items: [
      { key: 'refresh', label: t('tabs.refresh') },
      { type: 'divider' },
      { key: 'closeLeft', label: t('tabs.closeLeft'), disabled: !can.left },
      { key: 'closeRight', label: t('tabs.closeRight'), disabled: !can.right },
      { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: !can.others },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      if (action === 'refresh') tabsApi.refresh(key);
      if (action === 'closeLeft') tabsApi.closeLeft(key);
      if (action === 'closeRight') tabsApi.closeRight(key);
      if (action === 'closeOthers') tabsApi.closeOthers(key);
    },
  };
}

interface Props {
  tabKey: string;
  open: boolean;
  /** `byKeyboard`: opened with the context-menu key or Shift+F10 (focus comes back to the tab after). */
  onOpenChange(open: boolean, byKeyboard: boolean): void;
  /** The tab as the tab bar draws it. */
  children: ReactElement;
}

/**
 * A tab with its context menu: opened by a right click anywhere on the tab, or from the keyboard
 * on the focused tab; the menu takes the focus, arrow keys and Enter choose, Escape closes.
 */
export function TabMenu({ tabKey, open, onOpenChange, children }: Props) {
  const menu = useTabMenu(tabKey);
  const node = children as ReactElement<{ onKeyDown?: (e: KeyboardEvent) => void }>;
  const tab = cloneElement(node, {
    onKeyDown: (e: KeyboardEvent) => {
      node.props.onKeyDown?.(e);
      if (!isMenuKey(e)) return;
      // Shift+F10 would also open the browser's own menu.
      e.preventDefault();
      onOpenChange(true, true);
    },
  });
  return (
    <Dropdown
      trigger={['contextMenu']}
      open={open}
      onOpenChange={(next) => onOpenChange(next, false)}
      menu={menu}
      autoFocus
      // Each opening starts afresh, with the focus on the first action.
      destroyOnHidden
    >
      {tab}
    </Dropdown>
  );
}

/**
 * Once a menu has closed, puts the focus on `target` if it was left in the menu (or nowhere), as
 * after a choice made with Enter; a user who has clicked elsewhere keeps the focus there.
 */
export function returnFocus(target: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body && !focused.closest('.ant-dropdown')) return;
    target()?.focus();
  });
}

/** The tab bar's button with the actions of the tab on screen, for those who do not right-click. */
export function TabActionsButton() {
  const { t } = useTranslation();
  const { active } = useTabs();
  const menu = useTabMenu(active);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Tooltip title={t('tabs.actions')}>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={menu}
        autoFocus
        destroyOnHidden
        onOpenChange={(open) => {
          if (!open) returnFocus(() => button.current);
        }}
      >
        <Button ref={button} type="text" size="small" aria-label={t('tabs.actions')} icon={<DownOutlined />} />
      </Dropdown>
    </Tooltip>
  );
}
