import {
  AppstoreOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  HomeOutlined,
  ScissorOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { materialLibraryApi, TOP_FOLDER, type MaterialFolder, type OfficeNode } from '@apm/contract';
import { Button, Flex, Form, Input, Modal, Spin, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useChange } from '../../api/hooks';
import { useAccess } from '../../access/useAccess';
import { GuardedButton } from '../../components/GuardedButton';
import { LazyOfficeTreeSelect } from '../../components/LazyOfficeTreeSelect';
import { dataRangeTreeKey, fetchDataRangeLevel, useDataRange } from '../../layout/header/dataRangeApi';
import { useSession } from '../../session/SessionContext';
import { MATERIAL_DELETE, MATERIAL_EDIT, useFolderTree } from './api';
import { setClipboard, useClipboard } from './clipboard';
import { folderName } from './folderName';

/** Where the library looks: an office of the range and, in it, every material, the top, or a folder. */
export interface Place {
  officeId?: string;
  /** Undefined: every material of the office; TOP_FOLDER: the top of its library; else a folder's id. */
  folderId?: string;
}

const ALL = '__all__';

interface Props {
  place: Place;
  onPlace: (p: Place) => void;
  /** Pastes the clipboard into the folder shown (or the top). */
  onPaste: () => void;
}

/** The folders of the folder being asked about, as tree nodes under it. */
function nodesOf(folders: MaterialFolder[], parentId: string | null): DataNode[] {
  return folders
    .filter((f) => f.parentId === parentId)
    .map((f) => ({
      key: f.id,
      title: (
        <span data-folder-name={f.name}>
          {f.name}
          {f.materials > 0 && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
              {f.materials}
            </Typography.Text>
          )}
        </span>
      ),
      icon: ({ expanded }: { expanded?: boolean }) => (expanded ? <FolderOpenOutlined /> : <FolderOutlined />),
      children: nodesOf(folders, f.id),
      isLeaf: f.folders === 0,
    }));
}

/**
 * The library's left side: the office (for a range of several), "All materials", the top of the
 * library and its folders as a tree, with the folder actions: new, rename, delete, copy, cut and
 * paste into the folder chosen.
 */
export function FolderPanel({ place, onPlace, onPaste }: Props) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { user } = useSession();
  const translate = useTranslate();
  const { guard } = useAccess();
  const range = useDataRange();
  const tree = useFolderTree(place.officeId);
  const clipboard = useClipboard();
  const save = useChange(materialLibraryApi.folderSave, { quiet: true });
  const remove = useChange(materialLibraryApi.folderDelete, { quiet: true });
  const [naming, setNaming] = useState<{ folder?: MaterialFolder; parentId?: string }>();
  const [form] = Form.useForm<{ name: string }>();

  const folders = useMemo(() => tree.data?.jsonObject.folders ?? [], [tree.data]);
  const officeId = tree.data?.jsonObject.officeId;
  const folder = folders.find((f) => f.id === place.folderId);
  const treeData: DataNode[] = [
    {
      key: ALL,
      title: <span data-folder-name="*">{t('library.folders.all')}</span>,
      icon: <AppstoreOutlined />,
      isLeaf: true,
    },
    {
      key: TOP_FOLDER,
      title: <span data-folder-name="/">{t('library.folders.top')}</span>,
      icon: <HomeOutlined />,
      children: nodesOf(folders, null),
    },
  ];

  const roots = async (parentId: string | undefined, signal?: AbortSignal): Promise<OfficeNode[]> => {
    const r = range.data;
    if (parentId || !r) return parentId ? fetchDataRangeLevel(parentId, signal) : [];
    return [
      {
        id: r.officeId,
        parentId: null,
        name: r.officeName,
        type: 'office',
        sort: 0,
        remarks: '',
        hasChildren: true,
        createdAt: 0,
        updatedAt: 0,
      },
    ];
  };

  const openNaming = (target: { folder?: MaterialFolder; parentId?: string }) =>
    guard(MATERIAL_EDIT, () => {
      form.setFieldsValue({ name: target.folder?.name ?? '' });
      setNaming(target);
    });

  const submitName = async () => {
    const { name } = await form.validateFields();
    try {
      const made = await save.mutateAsync(
        naming?.folder ? { id: naming.folder.id, name } : { name, officeId: officeId, parentId: naming?.parentId },
      );
      setNaming(undefined);
      if (!naming?.folder) onPlace({ officeId: place.officeId, folderId: made.jsonObject.id });
    } catch (err) {
      const reason = err instanceof ApiError ? err.fields?.find((f) => f.field === 'name')?.message : undefined;
      if (reason) form.setFields([{ name: 'name', errors: [t(`library.folders.nameProblems.${reason}`)] }]);
      else void message.error(errorText(err, translate));
    }
  };

  const confirmDelete = (f: MaterialFolder) =>
    guard(MATERIAL_DELETE, () =>
      modal.confirm({
        title: t('library.folders.deleteTitle', { name: f.name }),
        content: t('library.folders.deleteConfirm'),
        okText: t('material.delete'),
        cancelText: t('material.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            await remove.mutateAsync({ id: f.id });
            onPlace({ officeId: place.officeId, folderId: TOP_FOLDER });
            void message.success(t('library.folders.deleted', { name: f.name }));
          } catch (err) {
            const held = err instanceof ApiError ? (err.jsonObject as { materials?: number } | undefined) : undefined;
            void message.error(
              held?.materials
                ? t('library.folders.notEmpty', { name: f.name, count: held.materials })
                : errorText(err, translate),
            );
          }
        },
      }),
    );

  const copy = (isCut: boolean) =>
    folder && setClipboard({ isCut, type: 'folder', ids: [folder.id], names: [folder.name] });

  const selectedKey = place.folderId ?? ALL;
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      {range.data && range.data.dataScope !== 'office' && (
        <LazyOfficeTreeSelect
          aria-label={t('library.folders.office')}
          queryKey={[...dataRangeTreeKey(user.id), 'library', range.data.officeId]}
          fetchLevel={roots}
          value={place.officeId ?? range.data.officeId}
          valueLabel={range.data.officeName}
          onChange={(id) => onPlace({ officeId: id === range.data?.officeId ? undefined : id, folderId: TOP_FOLDER })}
        />
      )}
      <Flex gap={4} wrap>
        <GuardedButton
          authority={MATERIAL_EDIT}
          size="small"
          icon={<FolderAddOutlined />}
          label={t('library.folders.new')}
          onClick={() => openNaming({ parentId: folder?.id })}
        />
        <GuardedButton
          authority={MATERIAL_EDIT}
          size="small"
          icon={<EditOutlined />}
          label={t('library.folders.rename')}
          disabled={!folder}
          onClick={() => folder && openNaming({ folder })}
        />
        <GuardedButton
          authority={MATERIAL_EDIT}
          size="small"
          icon={<CopyOutlined />}
          label={t('library.folders.copy')}
          disabled={!folder}
          onClick={() => copy(false)}
        />
        <GuardedButton
          authority={MATERIAL_EDIT}
          size="small"
          icon={<ScissorOutlined />}
          label={t('library.folders.cut')}
          disabled={!folder}
          onClick={() => copy(true)}
        />
        <Tooltip
          title={
            clipboard
              ? t(clipboard.isCut ? 'library.clipboard.moveHere' : 'library.clipboard.copyHere', {
                  names: clipboard.names.slice(0, 3).join(', '),
                  count: clipboard.ids.length,
                })
              : t('library.clipboard.empty')
          }
        >
          <Button
            size="small"
            icon={<SnippetsOutlined />}
            aria-label={t('library.clipboard.paste')}
            disabled={!clipboard || place.folderId === undefined}
            onClick={onPaste}
          />
        </Tooltip>
        <GuardedButton
          authority={MATERIAL_DELETE}
          size="small"
          danger
          icon={<DeleteOutlined />}
          label={t('library.folders.delete')}
          disabled={!folder}
          onClick={() => folder && confirmDelete(folder)}
        />
      </Flex>
      <Spin spinning={tree.isPending}>
        <Tree
          showIcon
          blockNode
          defaultExpandedKeys={[TOP_FOLDER]}
          selectedKeys={[selectedKey]}
          treeData={treeData}
          aria-label={t('library.folders.title')}
          onSelect={(keys) => {
            const key = keys[0];
            if (key === undefined) return;
            onPlace({ officeId: place.officeId, folderId: key === ALL ? undefined : String(key) });
          }}
          style={{ background: 'transparent' }}
        />
      </Spin>
      <Modal
        open={naming !== undefined}
        title={t(naming?.folder ? 'library.folders.renameTitle' : 'library.folders.newTitle')}
        okText={t('library.folders.save')}
        cancelText={t('material.cancel')}
        confirmLoading={save.isPending}
        onOk={() => void submitName()}
        onCancel={() => setNaming(undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={() => void submitName()}>
          <Form.Item
            name="name"
            label={t('library.folders.name')}
            rules={[{ validator: (_, v: string) => folderName(v, t) }]}
          >
            <Input autoFocus maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
