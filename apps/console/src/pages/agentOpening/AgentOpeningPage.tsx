import { ShopOutlined, StopOutlined, TeamOutlined } from '@ant-design/icons';
import type { AgentCandidate, AgentItem } from '@apm/contract';
import { Button, Card, Flex, Input, Space, Table, Tabs, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { errorText } from '../../api/errorText';
import { serverPaging, type NameQuery } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { AGENT_EDIT, closeRefusal, useAgentPage, useCandidatePage, useCloseAgent } from './api';
import { AgentUsersDrawer } from './AgentUsersDrawer';
import { OpenAgentModal } from './OpenAgentModal';

const FIRST_PAGE: NameQuery = { name: '', pageNo: 1, pageSize: 10 };

/**
 * /sys/office/toOpenAgentOfficePage ("agent activation", platform administrators): the agents with
 * their customers and users, and the offices directly under the platform that can be opened.
 */
export function AgentOpeningPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message, modal } = useFeedback();
  const [agentQuery, setAgentQuery] = useState(FIRST_PAGE);
  const [candidateQuery, setCandidateQuery] = useState(FIRST_PAGE);
  const [opening, setOpening] = useState<AgentCandidate>();
  const [showingUsers, setShowingUsers] = useState<AgentItem>();
  const agents = useAgentPage(agentQuery);
  const candidates = useCandidatePage(candidateQuery);
  const close = useCloseAgent();

  const cannotClose = (a: AgentItem, customers: number) =>
    modal.warning({
      title: t('agents.cannotCloseTitle', { name: a.name }),
      content: t('agents.cannotClose', { count: customers }),
      okText: t('agents.understood'),
    });

  const confirmClose = (a: AgentItem) => {
    if (a.customers > 0) {
      cannotClose(a, a.customers);
      return;
    }
    modal.confirm({
      title: t('agents.closeTitle', { name: a.name }),
      content: t('agents.closeConfirm'),
      okText: t('agents.close'),
      cancelText: t('agents.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        close.mutateAsync({ id: a.id }).then(
          () => void message.success(t('agents.closed', { name: a.name })),
          (err: unknown) => {
            // Someone added a customer meanwhile: say so; any other failure as a message.
            const customers = closeRefusal(err);
            if (customers !== undefined) cannotClose(a, customers);
            else void message.error(errorText(err, translate));
          },
        ),
    });
  };

  const agentColumns: TableProps<AgentItem>['columns'] = [
    {
      key: 'name',
      title: t('agents.name'),
      render: (_, a) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{a.name}</Typography.Text>
          {a.remarks && <Typography.Text type="secondary">{a.remarks}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'customers', title: t('agents.customers'), dataIndex: 'customers', width: 110, align: 'right' },
    {
      key: 'users',
      title: t('agents.users'),
      width: 150,
      render: (_, a) => (
        <Button
          size="small"
          icon={<TeamOutlined />}
          aria-label={t('agents.usersOf', { name: a.name })}
          onClick={() => setShowingUsers(a)}
        >
          {a.users}
        </Button>
      ),
    },
    {
      key: 'updatedAt',
      title: t('agents.updatedAt'),
      width: 170,
      render: (_, a) => dayjs(a.updatedAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('agents.actions'),
      width: 170,
      render: (_, a) => (
        <AuthButton
          authority={AGENT_EDIT}
          size="small"
          danger
          icon={<StopOutlined />}
          aria-label={t('agents.closeOf', { name: a.name })}
          onClick={() => confirmClose(a)}
        >
          {t('agents.close')}
        </AuthButton>
      ),
    },
  ];

  const candidateColumns: TableProps<AgentCandidate>['columns'] = [
    {
      key: 'name',
      title: t('agents.office'),
      render: (_, o) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{o.name}</Typography.Text>
          {o.remarks && <Typography.Text type="secondary">{o.remarks}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'users', title: t('agents.users'), dataIndex: 'users', width: 110, align: 'right' },
    { key: 'offices', title: t('agents.offices'), dataIndex: 'offices', width: 130, align: 'right' },
    {
      key: 'actions',
      title: t('agents.actions'),
      width: 190,
      render: (_, o) => (
        <AuthButton
          authority={AGENT_EDIT}
          size="small"
          type="primary"
          icon={<ShopOutlined />}
          aria-label={t('agents.openOf', { name: o.name })}
          onClick={() => setOpening(o)}
        >
          {t('agents.open')}
        </AuthButton>
      ),
    },
  ];

  const search = (label: string, set: (f: (q: NameQuery) => NameQuery) => void) => (
    <Flex style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        aria-label={label}
        placeholder={label}
        style={{ maxWidth: 320 }}
        onSearch={(name) => set((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
      />
    </Flex>
  );

  return (
    <Card title={t('menu.agentOpening')}>
      <Typography.Paragraph type="secondary">{t('agents.intro')}</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'agents',
            label: t('agents.agentsTab', { count: agents.data?.count ?? 0 }),
            children: (
              <>
                {search(t('agents.searchAgents'), setAgentQuery)}
                <Table<AgentItem>
                  rowKey="id"
                  columns={agentColumns}
                  dataSource={agents.data?.list ?? []}
                  loading={agents.isFetching}
                  {...serverPaging(agentQuery, agents.data?.count ?? 0, (p) => setAgentQuery((q) => ({ ...q, ...p })), {
                    showTotal: (n) => t('agents.total', { count: n }),
                    empty: agentQuery.name ? t('agents.noneMatching') : t('agents.noAgents'),
                  })}
                />
              </>
            ),
          },
          {
            key: 'candidates',
            label: t('agents.candidatesTab', { count: candidates.data?.count ?? 0 }),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('agents.candidatesHelp')}</Typography.Paragraph>
                {search(t('agents.searchOffices'), setCandidateQuery)}
                <Table<AgentCandidate>
                  rowKey="id"
                  columns={candidateColumns}
                  dataSource={candidates.data?.list ?? []}
                  loading={candidates.isFetching}
                  {...serverPaging(
                    candidateQuery,
                    candidates.data?.count ?? 0,
                    (p) => setCandidateQuery((q) => ({ ...q, ...p })),
                    {
                      showTotal: (n) => t('agents.total', { count: n }),
                      empty: candidateQuery.name ? t('agents.noneMatching') : t('agents.noCandidates'),
                    },
                  )}
                />
              </>
            ),
          },
        ]}
      />
      <OpenAgentModal
        office={opening}
        onClose={() => setOpening(undefined)}
        onOpened={(o) => {
          setOpening(undefined);
          void message.success(t('agents.opened', { name: o.name }));
        }}
      />
      <AgentUsersDrawer agent={showingUsers} onClose={() => setShowingUsers(undefined)} />
    </Card>
  );
}
