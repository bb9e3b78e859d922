import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  PlusOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { ProgramItem } from '@apm/contract';
import { Button, Card, Flex, Input, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { serverPaging, type NameQuery } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { PROGRAM_DELETE, PROGRAM_EDIT, PROGRAM_PUBLISH, useCopyProgram, useDeleteProgram, usePrograms } from './api';
import { EditorLoader } from './EditorLoader';
import { NewProgramModal } from './NewProgramModal';
import { ProgramThumbnail, THUMBNAIL } from './ProgramThumbnail';
import { PublishDialog } from './PublishDialog';
import { VersionsDrawer } from './VersionsDrawer';

/** /program/make: the programs of the range; open one to edit it, create, delete, publish. */
export function ProgramMakePage() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<ProgramItem | null>(null);

  return (
    <>
      {openId ? (
        <EditorLoader id={openId} onClose={() => setOpenId(null)} onPublish={setPublishing} />
      ) : (
        <ProgramList onOpen={setOpenId} onPublish={setPublishing} />
      )}
      {publishing && <PublishDialog program={publishing} onClose={() => setPublishing(null)} />}
    </>
  );
}

/** The programs of the range, paged on the server, searched by name, each with its first scene drawn small. */
function ProgramList({ onOpen, onPublish }: { onOpen: (id: string) => void; onPublish: (p: ProgramItem) => void }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [query, setQuery] = useState<NameQuery>({ pageNo: 1, pageSize: 20, name: '' });
  const [creating, setCreating] = useState(false);
  const page = usePrograms(query);
  const remove = useDeleteProgram();
  const copy = useCopyProgram();
  const [history, setHistory] = useState<ProgramItem | null>(null);

  const copyOf = (p: ProgramItem) =>
    copy.mutate(
      { id: p.id },
      { onSuccess: ({ jsonObject }) => void message.success(t('program.copied', { name: jsonObject.name })) },
    );

  const confirmDelete = (p: ProgramItem) =>
    modal.confirm({
      title: t('program.deleteTitle', { name: p.name }),
      content: t('program.deleteConfirm'),
      okText: t('program.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync({ id: p.id });
        void message.success(t('program.deleted', { name: p.name }));
      },
    });

  const columns: TableProps<ProgramItem>['columns'] = [
    {
      key: 'thumbnail',
      title: t('program.firstScene'),
      width: THUMBNAIL.width + 32,
      render: (_, p) => <ProgramThumbnail program={p} />,
    },
    { key: 'name', title: t('program.name'), render: (_, p) => <a onClick={() => onOpen(p.id)}>{p.name}</a> },
    { key: 'canvas', title: t('program.canvasSize'), width: 130, render: (_, p) => `${p.width} × ${p.height}` },
    { key: 'scenes', title: t('program.sceneCount'), width: 90, dataIndex: 'scenes' },
    { key: 'office', title: t('program.office'), width: 160, dataIndex: 'officeName' },
    { key: 'version', title: t('program.versionColumn'), width: 90, dataIndex: 'version' },
    {
      key: 'updated',
      title: t('program.updated'),
      width: 220,
      render: (_, p) => `${new Date(p.updatedAt).toLocaleString()} · ${p.updatedBy}`,
    },
    {
      key: 'actions',
      title: t('program.actions'),
      width: 190,
      render: (_, p) => (
        <Space size={4}>
          <AuthButton
            authority={PROGRAM_EDIT}
            size="small"
            icon={<EditOutlined />}
            aria-label={t('program.edit')}
            title={t('program.edit')}
            onClick={() => onOpen(p.id)}
          />
          <AuthButton
            authority={PROGRAM_PUBLISH}
            size="small"
            icon={<SendOutlined />}
            aria-label={t('program.publish')}
            title={t('program.publish')}
            onClick={() => onPublish(p)}
          />
          <AuthButton
            authority={PROGRAM_EDIT}
            size="small"
            icon={<CopyOutlined />}
            aria-label={t('program.copy', { name: p.name })}
            title={t('program.copy', { name: p.name })}
            loading={copy.isPending && copy.variables?.id === p.id}
            onClick={() => copyOf(p)}
          />
          <Button
            size="small"
            icon={<HistoryOutlined />}
            aria-label={t('program.versions.open', { name: p.name })}
            title={t('program.versions.open', { name: p.name })}
            onClick={() => setHistory(p)}
          />
          <AuthButton
            authority={PROGRAM_DELETE}
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('program.delete')}
            title={t('program.delete')}
            onClick={() => confirmDelete(p)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.progMake')}
      extra={
        <AuthButton authority={PROGRAM_EDIT} type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('program.create.open')}
        </AuthButton>
      }
    >
      <Flex style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('program.search')}
          style={{ maxWidth: 320 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
        />
      </Flex>
      <Table<ProgramItem>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('program.total', { count: total }),
          empty: query.name ? t('program.noneMatching') : t('program.empty'),
        })}
      />
      {history && <VersionsDrawer program={history} onClose={() => setHistory(null)} />}
      <NewProgramModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(p) => {
          setCreating(false);
          onOpen(p.id);
        }}
      />
    </Card>
  );
}
