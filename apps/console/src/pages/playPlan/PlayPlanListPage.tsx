import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { PLAN_KINDS, type PlanItem, type PlanListQuery } from '@apm/contract';
import { Card, Flex, Input, Select, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthButton } from '../../access/AuthButton';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { GuardedButton } from '../../components/GuardedButton';
import { serverPaging } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { PLAN_DELETE, PLAN_EDIT, PLAN_MAKE_PATH, PLAN_PUBLISH, useCopyPlan, useDeletePlan, usePlans } from './api';
import { PlanPublishDialog } from './PlanPublishDialog';

const KIND_COLOURS = { loop: 'blue', interstitial: 'orange', default: 'default' } as const;

/**
 * /playPlan/list: the play plans of the range, newest change first, searched by name and filtered
 * by kind; a plan opens in plan production (/playPlan/planMake?id=), where new ones are made too.
 */
export function PlayPlanListPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const [query, setQuery] = useState<PlanListQuery>({ pageNo: 1, pageSize: 20, name: '', kind: '' });
  const page = usePlans(query);
  const copy = useCopyPlan();
  const remove = useDeletePlan();
  const [publishing, setPublishing] = useState<PlanItem | null>(null);
  const edit = (id?: string) => void navigate(id ? `${PLAN_MAKE_PATH}?id=${encodeURIComponent(id)}` : PLAN_MAKE_PATH);

  const copyOf = (p: PlanItem) =>
    copy.mutate(
      { id: p.id },
      { onSuccess: ({ jsonObject }) => void message.success(t('playPlan.copied', { name: jsonObject.name })) },
    );

  // A refusal says why in the server's words (what the code's translation alone would not tell).
  const refusal = (err: unknown) => {
    const general = errorText(err, translate);
    return err instanceof ApiError && err.answered && err.message && err.message !== general
      ? `${general}: ${err.message}`
      : general;
  };
  const confirmDelete = (p: PlanItem) =>
    modal.confirm({
      title: t('playPlan.deleteTitle', { name: p.name }),
      content: t('playPlan.deleteConfirm'),
      okText: t('playPlan.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync({ id: p.id });
          void message.success(t('playPlan.deleted', { name: p.name }));
        } catch (err) {
          void message.error(refusal(err));
        }
      },
    });

  const columns: TableProps<PlanItem>['columns'] = [
    { key: 'name', title: t('playPlan.name'), render: (_, p) => <a onClick={() => edit(p.id)}>{p.name}</a> },
    {
      key: 'kind',
      title: t('playPlan.kind'),
      width: 210,
      render: (_, p) => (
        <Flex vertical>
          <span>
            <Tag color={KIND_COLOURS[p.kind]}>{t(`playPlan.kinds.${p.kind}`)}</Tag>
          </span>
          {p.kind === 'interstitial' && (
            <Typography.Text type="secondary">
              {p.everyMinutes !== null
                ? t('playPlan.everyMinutesHint', { count: p.everyMinutes })
                : t('playPlan.everyItemsHint', { count: p.everyItems ?? 0 })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'entries', title: t('playPlan.entries'), width: 90, dataIndex: 'entries' },
    { key: 'office', title: t('playPlan.office'), width: 160, dataIndex: 'officeName' },
    { key: 'version', title: t('playPlan.version'), width: 90, dataIndex: 'version' },
    {
      key: 'updated',
      title: t('playPlan.updated'),
      width: 200,
      render: (_, p) => (
        <Flex vertical>
          <span>{new Date(p.updatedAt).toLocaleString()}</span>
          <Typography.Text type="secondary">{p.updatedBy}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('playPlan.actions'),
      width: 160,
      render: (_, p) => (
        <Space size={4}>
          <GuardedButton
            authority={PLAN_EDIT}
            size="small"
            icon={<EditOutlined />}
            label={t('playPlan.edit')}
            onClick={() => edit(p.id)}
          />
          <GuardedButton
            authority={PLAN_EDIT}
            size="small"
            icon={<CopyOutlined />}
            label={t('playPlan.copy')}
            loading={copy.isPending && copy.variables?.id === p.id}
            onClick={() => copyOf(p)}
          />
          <GuardedButton
            authority={PLAN_PUBLISH}
            size="small"
            icon={<SendOutlined />}
            label={t('playPlan.publish')}
            onClick={() => setPublishing(p)}
          />
          <GuardedButton
            authority={PLAN_DELETE}
            size="small"
            danger
            icon={<DeleteOutlined />}
            label={t('playPlan.delete')}
            onClick={() => confirmDelete(p)}
          />
        </Space>
      ),
    },
  ];

  const filtered = query.name !== '' || query.kind !== '';
  return (
    <Card
      title={t('menu.playPlan')}
      extra={
        <AuthButton authority={PLAN_EDIT} type="primary" icon={<PlusOutlined />} onClick={() => edit()}>
          {t('playPlan.create')}
        </AuthButton>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('playPlan.search')}
          style={{ maxWidth: 320 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
        />
        <Select<PlanListQuery['kind']>
          value={query.kind}
          aria-label={t('playPlan.kind')}
          style={{ width: 180 }}
          options={[
            { value: '', label: t('playPlan.allKinds') },
            ...PLAN_KINDS.map((k) => ({ value: k, label: t(`playPlan.kinds.${k}`) })),
          ]}
          onChange={(kind) => setQuery((q) => ({ ...q, kind, pageNo: 1 }))}
        />
      </Flex>
      <Table<PlanItem>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('playPlan.total', { count: total }),
          empty: filtered ? t('playPlan.noneMatching') : t('playPlan.empty'),
        })}
      />
      {publishing && <PlanPublishDialog plan={publishing} onClose={() => setPublishing(null)} />}
    </Card>
  );
}
