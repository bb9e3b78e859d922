import { DeleteOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { MaterialItem } from '@apm/contract';
import { App, Button, Card, Empty, Flex, Input, Pagination, Select, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveEvents } from '../../api/useLiveEvents';
import { useAccess } from '../../access/useAccess';
import { GuardedButton } from '../../components/GuardedButton';
import { PAGE_SIZES } from '../../components/pagedTable';
import {
  MATERIAL_DELETE,
  MATERIAL_UPLOAD,
  useDeleteMaterials,
  useMaterialPage,
  useUploadLimit,
  type MaterialQuery,
} from './api';
import { MaterialCard } from './MaterialCard';
import { PreviewModal } from './PreviewModal';
import { ACCEPT, UploadPanel } from './UploadPanel';
import { useUploads } from './useUploads';

/**
 * /resManage/myRes: the materials of the caller's range as a grid (thumbnail, name, kind, size,
 * processing state, which refreshes until ready), paged on the server and filtered by name and
 * kind; uploads by drag-and-drop or the button, each file showing its progress (read, then sent)
 * or "already in your library"; deletion with confirmation.
 */
export function MaterialManagePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { can, guard } = useAccess();
  const [query, setQuery] = useState<MaterialQuery>({ name: '', kind: '', pageNo: 1, pageSize: 20 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [previewing, setPreviewing] = useState<MaterialItem>();
  const limit = useUploadLimit();
  const uploads = useUploads(limit);
  const page = useMaterialPage(query);
  const remove = useDeleteMaterials();
  // material.changed (made, processed, deleted in the range) refreshes the grid.
  useLiveEvents();

  const list = page.data?.list ?? [];
  const confirmDelete = (materials: MaterialItem[]) =>
    guard(MATERIAL_DELETE, () =>
      modal.confirm({
        title:
          materials.length === 1
            ? t('material.deleteTitle', { name: materials[0]!.name })
            : t('material.deleteManyTitle', { count: materials.length }),
        content: t('material.deleteConfirm'),
        okText: t('material.delete'),
        cancelText: t('material.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          const r = await remove.mutateAsync({ ids: materials.map((m) => m.id).join(',') });
          setSelected((s) => new Set([...s].filter((id) => !materials.some((m) => m.id === id))));
          void message.success(t('material.deleted', { count: r.jsonObject.count }));
        },
      }),
    );

  const chosen = list.filter((m) => selected.has(m.id));
  const filtered = query.name !== '' || query.kind !== '';
  return (
    <Card title={t('menu.materialManage')}>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('material.search')}
          placeholder={t('material.search')}
          style={{ maxWidth: 280 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
        />
        <Select
          aria-label={t('material.kind')}
          style={{ width: 160 }}
          value={query.kind}
          onChange={(kind: MaterialQuery['kind']) => setQuery((q) => ({ ...q, kind, pageNo: 1 }))}
          options={[
            { value: '', label: t('material.kinds.all') },
            { value: 'image', label: t('material.kinds.image') },
            { value: 'video', label: t('material.kinds.video') },
          ]}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} aria-label={t('material.refresh')} />
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <GuardedButton
            authority={MATERIAL_DELETE}
            danger
            icon={<DeleteOutlined />}
            disabled={chosen.length === 0}
            onClick={() => confirmDelete(chosen)}
          >
            {t('material.deleteSelected', { count: chosen.length })}
          </GuardedButton>
          {can(MATERIAL_UPLOAD) ? (
            <Upload
              multiple
              accept={ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                uploads.add([file]);
                return false;
              }}
            >
              <Button type="primary" icon={<UploadOutlined />}>
                {t('material.upload.button')}
              </Button>
            </Upload>
          ) : (
            <GuardedButton authority={MATERIAL_UPLOAD} type="primary" icon={<UploadOutlined />}>
              {t('material.upload.button')}
            </GuardedButton>
          )}
        </Flex>
      </Flex>
      {can(MATERIAL_UPLOAD) && (
        <UploadPanel
          items={uploads.items}
          limitBytes={limit}
          onFiles={uploads.add}
          onCancel={uploads.cancel}
          onClear={uploads.clearEnded}
        />
      )}
      <Spin spinning={page.isFetching && !page.data}>
        {list.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={page.data ? (filtered ? t('material.noneMatching') : t('material.empty')) : ' '}
          />
        ) : (
          <div
            data-testid="material-grid"
            style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
          >
            {list.map((m) => (
              <MaterialCard
                key={m.id}
                material={m}
                selected={selected.has(m.id)}
                onSelect={(on) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (on) next.add(m.id);
                    else next.delete(m.id);
                    return next;
                  })
                }
                onPreview={() => setPreviewing(m)}
                onDelete={() => confirmDelete([m])}
              />
            ))}
          </div>
        )}
      </Spin>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{t('material.total', { count: page.data?.count ?? 0 })}</Typography.Text>
        <Pagination
          current={query.pageNo}
          pageSize={query.pageSize}
          total={page.data?.count ?? 0}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES}
          onChange={(pageNo, pageSize) =>
            setQuery((q) => ({ ...q, pageNo: pageSize === q.pageSize ? pageNo : 1, pageSize }))
          }
        />
      </Flex>
      <PreviewModal material={previewing} onClose={() => setPreviewing(undefined)} />
    </Card>
  );
}
