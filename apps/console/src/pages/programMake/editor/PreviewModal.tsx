import { fitCanvas, ProgramView, type ProgramDocument } from '@apm/render';
import { Modal, Typography } from 'antd';
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

/**
 * Plays the program as a screen will, with the shared renderer: main scenes in turn, each for its
 * duration, and its buttons work (sub-scenes, jumps, web pages, the idle timeout). A sub-scene being
 * edited opens over the first main scene.
 */
export function PreviewModal({ open, doc, startSceneId, title, onClose }: Props) {
  const { t } = useTranslation();
  const interactive = doc.scenes.some((s) => s.widgets.some((w) => w.kind === 'button'));
  const idleSeconds = doc.interaction.idleMs / 1000;
  // The largest box of the canvas's aspect that fits a comfortable part of the window.
  const room = { width: Math.min(1200, window.innerWidth - 96), height: Math.max(240, window.innerHeight - 260) };
  const place = fitCanvas(doc.canvas, room);
  const viewport = { width: Math.round(place.width), height: Math.round(place.height) };
  return (
    <Modal
      open={open}
      title={title ?? t('program.preview.title')}
      onCancel={onClose}
      footer={null}
      width={viewport.width + 48}
      destroyOnHidden
      centered
    >
      {open && (
        <PreviewDataSources documents={[doc]}>
          <ProgramView document={doc} resolve={resolveMedia} viewport={viewport} startSceneId={startSceneId} />
        </PreviewDataSources>
      )}
      <Typography.Text type="secondary">
        {t('program.preview.hint', { width: doc.canvas.width, height: doc.canvas.height })}
        {interactive && ` ${t('program.preview.buttons')}`}
        {interactive && idleSeconds > 0 && ` ${t('program.preview.idle', { seconds: idleSeconds })}`}
      </Typography.Text>
    </Modal>
  );
}
