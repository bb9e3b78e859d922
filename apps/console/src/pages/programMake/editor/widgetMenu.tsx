import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  BlockOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  ScissorOutlined,
  SelectOutlined,
  SnippetsOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { TFunction } from '../../../i18n/texts';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Alignment } from './align';
import type { WidgetCommands, selectionFacts } from './widgetCommands';

type Facts = ReturnType<typeof selectionFacts>;
type Items = NonNullable<MenuProps['items']>;

/** The icon of each alignment, in the menu and the alignment buttons. */
export const ALIGN_ICONS: Record<Alignment, ReactNode> = {
  left: <AlignLeftOutlined />,
  centre: <AlignCenterOutlined />,
  right: <AlignRightOutlined />,
  top: <VerticalAlignTopOutlined />,
  middle: <VerticalAlignMiddleOutlined />,
  bottom: <VerticalAlignBottomOutlined />,
};
export const DISTRIBUTE_ICONS = { horizontal: <ColumnWidthOutlined />, vertical: <ColumnHeightOutlined /> };

const ALIGN_KEYS: Record<
  Alignment,
  'alignLeft' | 'alignCentre' | 'alignRight' | 'alignTop' | 'alignMiddle' | 'alignBottom'
> = {
  left: 'alignLeft',
  centre: 'alignCentre',
  right: 'alignRight',
  top: 'alignTop',
  middle: 'alignMiddle',
  bottom: 'alignBottom',
};
export const alignKey = (a: Alignment) => ALIGN_KEYS[a];

/**
 * The right-click menu of the canvas and of the layers: the clipboard, deleting, stacking, locking,
 * hiding and (for several widgets) aligning, each with its shortcut where it has one.
 */
export function useWidgetMenu(commands: WidgetCommands, facts: Facts, canPaste: boolean): MenuProps {
  const { t } = useTranslation();
  const { count, movable, allLocked, allHidden } = facts;
  // The same menu while what it offers is the same: the panels holding it are then not drawn again.
  return useMemo(
    () => widgetMenu(t, commands, { count, movable, allLocked, allHidden }, canPaste),
    [t, commands, count, movable, allLocked, allHidden, canPaste],
  );
}

/** The menu for `facts` of the selection; `commands` carry out its entries. */
function widgetMenu(t: TFunction, commands: WidgetCommands, facts: Facts, canPaste: boolean): MenuProps {
  const none = facts.count === 0;
  const shortcut = (keys: string) => <span style={{ opacity: 0.6 }}>{keys}</span>;
  const items: Items = [
    { key: 'cut', icon: <ScissorOutlined />, label: t('editing.cut'), extra: shortcut('Ctrl+X'), disabled: none },
    { key: 'copy', icon: <CopyOutlined />, label: t('editing.copy'), extra: shortcut('Ctrl+C'), disabled: none },
    {
      key: 'paste',
      icon: <SnippetsOutlined />,
      label: t('editing.paste'),
      extra: shortcut('Ctrl+V'),
      disabled: !canPaste,
    },
    {
      key: 'duplicate',
      icon: <BlockOutlined />,
      label: t('editing.duplicate'),
      extra: shortcut('Ctrl+D'),
      disabled: none,
    },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      label: t('editing.delete'),
      extra: shortcut('Del'),
      danger: !none,
      disabled: none,
    },
    { type: 'divider' },
    {
      key: 'front',
      icon: <VerticalAlignTopOutlined />,
      label: t('editing.front'),
      extra: shortcut('Ctrl+Shift+]'),
      disabled: none,
    },
    {
      key: 'forward',
      icon: <ArrowUpOutlined />,
      label: t('editing.forward'),
      extra: shortcut('Ctrl+]'),
      disabled: none,
    },
    {
      key: 'backward',
      icon: <ArrowDownOutlined />,
      label: t('editing.backward'),
      extra: shortcut('Ctrl+['),
      disabled: none,
    },
    {
      key: 'back',
      icon: <VerticalAlignBottomOutlined />,
      label: t('editing.back'),
      extra: shortcut('Ctrl+Shift+['),
      disabled: none,
    },
    { type: 'divider' },
    facts.allLocked
      ? { key: 'unlock', icon: <UnlockOutlined />, label: t('editing.unlock') }
      : { key: 'lock', icon: <LockOutlined />, label: t('editing.lock'), disabled: none },
    facts.allHidden
      ? { key: 'show', icon: <EyeOutlined />, label: t('editing.show') }
      : { key: 'hide', icon: <EyeInvisibleOutlined />, label: t('editing.hide'), disabled: none },
  ];
  if (facts.movable >= 2) {
    items.push({
      key: 'align',
      label: t('editing.align'),
      icon: <AlignLeftOutlined />,
      children: [
        ...(Object.keys(ALIGN_ICONS) as Alignment[]).map((a) => ({
          key: `align:${a}`,
          icon: ALIGN_ICONS[a],
          label: t(`editing.${alignKey(a)}`),
        })),
        { type: 'divider' as const },
        {
          key: 'distribute:horizontal',
          icon: DISTRIBUTE_ICONS.horizontal,
          label: t('editing.distributeHorizontal'),
          disabled: facts.movable < 3,
        },
        {
          key: 'distribute:vertical',
          icon: DISTRIBUTE_ICONS.vertical,
          label: t('editing.distributeVertical'),
          disabled: facts.movable < 3,
        },
      ],
    });
  }
  items.push(
    { type: 'divider' },
    { key: 'selectAll', icon: <SelectOutlined />, label: t('editing.selectAll'), extra: shortcut('Ctrl+A') },
  );
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [what, how] = key.split(':') as [string, string | undefined];
    if (what === 'align') commands.align(how as Alignment);
    else if (what === 'distribute') commands.distribute(how as 'horizontal' | 'vertical');
    else if (what === 'delete') commands.remove();
    else if (what === 'front' || what === 'forward' || what === 'backward' || what === 'back') commands.restack(what);
    else if (what === 'lock' || what === 'unlock') commands.flag('locked', what === 'lock');
    else if (what === 'hide' || what === 'show') commands.flag('hidden', what === 'hide');
    else if (what === 'cut' || what === 'copy' || what === 'paste' || what === 'duplicate' || what === 'selectAll')
      commands[what]();
  };
  return { items, onClick };
}
