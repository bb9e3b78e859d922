import { TOP_FOLDER, type MaterialFolder } from '@apm/contract';
import { Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useFolderTree } from './api';

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const optionsOf = (folders: MaterialFolder[], parentId: string | null): TreeOption[] =>
  folders
    .filter((f) => f.parentId === parentId)
    .map((f) => ({ value: f.id, title: f.name, children: optionsOf(folders, f.id) }));

interface Props {
  /** What is moved or copied: its names (none: the dialog is closed). */
  names?: string[];
  mode: 'move' | 'copy';
  officeId?: string;
  busy: boolean;
  onOk: (folderId: string) => void;
  onCancel: () => void;
}

/** "Move to…" / "Copy to…": a folder of the office shown (or its top) to move or copy the selection into. */
export function MoveModal({ names, mode, officeId, busy, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const tree = useFolderTree(officeId);
  const [target, setTarget] = useState<string>(TOP_FOLDER);
  const folders = tree.data?.jsonObject.folders ?? [];
  return (
    <Modal
      open={names !== undefined}
      title={t(mode === 'move' ? 'library.move.titleMove' : 'library.move.titleCopy', { count: names?.length ?? 0 })}
      okText={t(mode === 'move' ? 'library.move.move' : 'library.move.copy')}
      cancelText={t('material.cancel')}
      confirmLoading={busy}
      onOk={() => onOk(target)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        {names?.slice(0, 5).join(', ')}
        {names && names.length > 5 ? ' …' : ''}
      </p>
      <TreeSelect
        aria-label={t('library.move.target')}
        style={{ width: '100%' }}
        value={target}
        onChange={(v: string) => setTarget(v)}
        treeDefaultExpandAll
        loading={tree.isPending}
        treeData={[{ value: TOP_FOLDER, title: t('library.folders.top'), children: optionsOf(folders, null) }]}
      />
    </Modal>
  );
}
