import { PLAY_NOW_MINUTES_MAX, type ProgramChoice, type TerminalItem } from '@apm/contract';
import { Flex, Input, InputNumber, Modal, Radio, Table, Typography, type TableProps } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';
import { PROGRAM_CHOICES, useProgramChoices, useProgramPlayNow } from './api';
import { minutesValid, PLAY_NOW_DEFAULT_MINUTES, PLAY_NOW_QUICK_MINUTES, terminalIdsOf } from './playNowView';

interface Props {
  /** The terminals it plays on: one from its drawer, or those chosen in the table. */
  terminals: readonly TerminalItem[];
  onClose: () => void;
  /** After it went (or went to review), e.g. to forget the choice. */
  onDone?: () => void;
}

/**
 * Plays a program now on terminals, alone, for a while (10 minutes unless the user says otherwise,
 * a day at most); then they play what they held before. The user finds the program by name and
 * says how long; the toast says whether it plays or waits for a reviewer.
 */
export function PlayProgramModal({ terminals, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ProgramChoice>();
  const [minutes, setMinutes] = useState<number | null>(PLAY_NOW_DEFAULT_MINUTES);
  const choices = useProgramChoices(name);
  const playNow = useProgramPlayNow();
  const list = choices.data?.list ?? [];
  const total = choices.data?.count ?? 0;
  const single = terminals.length === 1 ? terminals[0] : undefined;

  const play = () => {
    if (!chosen || !minutesValid(minutes)) return;
    // A refusal is said by the data layer's toast; the dialog stays open to choose again.
    playNow.mutate(
      { programId: chosen.id, terminalIds: terminalIdsOf(terminals), minutes },
      {
        onSuccess: ({ jsonObject }) => {
          onClose();
          onDone?.();
          const program = chosen.name;
          const count = jsonObject.terminals;
          if (jsonObject.reviewState === 'pending')
            void message.info(
              single
                ? t('terminal.content.playNowForReview', { program, name: single.name, minutes })
                : t('terminal.content.playNowForReviewMany', { program, count, minutes }),
            );
          else
            void message.success(
              single
                ? t('terminal.content.playNowDone', { program, name: single.name, minutes })
                : t('terminal.content.playNowDoneMany', { program, count, minutes }),
            );
        },
      },
    );
  };

  const columns: TableProps<ProgramChoice>['columns'] = [
    {
      key: 'name',
      title: t('terminal.content.program'),
      render: (_, p) => <Typography.Text strong>{p.name}</Typography.Text>,
    },
    { key: 'canvas', title: t('publish.canvas'), width: 130, render: (_, p) => `${p.width} × ${p.height}` },
    { key: 'version', title: t('publish.version'), width: 90, dataIndex: 'version' },
  ];

  return (
    <Modal
      open
      width={640}
      title={
        single
          ? t('terminal.content.playNowTitle', { name: single.name })
          : t('terminal.content.playNowManyTitle', { count: terminals.length })
      }
      okText={t('terminal.content.playNowOk')}
      cancelText={t('terminal.cancel')}
      okButtonProps={{ disabled: !chosen || !minutesValid(minutes) }}
      confirmLoading={playNow.isPending}
      onOk={play}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('terminal.content.playNowIntro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('terminal.content.searchPrograms')}
        placeholder={t('terminal.content.searchPrograms')}
        style={{ marginBottom: 12 }}
        onSearch={(v) => setName(v.trim())}
      />
      <Table<ProgramChoice>
        rowKey="id"
        size="small"
        data-testid="program-choices"
        columns={columns}
        dataSource={list}
        loading={choices.isFetching && !choices.data}
        pagination={false}
        scroll={{ y: 280 }}
        locale={{ emptyText: name ? t('terminal.content.noProgramMatching') : t('terminal.content.noProgram') }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [chosen.id] : [],
          onChange: (_, rows) => setChosen(rows[0]),
          getCheckboxProps: (p) => ({ 'aria-label': p.name }),
        }}
        onRow={(p) =>
          ({
            'data-program-name': p.name,
            onClick: () => setChosen(p),
            style: { cursor: 'pointer' },
          }) as HTMLAttributes<HTMLElement>
        }
      />
      {total > PROGRAM_CHOICES && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('terminal.content.morePrograms', { shown: list.length, count: total })}
        </Typography.Paragraph>
      )}
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Typography.Text strong>{t('terminal.content.playFor')}</Typography.Text>
        <Flex gap={12} wrap align="center">
          <Radio.Group
            optionType="button"
            aria-label={t('terminal.content.quickMinutes')}
            value={PLAY_NOW_QUICK_MINUTES.find((m) => m === minutes)}
            options={PLAY_NOW_QUICK_MINUTES.map((m) => ({
              value: m,
              label: t('terminal.content.quickChoice', { minutes: m }),
            }))}
            onChange={(e) => setMinutes(e.target.value as number)}
          />
          <Flex gap={8} align="center">
            <InputNumber
              aria-label={t('terminal.content.minutesLabel')}
              min={1}
              max={PLAY_NOW_MINUTES_MAX}
              precision={0}
              style={{ width: 110 }}
              status={minutesValid(minutes) ? undefined : 'error'}
              value={minutes}
              onChange={(v) => setMinutes(v)}
            />
            <Typography.Text>{t('terminal.content.minutes')}</Typography.Text>
          </Flex>
        </Flex>
        <Typography.Text type={minutesValid(minutes) ? 'secondary' : 'danger'}>
          {t('terminal.content.minutesRule', { max: PLAY_NOW_MINUTES_MAX })}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
