import {
  ClearOutlined,
  ContainerOutlined,
  DeleteOutlined,
  EditOutlined,
  FieldTimeOutlined,
  GroupOutlined,
  LinkOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  ScheduleOutlined,
  SyncOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { CommandName, TerminalGroupItem, TerminalItem } from '@apm/contract';
import {
  Button,
  Card,
  Col,
  Dropdown,
  Flex,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLiveEvents } from '../../api/useLiveEvents';
import { useAccess } from '../../access/useAccess';
import { GuardedButton } from '../../components/GuardedButton';
import { OFFICE_VIEW } from '../../components/officeTree/api';
import { OfficeTreeSelect } from '../../components/officeTree/OfficeTreeSelect';
import { serverPaging } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { AuthoriseModal } from './AuthoriseModal';
import { ContentDrawer } from './ContentDrawer';
import { GroupsDrawer } from './GroupsDrawer';
import { MoveToGroupModal } from './MoveToGroupModal';
import { canHoldContent, choose } from './contentView';
import { PlayProgramModal } from './PlayProgramModal';
import { TimelineDrawer } from './TimelineDrawer';
import { TimelinesDrawer } from './TimelinesDrawer';
import { useContentActions } from './useContentActions';
import {
  PROGRAM_PUBLISH,
  TERMINAL_CONTROL,
  TERMINAL_DELETE,
  TERMINAL_EDIT,
  TERMINAL_VIEW,
  useCommand,
  useDeleteTerminals,
  usePairAgain,
  useRename,
  useTerminalCounts,
  useTerminalPage,
  type TerminalQuery,
} from './api';

const COMMANDS: CommandName[] = ['refresh', 'reload', 'clear'];

interface Filters {
  /** The office whose subtree to show; none: the whole range. */
  officeId?: string;
  /** The terminals of one group. */
  groupId?: string;
  name: string;
  online: '' | 'online' | 'offline';
  state: '' | 'authorised' | 'pending';
  pageNo: number;
  pageSize: number;
}

/**
 * /terminalMonitor/monitor: the terminals of the caller's range with their figures, online state,
 * what each plays, player version and last contact, kept up to date by the live stream; screens
 * waiting for authorisation with the code they show; authorise, rename, pair again, delete and the
 * commands refresh, reload and clear, each behind its permission. What a terminal holds opens in a
 * drawer; the content of the terminals chosen (across pages) is fetched again or cleared at once,
 * or a program is played on them now. An office filter (for holders of the institution tree)
 * narrows the list and figures to its subtree, and Timeline shows what its terminals play.
 */
export function TerminalMonitorPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { guard, can } = useAccess();
  const [query, setQuery] = useState<Filters>({ name: '', online: '', state: '', pageNo: 1, pageSize: 20 });
  const [office, setOffice] = useState<{ id: string; name: string }>();
  const [timelines, setTimelines] = useState(false);
  const [group, setGroup] = useState<Pick<TerminalGroupItem, 'id' | 'name'>>();
  const [managingGroups, setManagingGroups] = useState(false);
  const [moving, setMoving] = useState<readonly TerminalItem[]>();
  const [authorising, setAuthorising] = useState<{ pairingCode?: string; name?: string }>();
  const [renaming, setRenaming] = useState<TerminalItem>();
  const [timelineOf, setTimelineOf] = useState<TerminalItem>();
  const [contentOf, setContentOf] = useState<TerminalItem>();
  const [playingOn, setPlayingOn] = useState<readonly TerminalItem[]>();
  const [chosen, setChosen] = useState<ReadonlyMap<string, TerminalItem>>(new Map());
  const [newName, setNewName] = useState('');
  const page = useTerminalPage(query satisfies TerminalQuery);
  const counts = useTerminalCounts(query.officeId);
  const rename = useRename();
  const pairAgain = usePairAgain();
  const remove = useDeleteTerminals();
  const command = useCommand();
  const content = useContentActions();
  // Every terminal.changed event refreshes the list and the figures.
  useLiveEvents();

  const send = (tm: TerminalItem, name: CommandName) =>
    guard(TERMINAL_CONTROL, () => {
      const done = message.loading(t('terminal.sending', { command: t(`terminal.commands.${name}`) }), 0);
      void command
        .mutateAsync({ id: tm.id, name })
        .then(({ jsonObject: r }) => {
          if (r.ok) void message.success(t('terminal.acknowledged', { name: tm.name }));
          else
            void message.warning(
              t(`terminal.commandFailed.${r.error === 'offline' || r.error === 'timeout' ? r.error : 'other'}`, {
                name: tm.name,
                error: r.error,
              }),
            );
        })
        .finally(done);
    });

  const confirmPairAgain = (tm: TerminalItem) =>
    guard(TERMINAL_EDIT, () =>
      modal.confirm({
        title: t('terminal.pairAgainTitle', { name: tm.name }),
        content: t('terminal.pairAgainConfirm'),
        okText: t('terminal.pairAgain'),
        cancelText: t('terminal.cancel'),
        onOk: async () => {
          await pairAgain.mutateAsync({ id: tm.id });
          void message.success(t('terminal.pairedAgain', { name: tm.name }));
        },
      }),
    );

  const confirmDelete = (tm: TerminalItem) =>
    guard(TERMINAL_DELETE, () =>
      modal.confirm({
        title: t('terminal.deleteTitle', { name: tm.name }),
        content: t('terminal.deleteConfirm'),
        okText: t('terminal.delete'),
        cancelText: t('terminal.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          await remove.mutateAsync({ ids: tm.id });
          void message.success(t('terminal.deleted', { name: tm.name }));
        },
      }),
    );

  const saveName = async () => {
    if (!renaming) return;
    const name = newName.trim();
    if (!name) return;
    await rename.mutateAsync({ id: renaming.id, name });
    setRenaming(undefined);
    void message.success(t('terminal.renamed', { name }));
  };

  const columns: TableProps<TerminalItem>['columns'] = [
    {
      key: 'name',
      title: t('terminal.name'),
      width: 240,
      render: (_, tm) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 224 }}>
          <Typography.Text strong ellipsis={{ tooltip: tm.name }}>
            {tm.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: tm.hardwareId }}>
            {tm.hardwareId}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'office',
      title: t('terminal.office'),
      render: (_, tm) => (
        <Space orientation="vertical" size={0}>
          {tm.officeName ?? <Typography.Text type="secondary">{t('terminal.noOffice')}</Typography.Text>}
          {tm.groupName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <GroupOutlined aria-hidden /> {tm.groupName}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'state',
      title: t('terminal.state'),
      width: 150,
      render: (_, tm) =>
        tm.state === 'pending' ? (
          <Tag color="warning">{t('terminal.states.pending')}</Tag>
        ) : tm.online ? (
          <Tag color="success">{t('terminal.states.online')}</Tag>
        ) : (
          <Tag>{t('terminal.states.offline')}</Tag>
        ),
    },
    {
      key: 'pairingCode',
      title: t('terminal.pairingCode'),
      width: 130,
      render: (_, tm) =>
        tm.pairingCode ? (
          <Typography.Text code copyable style={{ letterSpacing: 2 }}>
            {tm.pairingCode}
          </Typography.Text>
        ) : null,
    },
    {
      key: 'playing',
      title: t('terminal.playing'),
      render: (_, tm) =>
        tm.playing ? (
          (tm.playing.name ?? tm.playing.programId)
        ) : (
          <Typography.Text type="secondary">{t('terminal.nothing')}</Typography.Text>
        ),
    },
    {
      key: 'version',
      title: t('terminal.version'),
      width: 140,
      render: (_, tm) => (tm.player ? `${tm.player.kind} ${tm.player.version}` : '—'),
    },
    {
      key: 'lastSeen',
      title: t('terminal.lastSeen'),
      width: 170,
      render: (_, tm) => (tm.lastSeenAt ? dayjs(tm.lastSeenAt).format('YYYY-MM-DD HH:mm:ss') : '—'),
    },
    {
      key: 'actions',
      title: t('terminal.actions'),
      width: 270,
      render: (_, tm) => {
        const remove = (
          <GuardedButton
            authority={TERMINAL_DELETE}
            size="small"
            danger
            icon={<DeleteOutlined />}
            label={t('terminal.deleteOf', { name: tm.name })}
            onClick={() => confirmDelete(tm)}
          />
        );
        return tm.state === 'pending' ? (
          <Space size={4}>
            <GuardedButton
              authority={TERMINAL_EDIT}
              size="small"
              type="primary"
              onClick={() => setAuthorising({ pairingCode: tm.pairingCode ?? '', name: tm.name })}
            >
              {t('terminal.authorise')}
            </GuardedButton>
            {remove}
          </Space>
        ) : (
          <Space size={4}>
            <GuardedButton
              authority={TERMINAL_EDIT}
              size="small"
              icon={<EditOutlined />}
              label={t('terminal.renameOf', { name: tm.name })}
              onClick={() => {
                setNewName(tm.name);
                setRenaming(tm);
              }}
            />
            <Dropdown
              disabled={!tm.online}
              menu={{
                items: COMMANDS.map((c) => ({ key: c, label: t(`terminal.commands.${c}`) })),
                onClick: ({ key }) => send(tm, key as CommandName),
              }}
            >
              <span>
                <GuardedButton
                  authority={TERMINAL_CONTROL}
                  size="small"
                  icon={<ThunderboltOutlined />}
                  blockedReason={tm.online ? undefined : t('terminal.offlineNoCommand')}
                  label={t('terminal.commandOf', { name: tm.name })}
                />
              </span>
            </Dropdown>
            <GuardedButton
              authority={TERMINAL_VIEW}
              size="small"
              icon={<FieldTimeOutlined />}
              label={t('terminal.timelineOf', { name: tm.name })}
              onClick={() => setTimelineOf(tm)}
            />
            <GuardedButton
              authority={TERMINAL_VIEW}
              size="small"
              icon={<ContainerOutlined />}
              label={t('terminal.content.of', { name: tm.name })}
              onClick={() => setContentOf(tm)}
            />
            <GuardedButton
              authority={TERMINAL_EDIT}
              size="small"
              icon={<LinkOutlined />}
              label={t('terminal.pairAgainOf', { name: tm.name })}
              onClick={() => confirmPairAgain(tm)}
            />
            {remove}
          </Space>
        );
      },
    },
  ];

  const c = counts.data?.jsonObject;
  const rows = page.data?.list ?? [];
  const chosenList = [...chosen.values()];
  const forget = () => setChosen(new Map());
  return (
    <Card title={t('menu.terminalMonitor')}>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {(['total', 'online', 'offline', 'pending'] as const).map((k) => (
          <Col key={k} xs={12} md={6}>
            <Card size="small">
              <Statistic title={t(`terminal.counts.${k}`)} value={c?.[k] ?? 0} loading={counts.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        {can(OFFICE_VIEW) && (
          <div style={{ width: 240 }}>
            <OfficeTreeSelect
              aria-label={t('terminal.office')}
              placeholder={t('terminal.timelines.allOffices')}
              value={office?.id}
              valueLabel={office?.name}
              onChange={(id, o) => {
                setOffice({ id, name: o?.name ?? office?.name ?? id });
                setQuery((q) => ({ ...q, officeId: id, pageNo: 1 }));
              }}
              onClear={() => {
                setOffice(undefined);
                setQuery((q) => ({ ...q, officeId: undefined, pageNo: 1 }));
              }}
            />
          </div>
        )}
        {group && (
          <Tag
            closable
            color="blue"
            style={{ display: 'inline-flex', alignItems: 'center', margin: 0 }}
            closeIcon={<span aria-label={t('terminal.groups.clearFilter', { name: group.name })}>×</span>}
            onClose={() => {
              setGroup(undefined);
              setQuery((q) => ({ ...q, groupId: undefined, pageNo: 1 }));
            }}
          >
            {t('terminal.groups.filter', { name: group.name })}
          </Tag>
        )}
        <Input.Search
          allowClear
          aria-label={t('terminal.search')}
          placeholder={t('terminal.search')}
          style={{ maxWidth: 280 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
        />
        <Select
          aria-label={t('terminal.state')}
          style={{ width: 180 }}
          value={query.state || query.online}
          onChange={(v: string) =>
            setQuery((q) => ({
              ...q,
              pageNo: 1,
              state: v === 'pending' ? 'pending' : v === '' ? '' : 'authorised',
              online: v === 'online' || v === 'offline' ? v : '',
            }))
          }
          options={[
            { value: '', label: t('terminal.states.all') },
            { value: 'online', label: t('terminal.states.online') },
            { value: 'offline', label: t('terminal.states.offline') },
            { value: 'pending', label: t('terminal.states.pending') },
          ]}
        />
        <GuardedButton
          authority={TERMINAL_VIEW}
          icon={<GroupOutlined />}
          style={{ marginInlineStart: 'auto' }}
          onClick={() => setManagingGroups(true)}
        >
          {t('terminal.groups.open')}
        </GuardedButton>
        <GuardedButton authority={TERMINAL_VIEW} icon={<ScheduleOutlined />} onClick={() => setTimelines(true)}>
          {t('terminal.timelines.open')}
        </GuardedButton>
        <GuardedButton
          authority={TERMINAL_EDIT}
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAuthorising({})}
        >
          {t('terminal.authoriseScreen')}
        </GuardedButton>
      </Flex>
      {chosenList.length > 0 && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} data-testid="terminal-bulk">
          <Typography.Text>{t('terminal.content.chosen', { count: chosenList.length })}</Typography.Text>
          <GuardedButton
            authority={PROGRAM_PUBLISH}
            icon={<PlayCircleOutlined />}
            onClick={() => setPlayingOn(chosenList)}
          >
            {t('terminal.content.playNow')}
          </GuardedButton>
          <GuardedButton
            authority={TERMINAL_CONTROL}
            icon={<SyncOutlined />}
            loading={content.refreshing}
            onClick={() => content.refresh(chosenList, forget)}
          >
            {t('terminal.content.refresh')}
          </GuardedButton>
          <GuardedButton
            authority={TERMINAL_CONTROL}
            danger
            icon={<ClearOutlined />}
            onClick={() => content.clear(chosenList, forget)}
          >
            {t('terminal.content.clear')}
          </GuardedButton>
          <GuardedButton authority={TERMINAL_EDIT} icon={<GroupOutlined />} onClick={() => setMoving(chosenList)}>
            {t('terminal.groups.move')}
          </GuardedButton>
          <Button onClick={forget}>{t('terminal.content.unchoose')}</Button>
        </Flex>
      )}
      <Table<TerminalItem>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={page.isFetching && !page.data}
        scroll={{ x: 1150 }}
        onRow={(tm) => ({ 'data-terminal': tm.id }) as HTMLAttributes<HTMLElement>}
        rowSelection={{
          selectedRowKeys: rows.filter((tm) => chosen.has(tm.id)).map((tm) => tm.id),
          getCheckboxProps: (tm) => ({ disabled: !canHoldContent(tm), 'aria-label': tm.name }),
          onSelect: (tm, on) => setChosen((s) => choose(s, [tm], on)),
          onSelectAll: (on, _rows, changed) => setChosen((s) => choose(s, changed, on)),
        }}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('terminal.total', { count: total }),
          empty:
            query.name || query.state || query.online || query.officeId || query.groupId
              ? t('terminal.noneMatching')
              : t('terminal.empty'),
        })}
      />
      <AuthoriseModal
        open={authorising !== undefined}
        pairingCode={authorising?.pairingCode}
        name={authorising?.name}
        onClose={() => setAuthorising(undefined)}
        onAuthorised={(name) => {
          setAuthorising(undefined);
          void message.success(t('terminal.authorised', { name }));
        }}
      />
      <Modal
        open={renaming !== undefined}
        title={t('terminal.renameTitle', { name: renaming?.name })}
        okText={t('terminal.save')}
        cancelText={t('terminal.cancel')}
        confirmLoading={rename.isPending}
        okButtonProps={{ disabled: !newName.trim() }}
        onOk={() => void saveName()}
        onCancel={() => setRenaming(undefined)}
        destroyOnHidden
      >
        <Input
          aria-label={t('terminal.name')}
          maxLength={64}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          onPressEnter={() => void saveName()}
        />
      </Modal>
      {timelines && <TimelinesDrawer office={office} group={group} onClose={() => setTimelines(false)} />}
      {managingGroups && (
        <GroupsDrawer
          onClose={() => setManagingGroups(false)}
          onShow={(g) => {
            setGroup({ id: g.id, name: g.name });
            setQuery((q) => ({ ...q, groupId: g.id, pageNo: 1 }));
            setManagingGroups(false);
          }}
        />
      )}
      {moving && (
        <MoveToGroupModal
          terminals={moving}
          onClose={() => setMoving(undefined)}
          onDone={() => {
            setMoving(undefined);
            forget();
          }}
        />
      )}
      {timelineOf && <TimelineDrawer terminal={timelineOf} onClose={() => setTimelineOf(undefined)} />}
      {contentOf && <ContentDrawer terminal={contentOf} onClose={() => setContentOf(undefined)} />}
      {playingOn && <PlayProgramModal terminals={playingOn} onClose={() => setPlayingOn(undefined)} onDone={forget} />}
    </Card>
  );
}
