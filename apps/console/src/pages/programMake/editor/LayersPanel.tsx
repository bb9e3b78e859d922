import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  HolderOutlined,
  LockOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { Scene, Widget } from '@apm/render';
import { Button, Dropdown, Flex, Space, Tooltip, Typography, type MenuProps } from 'antd';
import { memo, useState, type DragEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useStableHandlers } from '../../../components/useStableHandlers';
import { WIDGET_ICONS } from '../../../components/widgetKinds';
import { useTranslation } from '../../../i18n/useTranslation';
import { kindName } from './kindName';
import { contentName, layersOf } from './layers';
import { clickSelect, type Selection } from './selection';
import type { WidgetCommands } from './widgetCommands';

interface Props {
  scene: Scene;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** Stable, as the menu and the handlers: the panel is drawn again only when what it shows changes. */
  commands: WidgetCommands;
  /** The right-click menu (the canvas's). */
  menu: MenuProps;
  /** A widget's lock or visibility switched (it alone, whatever is chosen). */
  onFlag: (widgetId: string, flag: 'locked' | 'hidden', on: boolean) => void;
}

/** Where a dragged layer would land: above or below the row under the pointer. */
interface DropAt {
  target: string;
  above: boolean;
}

/**
 * The scene's widgets as layers, the topmost first: its kind's icon and its name (else its words,
 * else its kind's name); a click chooses
 * it (Shift or Ctrl+click adds or takes away; locked ones are chosen only here), a drag puts the
 * chosen ones elsewhere in the stack, the buttons bring them forward or back; each row locks and
 * hides its widget.
 */
export const LayersPanel = memo(function LayersPanel({ scene, selection, onSelect, commands, menu, onFlag }: Props) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<DropAt | null>(null);
  const layers = layersOf(scene.widgets);
  const none = selection.length === 0;

  const click = (e: MouseEvent, id: string) =>
    onSelect(clickSelect(selection, id, e.shiftKey || e.ctrlKey || e.metaKey));
  /** A right click on a row not chosen chooses it alone: the menu is for what is chosen. */
  const context = (id: string) => {
    if (!selection.includes(id)) onSelect([id]);
  };
  const over = (e: DragEvent<HTMLDivElement>, id: string) => {
    if (!dragged) return;
    e.preventDefault();
    const r = e.currentTarget.getBoundingClientRect();
    const above = e.clientY < r.top + r.height / 2;
    if (dropAt?.target !== id || dropAt.above !== above) setDropAt({ target: id, above });
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    if (dragged && dropAt) {
      commands.moveLayers(selection.includes(dragged) ? selection : [dragged], dropAt.target, dropAt.above);
    }
    setDragged(null);
    setDropAt(null);
  };
  // One object whose handlers read this render's: a row redraws only when its own widget or state changes.
  const events = useStableHandlers<RowEvents>({
    click,
    context,
    over,
    drop,
    key: (e, id) => onSelect(clickSelect(selection, id, e.shiftKey || e.ctrlKey || e.metaKey)),
    dragStart: (id) => setDragged(id),
    dragEnd: () => {
      setDragged(null);
      setDropAt(null);
    },
    flag: onFlag,
  });
  const action = (key: 'front' | 'forward' | 'backward' | 'back', icon: ReactNode) => (
    <Tooltip title={t(`editing.${key}`)}>
      <Button
        size="small"
        icon={icon}
        aria-label={t(`editing.${key}`)}
        disabled={none}
        onClick={() => commands.restack(key)}
      />
    </Tooltip>
  );

  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('editing.layers')}</Typography.Text>
        <Space.Compact>
          {action('front', <VerticalAlignTopOutlined />)}
          {action('forward', <ArrowUpOutlined />)}
          {action('backward', <ArrowDownOutlined />)}
          {action('back', <VerticalAlignBottomOutlined />)}
        </Space.Compact>
      </Flex>
      {layers.length === 0 ? (
        <Typography.Text type="secondary">{t('editing.noLayers')}</Typography.Text>
      ) : (
        <Dropdown menu={menu} trigger={['contextMenu']}>
          <div
            role="list"
            aria-label={t('editing.layers')}
            style={{
              border: '1px solid #d9d9d9',
              borderRadius: 8,
              overflow: 'hidden',
              maxHeight: 360,
              overflowY: 'auto',
            }}
          >
            {layers.map((w, i) => (
              <LayerRow
                key={w.id}
                widget={w}
                first={i === 0}
                chosen={selection.includes(w.id)}
                line={dropAt?.target === w.id ? (dropAt.above ? 'top' : 'bottom') : undefined}
                events={events}
              />
            ))}
          </div>
        </Dropdown>
      )}
    </Flex>
  );
}, samePanel);

/** What a row tells its panel. */
interface RowEvents {
  click: (e: MouseEvent, id: string) => void;
  context: (id: string) => void;
  over: (e: DragEvent<HTMLDivElement>, id: string) => void;
  drop: (e: DragEvent) => void;
  key: (e: KeyboardEvent, id: string) => void;
  dragStart: (id: string) => void;
  dragEnd: () => void;
  flag: Props['onFlag'];
}

interface RowProps {
  widget: Widget;
  first: boolean;
  chosen: boolean;
  /** Where a dragged layer would land on this row. */
  line: 'top' | 'bottom' | undefined;
  events: RowEvents;
}

/** Whether a layer shows the same: a widget moved or resized (its box alone changed) keeps its row as it is. */
const sameLayer = (a: Widget, b: Widget) =>
  a === b ||
  (a.id === b.id &&
    a.kind === b.kind &&
    a.name === b.name &&
    a.hidden === b.hidden &&
    a.locked === b.locked &&
    a.z === b.z &&
    a.props === b.props);

const sameRow = (a: RowProps, b: RowProps) =>
  a.first === b.first &&
  a.chosen === b.chosen &&
  a.line === b.line &&
  a.events === b.events &&
  sameLayer(a.widget, b.widget);

/** Whether the panel shows the same: its handlers, the selection and every layer alike (a move changes none). */
function samePanel(a: Props, b: Props): boolean {
  for (const key of Object.keys(a) as (keyof Props)[]) {
    if (key !== 'scene' && a[key] !== b[key]) return false;
  }
  const [x, y] = [a.scene.widgets, b.scene.widgets];
  return a.scene === b.scene || (x.length === y.length && x.every((w, i) => sameLayer(w, y[i]!)));
}

/** One layer: its kind's icon, its name, its lock and visibility switches. */
const LayerRow = memo(function LayerRow({ widget: w, first, chosen, line, events }: RowProps) {
  const { t } = useTranslation();
  const name = w.name || contentName(w) || kindName(t, w.kind);
  return (
    <div
      role="listitem"
      aria-label={name}
      aria-selected={chosen}
      data-layer={w.id}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', w.id);
        events.dragStart(w.id);
      }}
      onDragOver={(e) => events.over(e, w.id)}
      onDrop={events.drop}
      onDragEnd={events.dragEnd}
      tabIndex={0}
      onClick={(e) => events.click(e, w.id)}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
        e.preventDefault();
        events.key(e, w.id);
      }}
      onContextMenu={() => events.context(w.id)}
      style={{
        cursor: 'pointer',
        padding: '4px 8px',
        borderTop: first ? undefined : '1px solid #f0f0f0',
        background: chosen ? 'rgba(22,119,255,0.12)' : undefined,
        boxShadow: line === 'top' ? 'inset 0 2px 0 #1677ff' : line === 'bottom' ? 'inset 0 -2px 0 #1677ff' : undefined,
        opacity: w.hidden ? 0.5 : 1,
      }}
    >
      <Flex gap={6} align="center">
        <HolderOutlined style={{ cursor: 'grab', color: '#bfbfbf' }} />
        {WIDGET_ICONS[w.kind]}
        <Typography.Text ellipsis style={{ flex: 1 }} delete={w.hidden}>
          {name}
        </Typography.Text>
        <Tooltip title={w.locked ? t('editing.unlock') : t('editing.lock')}>
          <Button
            size="small"
            type="text"
            aria-label={t('editing.locked')}
            aria-pressed={w.locked ?? false}
            icon={w.locked ? <LockOutlined /> : <UnlockOutlined style={{ opacity: 0.4 }} />}
            onClick={(e) => {
              e.stopPropagation();
              events.flag(w.id, 'locked', !w.locked);
            }}
          />
        </Tooltip>
        <Tooltip title={w.hidden ? t('editing.show') : t('editing.hide')}>
          <Button
            size="small"
            type="text"
            aria-label={t('editing.hidden')}
            aria-pressed={w.hidden ?? false}
            icon={w.hidden ? <EyeInvisibleOutlined /> : <EyeOutlined style={{ opacity: 0.4 }} />}
            onClick={(e) => {
              e.stopPropagation();
              events.flag(w.id, 'hidden', !w.hidden);
            }}
          />
        </Tooltip>
      </Flex>
    </div>
  );
}, sameRow);
