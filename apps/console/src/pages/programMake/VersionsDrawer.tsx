import { EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  ErrorCodes,
  PROGRAM_MEDIA_PROBLEMS,
  PROGRAM_VERSIONS_KEPT,
  programApi,
  type ProgramItem,
  type ProgramMediaProblem,
  type ProgramVersionItem,
} from '@apm/contract';
import { migrate, type ProgramDocument } from '@apm/render';
import { Button, Drawer, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { call } from '../../api/client';
import { errorText } from '../../api/errorText';
import { AuthButton } from '../../access/AuthButton';
import { serverPaging } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { PROGRAM_EDIT, useProgramVersions, useRestoreProgram } from './api';
import { PreviewModal } from './editor/PreviewModal';

interface Props {
  program: ProgramItem;
  onClose: () => void;
}

/**
 * A program's history: its kept versions newest first (paged on the server), each played in the
 * preview as it was saved, and restored as a new version (what terminals play changes only when the
 * program is published again).
 */
export function VersionsDrawer({ program, onClose }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { modal, message } = useFeedback();
  const [query, setQuery] = useState({ id: program.id, pageNo: 1, pageSize: 10 });
  const page = useProgramVersions(query);
  const restore = useRestoreProgram();
  const [previewing, setPreviewing] = useState<{ version: number; doc: ProgramDocument }>();
  const [opening, setOpening] = useState<number>();
  // The program's current version: the newest kept, else what the list said when the drawer opened.
  const current = (query.pageNo === 1 ? page.data?.list[0]?.version : undefined) ?? program.version;

  const preview = async (v: ProgramVersionItem) => {
    setOpening(v.version);
    try {
      const { jsonObject } = await call(programApi.version, { id: program.id, version: v.version });
      setPreviewing({ version: v.version, doc: migrate(jsonObject.document) });
    } catch (err) {
      void message.error(err instanceof ApiError ? errorText(err, translate) : t('program.format.invalid'));
    } finally {
      setOpening(undefined);
    }
  };

  /** Why a restore was refused, in words: a material gone since, a save meanwhile, or the server's. */
  const refusal = (err: unknown) => {
    if (err instanceof ApiError && err.code === ErrorCodes.CONFLICT.code) return t('program.versions.conflict');
    const problems = err instanceof ApiError ? err.fields : [];
    const media = problems
      .map((f) => f.message)
      .filter((m): m is ProgramMediaProblem => (PROGRAM_MEDIA_PROBLEMS as readonly string[]).includes(m));
    if (media.length > 0) {
      return t('program.versions.refused', {
        reason: [...new Set(media)].map((m) => t(`program.mediaProblems.${m}`)).join('; '),
      });
    }
    return errorText(err, translate);
  };

  const confirmRestore = (v: ProgramVersionItem) =>
    modal.confirm({
      title: t('program.versions.restoreTitle', { version: v.version, name: program.name }),
      content: t('program.versions.restoreConfirm', { next: current + 1 }),
      okText: t('program.versions.restore'),
      onOk: async () => {
        try {
          const { jsonObject } = await restore.mutateAsync({ id: program.id, version: current, from: v.version });
          void message.success(t('program.versions.restored', { version: v.version, next: jsonObject.version }));
          setQuery((q) => ({ ...q, pageNo: 1 }));
        } catch (err) {
          void message.error(refusal(err));
        }
      },
    });

  const columns: TableProps<ProgramVersionItem>['columns'] = [
    {
      key: 'version',
      title: t('program.versionColumn'),
      width: 150,
      render: (_, v) => (
        <Space size={4} wrap>
          <span>{v.version}</span>
          {v.version === current && <Tag color="blue">{t('program.versions.current')}</Tag>}
          {v.restoredFrom !== null && (
            <Typography.Text type="secondary">
              {t('program.versions.restoredFrom', { version: v.restoredFrom })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { key: 'name', title: t('program.name'), dataIndex: 'name', ellipsis: true },
    { key: 'canvas', title: t('program.canvasSize'), width: 120, render: (_, v) => `${v.width} × ${v.height}` },
    { key: 'scenes', title: t('program.sceneCount'), width: 80, dataIndex: 'scenes' },
    {
      key: 'saved',
      title: t('program.versions.saved'),
      width: 200,
      render: (_, v) => `${new Date(v.savedAt).toLocaleString()}${v.savedBy ? ` · ${v.savedBy}` : ''}`,
    },
    {
      key: 'actions',
      title: t('program.actions'),
      width: 100,
      render: (_, v) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={t('program.versions.preview', { version: v.version })}
            title={t('program.versions.preview', { version: v.version })}
            loading={opening === v.version}
            onClick={() => void preview(v)}
          />
          {v.version !== current && (
            <AuthButton
              authority={PROGRAM_EDIT}
              size="small"
              icon={<RollbackOutlined />}
              aria-label={t('program.versions.restoreVersion', { version: v.version })}
              title={t('program.versions.restoreVersion', { version: v.version })}
              onClick={() => confirmRestore(v)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open
      title={t('program.versions.title', { name: program.name })}
      size={880}
      onClose={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('program.versions.intro', { count: PROGRAM_VERSIONS_KEPT })}
      </Typography.Paragraph>
      <Table<ProgramVersionItem>
        rowKey="version"
        size="small"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('program.versions.total', { count: total }),
          empty: t('program.versions.empty'),
        })}
      />
      {previewing && (
        <PreviewModal
          open
          title={t('program.versions.previewTitle', { version: previewing.version, name: program.name })}
          doc={previewing.doc}
          onClose={() => setPreviewing(undefined)}
        />
      )}
    </Drawer>
  );
}
