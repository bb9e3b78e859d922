import { ExportOutlined, GlobalOutlined, ZoomInOutlined, ZoomOutOutlined, ExpandOutlined } from '@ant-design/icons';
import { materialApi, materialLibraryApi, type MaterialItem } from '@apm/contract';
import { Button, Empty, Flex, Modal, Pagination, Segmented, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { urlOf } from '../../api/client';
import { useCall } from '../../api/hooks';
import { useLiveEvents } from '../../api/useLiveEvents';
import { ConvertProgress } from './ConvertProgress';
import { fileUrl } from './api';

const FRAME = { display: 'block', width: '100%', maxHeight: '70vh', background: '#000' } as const;

/** What a player plays of a material: its converted rendition when one was made, else its file. */
const playUrl = (m: MaterialItem) => urlOf(materialApi.getFile, { id: m.id, variant: 'play', v: m.playMd5 ?? m.md5 });
const pageUrl = (m: MaterialItem, page: number) => urlOf(materialApi.getFile, { id: m.id, variant: 'page', page });

/** A picture with zoom: buttons and the mouse wheel, the picture scrolled when it outgrows the frame. */
function ZoomablePicture({ m }: { m: MaterialItem }) {
  const { t } = useTranslation();
  const [scale, setScale] = useState(1);
  const zoom = (f: number) => setScale((s) => Math.min(8, Math.max(0.25, Math.round(s * f * 100) / 100)));
  // An SVG is only ever served sanitised (the file variant of an SVG is its safe rendition).
  const src = m.mime === 'image/svg+xml' ? playUrl(m) : fileUrl(m, 'file');
  return (
    <Flex vertical gap={8}>
      <Space>
        <Tooltip title={t('materialMedia.preview.zoomOut')}>
          <Button
            icon={<ZoomOutOutlined />}
            aria-label={t('materialMedia.preview.zoomOut')}
            onClick={() => zoom(1 / 1.25)}
          />
        </Tooltip>
        <Typography.Text style={{ minWidth: 48, textAlign: 'center', display: 'inline-block' }}>
          {Math.round(scale * 100)} %
        </Typography.Text>
        <Tooltip title={t('materialMedia.preview.zoomIn')}>
          <Button icon={<ZoomInOutlined />} aria-label={t('materialMedia.preview.zoomIn')} onClick={() => zoom(1.25)} />
        </Tooltip>
        <Tooltip title={t('materialMedia.preview.fit')}>
          <Button icon={<ExpandOutlined />} aria-label={t('materialMedia.preview.fit')} onClick={() => setScale(1)} />
        </Tooltip>
      </Space>
      <div
        style={{ overflow: 'auto', maxHeight: '70vh', background: '#f5f5f5', textAlign: 'center' }}
        onWheel={(e) => {
          if (!e.ctrlKey && !e.metaKey) return;
          zoom(e.deltaY < 0 ? 1.1 : 1 / 1.1);
        }}
      >
        <img
          src={src}
          alt={m.name}
          style={{
            display: 'inline-block',
            maxWidth: scale === 1 ? '100%' : 'none',
            maxHeight: scale === 1 ? '68vh' : 'none',
            width: scale === 1 ? undefined : `${(m.width ?? 800) * scale}px`,
          }}
        />
      </div>
    </Flex>
  );
}

/** A PDF's pages, one at a time, as the server rendered them. */
function PdfPages({ m }: { m: MaterialItem }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const count = m.pageCount ?? 0;
  if (count === 0) return <Empty description={t('materialMedia.preview.notYet')} />;
  return (
    <Flex vertical gap={8} align="center">
      <img
        key={page}
        src={pageUrl(m, page - 1)}
        alt={t('materialMedia.preview.page', { page, count })}
        style={{ display: 'block', maxWidth: '100%', maxHeight: '68vh', boxShadow: '0 1px 6px rgba(0,0,0,.2)' }}
      />
      <Pagination simple current={page} total={count} pageSize={1} onChange={setPage} showSizeChanger={false} />
      <Typography.Text type="secondary">{t('materialMedia.preview.page', { page, count })}</Typography.Text>
    </Flex>
  );
}

/** A web page: the page itself in a sandboxed frame, or the screenshot the server took of it. */
function WebPage({ m }: { m: MaterialItem }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'live' | 'shot'>('live');
  const url = m.sourceUrl ?? '';
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'live' | 'shot')}
          options={[
            { value: 'live', label: t('materialMedia.preview.live') },
            { value: 'shot', label: t('materialMedia.preview.screenshot') },
          ]}
        />
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
          <ExportOutlined /> {t('materialMedia.preview.open')}
        </Typography.Link>
      </Flex>
      <Typography.Text type="secondary" ellipsis>
        {url}
      </Typography.Text>
      {view === 'live' ? (
        <iframe
          title={m.name}
          src={url}
          // Its scripts run, in an origin of their own: it can neither reach the console nor navigate it.
          sandbox="allow-scripts allow-forms"
          referrerPolicy="no-referrer"
          style={{ width: '100%', height: '60vh', border: '1px solid #d9d9d9', background: '#fff' }}
        />
      ) : m.posterMd5 ? (
        <img src={fileUrl(m, 'poster')} alt={m.name} style={{ display: 'block', maxWidth: '100%', margin: 'auto' }} />
      ) : (
        <Empty
          image={<GlobalOutlined style={{ fontSize: 64, color: '#bfbfbf' }} />}
          description={t('materialMedia.preview.noScreenshot')}
        />
      )}
    </Flex>
  );
}

/** A video or sound: its player (seekable: the server answers byte ranges), or its conversion while it runs. */
function Player({ m }: { m: MaterialItem }) {
  const { t } = useTranslation();
  const converting =
    m.status === 'processing' || m.problem === 'conversionCancelled' || m.problem === 'conversionFailed';
  if (converting && !m.playMd5) {
    return (
      <Flex vertical gap={12}>
        {m.posterMd5 && <img src={fileUrl(m, 'poster')} alt={m.name} style={{ ...FRAME, objectFit: 'contain' }} />}
        <Typography.Text>{t('materialMedia.preview.converting')}</Typography.Text>
        <ConvertProgress material={m} />
      </Flex>
    );
  }
  if (m.kind === 'audio') {
    return (
      <Flex vertical gap={12}>
        {m.posterMd5 && (
          <img src={fileUrl(m, 'poster')} alt={m.name} style={{ display: 'block', maxWidth: '100%', margin: 'auto' }} />
        )}
        <audio src={playUrl(m)} controls autoPlay style={{ width: '100%' }} />
      </Flex>
    );
  }
  return <video src={playUrl(m)} poster={fileUrl(m, 'poster')} controls autoPlay muted playsInline style={FRAME} />;
}

/**
 * A material shown whole: a picture with zoom, a video or sound playing (streamed, seekable; the
 * converted rendition of one a browser cannot play, with the conversion's progress meanwhile), a
 * PDF's pages, a web page live or as its screenshot.
 */
export function PreviewModal({ material: shown, onClose }: { material?: MaterialItem; onClose: () => void }) {
  const { t } = useTranslation();
  // The material as it is now, not as it was when opened: a conversion ending shows the player.
  useLiveEvents();
  const fresh = useCall(
    materialLibraryApi.details,
    { id: shown?.id ?? '' },
    { enabled: shown !== undefined, quiet: true },
  );
  const latest = fresh.data?.jsonObject.material;
  const m = shown && latest?.id === shown.id ? latest : shown;
  const failed = m?.status === 'failed' && m.problem !== 'conversionCancelled' && m.problem !== 'conversionFailed';
  return (
    <Modal open={m !== undefined} title={m?.name} footer={null} width={920} onCancel={onClose} destroyOnHidden centered>
      {m && failed && (
        <Empty description={t('materialMedia.preview.failed', { problem: t(`material.problems.${m.problem}`) })} />
      )}
      {m &&
        !failed &&
        m.kind === 'image' &&
        (m.status === 'ready' ? <ZoomablePicture m={m} /> : <Empty description={t('materialMedia.preview.notYet')} />)}
      {m && !failed && (m.kind === 'video' || m.kind === 'audio') && <Player m={m} />}
      {m && !failed && m.kind === 'pdf' && <PdfPages m={m} />}
      {m && m.kind === 'web' && <WebPage m={m} />}
    </Modal>
  );
}
