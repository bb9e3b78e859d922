import type { AgentItem, AgentUser } from '@apm/contract';
import { Drawer, Table, Tag, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { serverPaging } from '../../components/pagedTable';
import { useAgentUsers } from './api';

interface Props {
  agent: AgentItem | undefined;
  onClose: () => void;
}

/** The users of an agent's own office (its administrators and staff), paged by the server. */
export function AgentUsersDrawer({ agent, onClose }: Props) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const users = useAgentUsers(agent?.id, paging.pageNo, paging.pageSize);
  useEffect(() => setPaging({ pageNo: 1, pageSize: 10 }), [agent?.id]);

  const columns: TableProps<AgentUser>['columns'] = [
    { key: 'loginName', title: t('agents.loginName'), dataIndex: 'loginName' },
    { key: 'name', title: t('agents.userName'), dataIndex: 'name' },
    {
      key: 'roles',
      title: t('agents.roles'),
      render: (_, u) => u.roleNames.map((r) => <Tag key={r}>{r}</Tag>),
    },
    {
      key: 'status',
      title: t('agents.status'),
      render: (_, u) =>
        u.status === 'active' ? <Tag color="success">{t('agents.active')}</Tag> : <Tag>{t('agents.disabled')}</Tag>,
    },
    {
      key: 'loginDate',
      title: t('agents.lastSignIn'),
      render: (_, u) =>
        u.loginDate ? (
          dayjs(u.loginDate).format('YYYY-MM-DD HH:mm')
        ) : (
          <Typography.Text type="secondary">{t('agents.never')}</Typography.Text>
        ),
    },
  ];

  return (
    <Drawer
      open={agent !== undefined}
      size={720}
      title={t('agents.usersOf', { name: agent?.name ?? '' })}
      onClose={onClose}
    >
      <Table<AgentUser>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isFetching}
        {...serverPaging(paging, users.data?.count ?? 0, setPaging, {
          showTotal: (total) => t('agents.total', { count: total }),
          empty: t('agents.noUsers'),
        })}
      />
    </Drawer>
  );
}
