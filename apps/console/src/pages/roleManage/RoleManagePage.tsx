import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { RoleListItem } from '@apm/contract';
import { Button, Card, Flex, Input, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { useAccess } from '../../access/useAccess';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { serverPaging } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { ROLE_DELETE, ROLE_EDIT, fetchRoleDetail, useDeleteRole, useRolePage, type RoleQuery } from './api';
import { RoleFormModal, type RoleDialog } from './RoleFormModal';
import { useRoleName } from './useRoleName';

/** /sysManage/roleManage: the roles of the user's range; custom ones made, changed and deleted here. */
export function RoleManagePage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message, modal } = useFeedback();
  const { can } = useAccess();
  const roleName = useRoleName();
  const [query, setQuery] = useState<RoleQuery>({ pageNo: 1, pageSize: 20, keyword: '' });
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const page = useRolePage(query);
  const remove = useDeleteRole();

  const copy = async (role: Pick<RoleListItem, 'id'>) => {
    try {
      setDialog({ mode: 'create', copyOf: await fetchRoleDetail(role.id) });
    } catch (err) {
      void message.error(errorText(err, translate));
    }
  };

  const confirmDelete = (role: RoleListItem) =>
    modal.confirm({
      title: t('roleManage.deleteTitle', { name: roleName(role) }),
      content: t('roleManage.deleteConfirm'),
      okText: t('roleManage.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ id: role.id }).then(
          () => void message.success(t('roleManage.deleted', { name: roleName(role) })),
          (err: unknown) => {
            const users =
              err instanceof ApiError ? (err.jsonObject as { users?: number } | undefined)?.users : undefined;
            void message.error(users ? t('roleManage.heldBy', { count: users }) : errorText(err, translate));
          },
        ),
    });

  const columns: TableColumnsType<RoleListItem> = [
    {
      title: t('roleManage.name'),
      key: 'name',
      render: (_, r) => (
        <Space size={4} wrap>
          <Typography.Text strong data-role-name={r.code}>
            {roleName(r)}
          </Typography.Text>
          {r.builtIn && <Tag color="gold">{t('roleManage.builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('roleManage.code'), dataIndex: 'code', key: 'code' },
    {
      title: t('roleManage.office'),
      key: 'office',
      render: (_, r) =>
        r.builtIn ? <Typography.Text type="secondary">{t('roleManage.everyOffice')}</Typography.Text> : r.officeName,
    },
    {
      title: t('roleManage.dataScope'),
      key: 'dataScope',
      render: (_, r) => <Tag>{t(`roleManage.scopes.${r.dataScope}`)}</Tag>,
    },
    { title: t('roleManage.users'), dataIndex: 'users', key: 'users', align: 'end', width: 90 },
    {
      title: t('roleManage.updated'),
      key: 'updated',
      width: 160,
      render: (_, r) => (r.updatedAt ? dayjs(r.updatedAt).format('YYYY-MM-DD HH:mm') : ''),
    },
    {
      title: t('roleManage.actions'),
      key: 'actions',
      width: 260,
      render: (_, r) => {
        const mayEdit = r.editable && can(ROLE_EDIT);
        return (
          <Space size={0} wrap>
            <Button
              type="link"
              icon={mayEdit ? <EditOutlined /> : <EyeOutlined />}
              onClick={() => setDialog({ mode: mayEdit ? 'edit' : 'view', id: r.id })}
            >
              {mayEdit ? t('roleManage.edit') : t('roleManage.view')}
            </Button>
            <AuthButton authority={ROLE_EDIT} type="link" icon={<CopyOutlined />} onClick={() => void copy(r)}>
              {t('roleManage.copy')}
            </AuthButton>
            {r.editable && r.users > 0 ? (
              <Tooltip title={t('roleManage.heldBy', { count: r.users })}>
                <Button type="link" danger icon={<DeleteOutlined />} disabled>
                  {t('roleManage.delete')}
                </Button>
              </Tooltip>
            ) : r.editable ? (
              <AuthButton
                authority={ROLE_DELETE}
                type="link"
                danger
                icon={<DeleteOutlined />}
                onClick={() => confirmDelete(r)}
              >
                {t('roleManage.delete')}
              </AuthButton>
            ) : null}
          </Space>
        );
      },
    },
  ];

  const data = page.data;
  return (
    <Card title={t('menu.roleManage')}>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('roleManage.search')}
          aria-label={t('roleManage.search')}
          style={{ maxWidth: 320 }}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), pageNo: 1 }))}
        />
        <AuthButton
          authority={ROLE_EDIT}
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ mode: 'create' })}
        >
          {t('roleManage.add')}
        </AuthButton>
      </Flex>
      <Table<RoleListItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={page.isFetching}
        locale={{ emptyText: query.keyword ? t('roleManage.noneMatching') : t('roleManage.empty') }}
        scroll={{ x: 900 }}
        {...serverPaging(query, data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('roleManage.total', { count: total }),
        })}
      />
      {dialog && (
        <RoleFormModal
          key={dialog.mode === 'create' ? `create-${dialog.copyOf?.id ?? ''}` : `${dialog.mode}-${dialog.id}`}
          dialog={dialog}
          onClose={() => setDialog(null)}
          onCopy={(role) => setDialog({ mode: 'create', copyOf: role })}
        />
      )}
    </Card>
  );
}
