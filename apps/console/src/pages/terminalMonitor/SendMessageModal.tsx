import type { MessageItem, TerminalItem } from '@apm/contract';
import { Input, Modal, Table, Tag, Typography, type TableProps } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useAccess } from '../../access/useAccess';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';
import { MESSAGE_CHOICES, MESSAGE_EMERGENCY, useMessageChoices, useMessagePlayNow } from './api';
import { excerptOf } from './contentView';

interface Props {
  terminal: TerminalItem;
  onClose: () => void;
}

/**
 * Sends a saved message, as it is saved, to one terminal to show from now: the user finds it by
 * name and sends it; the toast says whether it went or waits for a reviewer. Emergency messages can
 * be chosen only by those allowed to send them.
 */
export function SendMessageModal({ terminal, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { can } = useAccess();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<MessageItem>();
  const choices = useMessageChoices(name);
  const playNow = useMessagePlayNow();
  const list = choices.data?.list ?? [];
  const total = choices.data?.count ?? 0;
  const mayChoose = (m: MessageItem) => !m.emergency || can(MESSAGE_EMERGENCY);

  const send = () => {
    if (!chosen) return;
    // A refusal is said by the data layer's toast; the dialog stays open to choose again.
    playNow.mutate(
      { messageId: chosen.id, terminalIds: terminal.id },
      {
        onSuccess: ({ jsonObject }) => {
          onClose();
          if (jsonObject.reviewState === 'pending')
            void message.info(t('terminal.content.sentForReview', { message: chosen.name, name: terminal.name }));
          else void message.success(t('terminal.content.sent', { message: chosen.name, name: terminal.name }));
        },
      },
    );
  };

  const columns: TableProps<MessageItem>['columns'] = [
    {
      key: 'name',
      title: t('messages.name'),
      render: (_, m) => (
        <>
          <Typography.Text strong>{m.name}</Typography.Text>{' '}
          {m.emergency && <Tag color="red">{t('messages.emergency')}</Tag>}
        </>
      ),
    },
    { key: 'text', title: t('messages.text'), render: (_, m) => excerptOf(m.look.text, 40) },
  ];

  return (
    <Modal
      open
      width={640}
      title={t('terminal.content.sendTitle', { name: terminal.name })}
      okText={t('terminal.content.send')}
      cancelText={t('terminal.cancel')}
      okButtonProps={{ disabled: !chosen }}
      confirmLoading={playNow.isPending}
      onOk={send}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('terminal.content.sendIntro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('terminal.content.searchMessages')}
        placeholder={t('terminal.content.searchMessages')}
        style={{ marginBottom: 12 }}
        onSearch={(v) => setName(v.trim())}
      />
      <Table<MessageItem>
        rowKey="id"
        size="small"
        data-testid="message-choices"
        columns={columns}
        dataSource={list}
        loading={choices.isFetching && !choices.data}
        pagination={false}
        scroll={{ y: 320 }}
        locale={{ emptyText: name ? t('terminal.content.noMessageMatching') : t('terminal.content.noSavedMessage') }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [chosen.id] : [],
          onChange: (_, rows) => setChosen(rows[0]),
          getCheckboxProps: (m) => ({ disabled: !mayChoose(m), 'aria-label': m.name }),
        }}
        onRow={(m) =>
          ({
            'data-message-name': m.name,
            onClick: () => mayChoose(m) && setChosen(m),
            style: { cursor: mayChoose(m) ? 'pointer' : 'not-allowed' },
          }) as HTMLAttributes<HTMLElement>
        }
      />
      {total > MESSAGE_CHOICES && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('terminal.content.moreMessages', { shown: list.length, count: total })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
