import { TERMINAL_GROUP_REFUSALS, type TerminalGroupItem, type TerminalItem } from '@apm/contract';
import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useSettled } from '../../components/useSettled';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { useGroups, useMoveToGroup } from './api';

/** The choice "no group" in the group select. */
const NONE = '';

interface Props {
  terminals: readonly TerminalItem[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * Puts the chosen terminals into a group (searched by name on the server) or into none. A group
 * holds terminals of its office and below only: a refusal says so, and nothing moves.
 */
export function MoveToGroupModal({ terminals, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const asked = useSettled(search);
  const groups = useGroups({ pageNo: 1, pageSize: 20, name: asked });
  const move = useMoveToGroup();
  const options = [
    { value: NONE, label: t('terminal.groups.none') },
    ...(groups.data?.list ?? []).map((g: TerminalGroupItem) => ({
      value: g.id,
      label: `${g.name} · ${g.officeName}`,
    })),
  ];

  const submit = async () => {
    if (groupId === undefined) return;
    setProblem(undefined);
    try {
      const { jsonObject } = await move.mutateAsync({ ids: terminals.map((x) => x.id).join(','), groupId });
      void message.success(t('terminal.groups.moved', { count: jsonObject.count }));
      onDone();
    } catch (err) {
      const outside =
        err instanceof ApiError && err.fields.some((f) => f.message === TERMINAL_GROUP_REFUSALS.outsideOffice);
      setProblem(outside ? t('terminal.groups.outsideOffice') : errorText(err, translate));
    }
  };

  return (
    <Modal
      open
      title={t('terminal.groups.moveTitle', { count: terminals.length })}
      okText={t('terminal.groups.moveOk')}
      cancelText={t('terminal.cancel')}
      okButtonProps={{ disabled: groupId === undefined }}
      confirmLoading={move.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
        {terminals.map((x) => x.name).join(', ')}
      </Typography.Paragraph>
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch }}
        aria-label={t('terminal.groups.group')}
        placeholder={t('terminal.groups.pick')}
        style={{ width: '100%' }}
        loading={groups.isFetching}
        value={groupId}
        onChange={(v: string) => setGroupId(v)}
        options={options}
        notFoundContent={t('terminal.groups.empty')}
        status={problem ? 'error' : undefined}
      />
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {problem}
        </Typography.Text>
      )}
    </Modal>
  );
}
