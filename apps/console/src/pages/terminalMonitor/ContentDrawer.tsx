import { ClearOutlined, DeleteOutlined, PlayCircleOutlined, SendOutlined, SyncOutlined } from '@ant-design/icons';
import type { TerminalItem, TerminalMessage, TerminalProgram } from '@apm/contract';
import { Alert, Drawer, Flex, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type HTMLAttributes } from 'react';
import { useAccess } from '../../access/useAccess';
import { GuardedButton } from '../../components/GuardedButton';
import { STATE_COLOURS } from '../../components/deliveryStates';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';
import {
  MESSAGE_EMERGENCY,
  MESSAGE_PUBLISH,
  PROGRAM_PUBLISH,
  TERMINAL_CONTROL,
  usePlayNowSet,
  useRemoveTerminalMessage,
  useTerminalMessages,
  useTerminalPrograms,
} from './api';
import { excerptOf, messagesInOrder } from './contentView';
import { currentPlayNow, untilTime } from './playNowView';
import { PlayProgramModal } from './PlayProgramModal';
import { SendMessageModal } from './SendMessageModal';
import { useContentActions } from './useContentActions';

interface Props {
  terminal: TerminalItem;
  onClose: () => void;
}

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/**
 * What a terminal holds: the programs published to it (each with its plan, or on its own) and
 * the messages, which of them show now, and how far each delivery is, and the program it plays
 * now by hand, until when; kept up to date by the page's live events. From here a message comes off
 * this terminal, a saved message is sent to it now, a program is played on it now for a while, and
 * its content is fetched again or cleared.
 */
export function ContentDrawer({ terminal, onClose }: Props) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { can, guard } = useAccess();
  const programs = useTerminalPrograms(terminal.id);
  const messages = useTerminalMessages(terminal.id);
  const removeMessage = useRemoveTerminalMessage();
  const { refresh, clear, refreshing } = useContentActions();
  const [sending, setSending] = useState(false);
  const [playing, setPlaying] = useState(false);
  const playNowSet = usePlayNowSet(terminal.id);
  const [now, setNow] = useState(() => Date.now());
  const playNow = currentPlayNow(playNowSet.data?.jsonObject, now);
  const until = playNow?.to;
  const { refetch: readPlayNowAgain } = playNowSet;
  // When the program played by hand ends, the terminal goes back to what it held: the banner goes, and the call is asked again.
  useEffect(() => {
    if (until === undefined) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void readPlayNowAgain();
      },
      Math.max(0, until - Date.now()) + 1_000,
    );
    return () => clearTimeout(timer);
  }, [until, readPlayNowAgain]);

  const stateTag = (state: TerminalProgram['state'], percent: number | null) => (
    <Tag color={STATE_COLOURS[state]}>
      {t(`publish.states.${state}`)}
      {state === 'downloading' && percent !== null ? ` ${percent}%` : ''}
    </Tag>
  );

  const confirmRemove = (m: TerminalMessage) =>
    guard(TERMINAL_CONTROL, () =>
      modal.confirm({
        title: t('terminal.content.removeTitle', { message: m.name, name: terminal.name }),
        content: t('terminal.content.removeConfirm'),
        okText: t('terminal.content.remove'),
        cancelText: t('terminal.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          await removeMessage.mutateAsync({ terminalId: terminal.id, publishId: m.publishId });
          void message.success(t('terminal.content.removed', { message: m.name, name: terminal.name }));
        },
      }),
    );

  const programColumns: TableProps<TerminalProgram>['columns'] = [
    {
      key: 'name',
      title: t('terminal.content.program'),
      render: (_, p) => <Typography.Text strong>{p.programName}</Typography.Text>,
    },
    {
      key: 'plan',
      title: t('terminal.content.plan'),
      render: (_, p) =>
        p.planName ?? <Typography.Text type="secondary">{t('terminal.content.single')}</Typography.Text>,
    },
    { key: 'canvas', title: t('publish.canvas'), width: 130, render: (_, p) => `${p.width} × ${p.height}` },
    { key: 'state', title: t('publish.state'), width: 150, render: (_, p) => stateTag(p.state, p.percent) },
  ];

  const messageColumns: TableProps<TerminalMessage>['columns'] = [
    {
      key: 'name',
      title: t('messages.name'),
      render: (_, m) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text strong>{m.name}</Typography.Text>
          {m.emergency && <Tag color="red">{t('messages.emergency')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'text',
      title: t('messages.text'),
      render: (_, m) => (
        <Tooltip title={m.text}>
          <Typography.Text>{excerptOf(m.text)}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      key: 'position',
      title: t('messages.position'),
      width: 110,
      render: (_, m) => t(`messages.positions.${m.position}`),
    },
    {
      key: 'period',
      title: t('messages.period'),
      width: 200,
      render: (_, m) =>
        m.to === null
          ? t('messages.fromUntilStopped', { from: when(m.from) })
          : t('messages.fromTo', { from: when(m.from), to: when(m.to) }),
    },
    {
      key: 'state',
      title: t('publish.state'),
      width: 150,
      render: (_, m) => (
        <Flex vertical gap={4} align="start">
          {m.showing && <Tag color="green">{t('terminal.content.showing')}</Tag>}
          {stateTag(m.state, null)}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('terminal.actions'),
      width: 200,
      render: (_, m) => (
        <GuardedButton
          authority={TERMINAL_CONTROL}
          size="small"
          danger
          icon={<DeleteOutlined />}
          blockedReason={m.emergency && !can(MESSAGE_EMERGENCY) ? t('terminal.content.emergencyOnly') : undefined}
          onClick={() => confirmRemove(m)}
        >
          {t('terminal.content.remove')}
        </GuardedButton>
      ),
    },
  ];

  return (
    <Drawer open width={1000} title={t('terminal.content.title', { name: terminal.name })} onClose={onClose}>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <GuardedButton
          authority={MESSAGE_PUBLISH}
          type="primary"
          icon={<SendOutlined />}
          onClick={() => setSending(true)}
        >
          {t('terminal.content.sendNow')}
        </GuardedButton>
        <GuardedButton authority={PROGRAM_PUBLISH} icon={<PlayCircleOutlined />} onClick={() => setPlaying(true)}>
          {t('terminal.content.playNow')}
        </GuardedButton>
        <GuardedButton
          authority={TERMINAL_CONTROL}
          icon={<SyncOutlined />}
          loading={refreshing}
          onClick={() => refresh([terminal])}
        >
          {t('terminal.content.refresh')}
        </GuardedButton>
        <GuardedButton authority={TERMINAL_CONTROL} danger icon={<ClearOutlined />} onClick={() => clear([terminal])}>
          {t('terminal.content.clear')}
        </GuardedButton>
      </Flex>
      <Typography.Title level={5}>{t('terminal.content.programs')}</Typography.Title>
      {playNow && (
        <Alert
          type="info"
          showIcon
          icon={<PlayCircleOutlined />}
          data-testid="terminal-play-now"
          data-program={playNow.programId}
          data-state={playNow.state}
          style={{ marginBottom: 12 }}
          title={
            <Flex gap={8} wrap align="center">
              <span>
                {t('terminal.content.playingNow', {
                  program: playNow.programName,
                  time: untilTime(playNow.to, now),
                })}
              </span>
              {stateTag(playNow.state, null)}
            </Flex>
          }
        />
      )}
      <Table<TerminalProgram>
        rowKey={(p) => `${p.publishId} ${p.programId}`}
        size="small"
        data-testid="terminal-programs"
        columns={programColumns}
        dataSource={programs.data?.jsonObject ?? []}
        loading={programs.isLoading}
        pagination={false}
        locale={{ emptyText: t('terminal.content.noPrograms') }}
        onRow={(p) => ({ 'data-program': p.programId, 'data-state': p.state }) as HTMLAttributes<HTMLElement>}
        style={{ marginBottom: 24 }}
      />
      <Typography.Title level={5}>{t('terminal.content.messages')}</Typography.Title>
      <Table<TerminalMessage>
        rowKey="publishId"
        size="small"
        data-testid="terminal-messages"
        columns={messageColumns}
        dataSource={messagesInOrder(messages.data?.jsonObject ?? [])}
        loading={messages.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('terminal.content.noMessages') }}
        onRow={(m) =>
          ({
            'data-message': m.messageId,
            'data-publication': m.publishId,
            'data-showing': String(m.showing),
            'data-state': m.state,
          }) as HTMLAttributes<HTMLElement>
        }
      />
      {sending && <SendMessageModal terminal={terminal} onClose={() => setSending(false)} />}
      {playing && <PlayProgramModal terminals={[terminal]} onClose={() => setPlaying(false)} />}
    </Drawer>
  );
}
