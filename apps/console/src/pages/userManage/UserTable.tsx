import { DeleteOutlined, EditOutlined, KeyOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { RoleItem, UserListItem } from '@apm/contract';
import { Flex, Table, Tag, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAccess } from '../../access/useAccess';
import { GuardedButton } from '../../components/GuardedButton';
import { serverPaging, type Paging } from '../../components/pagedTable';
import { useTranslate } from '../../i18n/useTranslate';
import { useSession } from '../../session/SessionContext';
import { USER_DELETE, USER_EDIT, USER_RESET_PASSWORD } from './api';
import { rowRoleLabels } from './userForm';

interface Props {
  items: UserListItem[];
  count: number;
  paging: Paging;
  loading: boolean;
  /** The roles the caller may grant (undefined while loading). */
  assignable: RoleItem[] | undefined;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onPage: (paging: Paging) => void;
  onEdit: (u: UserListItem) => void;
  onToggle: (u: UserListItem) => void;
  onResetPassword: (u: UserListItem) => void;
  onDelete: (u: UserListItem) => void;
  emptyText: string;
}

/** One page of users, paged by the server, with what can be done to each. */
export function UserTable(props: Props) {
  const { items, count, paging, loading, assignable, selected, onSelect, onPage, emptyText } = props;
  const { t } = useTranslation();
  const translate = useTranslate();
  const { can } = useAccess();
  const { user: me } = useSession();

  /** A user with roles the caller may not grant can be changed only by someone who may. */
  const beyondMe = (u: UserListItem) =>
    assignable !== undefined && u.roleIds.some((id) => !assignable.some((r) => r.id === id));

  const columns: TableProps<UserListItem>['columns'] = [
    {
      key: 'user',
      title: t('user.user'),
      render: (_, u) => (
        <div>
          <Typography.Text strong>{u.name}</Typography.Text>
          {u.id === me.id && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              {t('user.you')}
            </Tag>
          )}
          <div>
            <Typography.Text type="secondary">{u.loginName}</Typography.Text>
          </div>
          {(u.email || u.phone) && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[u.email, u.phone].filter(Boolean).join(' · ')}
              </Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    { key: 'office', title: t('user.office'), dataIndex: 'officeName' },
    {
      key: 'roles',
      title: t('user.roles'),
      render: (_, u) =>
        u.roleIds.length ? (
          <Flex gap={4} wrap>
            {rowRoleLabels(u, assignable ?? [], translate).map((label, i) => (
              <Tag key={u.roleIds[i]} style={{ marginInlineEnd: 0 }}>
                {label}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('user.noRoles')}</Typography.Text>
        ),
    },
    {
      key: 'status',
      title: t('user.status'),
      // The last sign-in goes under the status: one column less keeps the actions in view on a laptop.
      render: (_, u) => (
        <div>
          {u.status === 'active' ? (
            <Tag color="success">{t('user.statuses.active')}</Tag>
          ) : (
            <Tag color="error">{t('user.statuses.disabled')}</Tag>
          )}
          <div title={t('user.lastSignIn')}>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {u.loginDate === null ? t('user.neverSignedIn') : dayjs(u.loginDate).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('user.actions'),
      // Always in view, however narrow the window: the other columns scroll beneath it.
      fixed: 'right',
      width: 1,
      render: (_, u) => {
        const own = u.id === me.id;
        const beyond = beyondMe(u) ? t('user.rowBeyondYou') : undefined;
        return (
          <Flex gap={4} wrap={false}>
            <GuardedButton
              authority={USER_EDIT}
              label={t('user.edit')}
              type="text"
              icon={<EditOutlined />}
              onClick={() => props.onEdit(u)}
            />
            <GuardedButton
              authority={USER_EDIT}
              blockedReason={own ? t('user.ownStatus') : beyond}
              label={u.status === 'active' ? t('user.disable') : t('user.enable')}
              type="text"
              icon={u.status === 'active' ? <LockOutlined /> : <UnlockOutlined />}
              onClick={() => props.onToggle(u)}
            />
            <GuardedButton
              authority={USER_RESET_PASSWORD}
              // The reset is a save of the user, which needs the edit permission too.
              blockedReason={!can(USER_EDIT) ? t('common.noPermission') : beyond}
              label={t('user.resetPassword')}
              type="text"
              icon={<KeyOutlined />}
              onClick={() => props.onResetPassword(u)}
            />
            <GuardedButton
              authority={USER_DELETE}
              blockedReason={own ? t('user.ownDelete') : undefined}
              label={t('user.delete')}
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => props.onDelete(u)}
            />
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<UserListItem>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      // Columns share the width and their texts wrap: in a 1440 px wide window no column slides
      // under the fixed actions (German: the status did); narrower ones scroll sideways.
      tableLayout="auto"
      scroll={{ x: 720 }}
      onRow={(u) => ({ 'data-user-row': u.loginName }) as HTMLAttributes<HTMLElement>}
      rowSelection={
        can(USER_DELETE)
          ? {
              selectedRowKeys: selected,
              onChange: (keys) => onSelect(keys.map(String)),
              getCheckboxProps: (u) => ({ disabled: u.id === me.id, 'aria-label': u.loginName }),
            }
          : undefined
      }
      {...serverPaging(paging, count, onPage, {
        showTotal: (total) => t('user.total', { count: total }),
        empty: emptyText,
      })}
    />
  );
}
