import type { MaterialItem } from '@apm/contract';
import { Modal } from 'antd';
import { fileUrl } from './api';

/** A material shown whole: the picture, or the video playing (streamed, seekable). */
export function PreviewModal({ material: m, onClose }: { material?: MaterialItem; onClose: () => void }) {
  return (
    <Modal open={m !== undefined} title={m?.name} footer={null} width={880} onCancel={onClose} destroyOnHidden centered>
      {m?.kind === 'image' && (
        <img
          src={fileUrl(m, 'file')}
          alt={m.name}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: 'auto' }}
        />
      )}
      {m?.kind === 'video' && (
        <video
          src={fileUrl(m, 'file')}
          poster={fileUrl(m, 'poster')}
          controls
          autoPlay
          muted
          style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' }}
        />
      )}
    </Modal>
  );
}
