import { ExpandOutlined, SettingOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { canvasPresets, type Canvas } from '@apm/render';
import { Button, Checkbox, Dropdown, Flex, Select, Space } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { CanvasSizeModal } from './CanvasSizeModal';
import { GRID_SIZES, type ViewSettings } from './viewSettings';
import { percentOf, ZOOM_STEPS } from './zoom';

interface Props {
  canvas: Canvas;
  /** A new canvas size: a change of the document. */
  onCanvas: (canvas: Canvas) => void;
  view: ViewSettings;
  onView: (change: Partial<ViewSettings>) => void;
  /** The scale the canvas is drawn at now (fitted or zoomed), for the percentage shown. */
  scale: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
}

const OTHER = 'other';

/** A percentage in the page's language (75 %, 75%, %75). */
const percentText = (scale: number) =>
  new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'percent' }).format(
    percentOf(scale) / 100,
  );

/**
 * The tools above the editor's canvas: its size (the usual screens, or any size with the
 * screen's own pixels), the zoom (fit, or steps of 25 %–400 %), the grid and snapping. Drawn
 * again only when its props change (give it stable handlers): not at every edit of a widget.
 */
export const CanvasToolbar = memo(function CanvasToolbar({
  canvas,
  onCanvas,
  view,
  onView,
  scale,
  onZoomIn,
  onZoomOut,
}: Props) {
  const { t } = useTranslation();
  const [sizing, setSizing] = useState(false);
  const preset = canvasPresets.find((p) => p.width === canvas.width && p.height === canvas.height);

  const choosePreset = (id: string) => {
    const p = canvasPresets.find((x) => x.id === id);
    // The screen's pixels, when set, stay: they belong to the screen, not to the canvas chosen.
    if (p) onCanvas({ ...canvas, width: p.width, height: p.height });
    else setSizing(true);
  };
  const percent = percentText(scale);

  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
      <Space.Compact>
        <Select
          aria-label={t('canvasTools.size')}
          value={preset?.id ?? OTHER}
          onSelect={choosePreset}
          popupMatchSelectWidth={false}
          style={{ width: 230 }}
          options={[
            ...canvasPresets.map((p) => ({
              value: p.id,
              label: t(`program.presets.${p.id}`, { width: p.width, height: p.height }),
            })),
            {
              value: OTHER,
              label: preset
                ? t('canvasTools.otherSize')
                : `${t('program.presets.custom')} (${canvas.width} × ${canvas.height})`,
            },
          ]}
        />
        <Button
          icon={<SettingOutlined />}
          aria-label={t('canvasTools.sizeMore')}
          title={t('canvasTools.sizeMore')}
          onClick={() => setSizing(true)}
        />
      </Space.Compact>
      <Space.Compact>
        <Button
          icon={<ZoomOutOutlined />}
          aria-label={t('canvasTools.zoomOut')}
          title={t('canvasTools.zoomOutHint')}
          onClick={onZoomOut}
        />
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [String(view.zoom)],
            items: [
              { key: 'fit', label: t('canvasTools.fit') },
              ...ZOOM_STEPS.map((s) => ({ key: String(s), label: percentText(s) })),
            ],
            onClick: ({ key }) => onView({ zoom: key === 'fit' ? 'fit' : Number(key) }),
          }}
        >
          <Button aria-label={t('canvasTools.zoom', { percent })} style={{ minWidth: 72 }}>
            {percent}
          </Button>
        </Dropdown>
        <Button
          icon={<ZoomInOutlined />}
          aria-label={t('canvasTools.zoomIn')}
          title={t('canvasTools.zoomInHint')}
          onClick={onZoomIn}
        />
        <Button
          icon={<ExpandOutlined />}
          type={view.zoom === 'fit' ? 'primary' : 'default'}
          aria-pressed={view.zoom === 'fit'}
          title={t('canvasTools.fitHint')}
          onClick={() => onView({ zoom: 'fit' })}
        >
          {t('canvasTools.fit')}
        </Button>
      </Space.Compact>
      <Flex gap={4} align="center">
        <Checkbox checked={view.grid} onChange={(e) => onView({ grid: e.target.checked })}>
          {t('canvasTools.grid')}
        </Checkbox>
        <Select
          aria-label={t('canvasTools.gridSize')}
          size="small"
          value={view.gridSize}
          onChange={(gridSize) => onView({ gridSize })}
          options={GRID_SIZES.map((s) => ({ value: s, label: `${s} px` }))}
          style={{ width: 80 }}
        />
      </Flex>
      <Checkbox
        checked={view.snap}
        title={t('canvasTools.snapHint')}
        onChange={(e) => onView({ snap: e.target.checked })}
      >
        {t('canvasTools.snap')}
      </Checkbox>
      <CanvasSizeModal open={sizing} canvas={canvas} onApply={onCanvas} onClose={() => setSizing(false)} />
    </Flex>
  );
});
