import { terminalApi, type TerminalItem } from '@apm/contract';
import { fitCanvas, ProgramView, type ProgramDocument } from '@apm/render';
import { Flex, Modal, Segmented, Select, Typography } from 'antd';
import { memo, useState } from 'react';
import { useAccess } from '../../../access/useAccess';
import { useList } from '../../../api/hooks';
import { useSettled } from '../../../components/useSettled';
import { skipWhileClosed } from '../../../components/skipWhileClosed';
import { useTranslation } from '../../../i18n/useTranslation';
import { PreviewDataSources } from './dataSources';
import { resolveMedia } from './media';

interface Props {
  open: boolean;
  doc: ProgramDocument;
  /** The scene to start with (the one being edited). */
  startSceneId?: string;
  /** What is previewed, when not the program being edited (a kept version). */
  title?: string;
  onClose: () => void;
}

/** How large the preview draws: fitted to the window, or a screen's own pixels, one for one. */
type Sizing = 'fit' | 'screen' | 'terminal';

interface Pixels {
  width: number;
  height: number;
}

/** The screen a program is laid out for: its own pixels when they differ from the canvas's (an LED wall). */
const screenOf = ({ canvas }: ProgramDocument): Pixels => ({
  width: canvas.realWidth ?? canvas.width,
  height: canvas.realHeight ?? canvas.height,
});

/**
 * Plays the program as a screen will, with the shared renderer: main scenes in turn, each for its
 * duration, and its buttons work (sub-scenes, jumps, web pages, the idle timeout). A sub-scene being
 * edited opens over the first main scene. It is drawn fitted to the window, or at a screen's exact
 * pixels (the program's screen, or a terminal's as its player reported it), one for one and
 * scrolled when larger than the window: what that player draws, pixel for pixel.
 */
export const PreviewModal = memo(function PreviewModal({ open, doc, startSceneId, title, onClose }: Props) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const [sizing, setSizing] = useState<Sizing>('fit');
  const [terminal, setTerminal] = useState<TerminalItem | null>(null);
  const interactive = doc.scenes.some((s) => s.widgets.some((w) => w.kind === 'button'));
  const idleSeconds = doc.interaction.idleMs / 1000;
  const screen = screenOf(doc);

  // The largest box of the canvas's aspect that fits a comfortable part of the window.
  const room = { width: Math.min(1200, window.innerWidth - 96), height: Math.max(240, window.innerHeight - 300) };
  const fitted = fitCanvas(doc.canvas, room);
  const exact = sizing === 'screen' ? screen : sizing === 'terminal' ? terminal?.screen : null;
  const viewport = exact ?? { width: Math.round(fitted.width), height: Math.round(fitted.height) };
  const shown = sizing !== 'terminal' || exact;

  return (
    <Modal
      open={open}
      title={title ?? t('program.preview.title')}
      onCancel={onClose}
      footer={null}
      width={Math.min(window.innerWidth - 32, Math.max(viewport.width, 560) + 48)}
      destroyOnHidden
      centered
    >
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <Segmented<Sizing>
          size="small"
          aria-label={t('program.preview.size')}
          value={sizing}
          onChange={setSizing}
          options={[
            { value: 'fit', label: t('program.preview.fit') },
            { value: 'screen', label: t('program.preview.screen', { ...screen }) },
            ...(can('terminal:monitor:view')
              ? [{ value: 'terminal' as const, label: t('program.preview.terminal') }]
              : []),
          ]}
        />
        {sizing === 'terminal' && <TerminalScreenSelect value={terminal} onChange={setTerminal} />}
      </Flex>
      {open && shown && (
        <div
          data-preview-viewport={`${viewport.width}x${viewport.height}`}
          style={{
            overflow: 'auto',
            maxHeight: exact ? 'calc(100vh - 300px)' : undefined,
            width: '100%',
            background: '#000',
          }}
        >
          <PreviewDataSources documents={[doc]}>
            <ProgramView document={doc} resolve={resolveMedia} viewport={viewport} startSceneId={startSceneId} />
          </PreviewDataSources>
        </div>
      )}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {exact
          ? t('program.preview.exact', { ...exact })
          : t('program.preview.hint', { width: doc.canvas.width, height: doc.canvas.height })}
        {interactive && ` ${t('program.preview.buttons')}`}
        {interactive && idleSeconds > 0 && ` ${t('program.preview.idle', { seconds: idleSeconds })}`}
      </Typography.Text>
    </Modal>
  );
}, skipWhileClosed);

/** Finds a terminal of the user's range by name: its screen's pixels, as its player reported them. */
function TerminalScreenSelect({
  value,
  onChange,
}: {
  value: TerminalItem | null;
  onChange: (terminal: TerminalItem | null) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const asked = useSettled(keyword);
  const found = useList(terminalApi.search, { keyword: asked, pageNo: 1, pageSize: 20 }, { enabled: asked !== '' });
  const terminals = keyword ? (found.data?.list ?? []) : value ? [value] : [];
  // Until the server has answered for the words typed, nothing is said to be missing.
  const searching = found.isFetching || asked !== keyword;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: (k) => setKeyword(k.trim()) }}
      allowClear
      style={{ minWidth: 280 }}
      aria-label={t('program.preview.terminal')}
      placeholder={t('program.preview.terminalSearch')}
      loading={searching}
      notFoundContent={keyword && !searching ? t('program.preview.noTerminal') : null}
      value={value?.id}
      onChange={(id?: string) => onChange(terminals.find((x) => x.id === id) ?? null)}
      options={terminals.map((x) => ({
        value: x.id,
        disabled: !x.screen,
        // The same signs in every language, as the canvas's size is shown.
        label: x.screen
          ? `${x.name} · ${x.screen.width} × ${x.screen.height}`
          : t('program.preview.noScreen', { name: x.name }),
      }))}
    />
  );
}
