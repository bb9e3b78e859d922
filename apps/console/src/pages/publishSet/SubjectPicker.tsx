import { playPlanApi, programApi, publishMessageApi } from '@apm/contract';
import { Flex, Input, Segmented, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useList } from '../../api/hooks';
import { serverPaging } from '../../components/pagedTable';
import type { PublishKind, PublishTarget } from '../../components/publish/target';
import { useTranslation } from '../../i18n/useTranslation';

/** A row of the picker, whichever kind it is of. */
interface Row {
  id: string;
  name: string;
  detail: string;
  emergency: boolean;
  officeName: string;
  updatedAt: number;
}

interface Props {
  /** The kinds the user may publish, in order. */
  kinds: readonly PublishKind[];
  picked: PublishTarget | null;
  onPick: (picked: PublishTarget | null) => void;
}

const PAGE = { pageNo: 1, pageSize: 20, name: '' };

/** One line of a message's text (the list's excerpt). */
const oneLine = (text: string, max = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
};

/**
 * Chooses what to send to the terminals chosen: a program, a plan or a message, each searched by
 * name in its own list (of the kinds the user may publish).
 */
export function SubjectPicker({ kinds, picked, onPick }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PublishKind>(picked?.kind ?? kinds[0]!);
  const [query, setQuery] = useState(PAGE);
  const programs = useList(programApi.list, query, { enabled: kind === 'program' });
  const plans = useList(playPlanApi.list, { ...query, kind: '' }, { enabled: kind === 'plan' });
  const messages = useList(publishMessageApi.list, { ...query, deleted: 'false' }, { enabled: kind === 'message' });

  const answer = kind === 'program' ? programs : kind === 'plan' ? plans : messages;
  let rows: Row[] = [];
  if (kind === 'program')
    rows = (programs.data?.list ?? []).map((p) => ({
      ...p,
      detail: t('publish.versionAndCanvas', { version: p.version, width: p.width, height: p.height }),
      emergency: false,
    }));
  else if (kind === 'plan')
    rows = (plans.data?.list ?? []).map((p) => ({
      ...p,
      detail: `${t(`playPlan.kinds.${p.kind}`)} · ${t('fullWindow.planContent', { count: p.entries })}`,
      emergency: false,
    }));
  else rows = (messages.data?.list ?? []).map((m) => ({ ...m, detail: oneLine(m.look.text) }));

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'name',
      title: t('fullWindow.name'),
      render: (_, r) => (
        <Flex vertical>
          <Flex gap={8} align="center">
            <span>{r.name}</span>
            {r.emergency && <Tag color="red">{t('fullWindow.emergency')}</Tag>}
          </Flex>
          <Typography.Text type="secondary">{r.detail}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'office', title: t('publish.office'), width: 200, dataIndex: 'officeName' },
    {
      key: 'saved',
      title: t('fullWindow.saved'),
      width: 200,
      render: (_, r) => new Date(r.updatedAt).toLocaleString(),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="center">
        <Segmented<PublishKind>
          value={kind}
          options={kinds.map((k) => ({ value: k, label: t(`fullWindow.kindsPlural.${k}`) }))}
          onChange={(k) => {
            setKind(k);
            setQuery(PAGE);
            onPick(null);
          }}
        />
        <Input.Search
          key={kind}
          allowClear
          placeholder={t('fullWindow.searchName')}
          style={{ maxWidth: 360 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
        />
      </Flex>
      <Table<Row>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={answer.isFetching}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: picked?.kind === kind ? [picked.id] : [],
          onChange: (keys) => onPick(keys[0] === undefined ? null : { kind, id: String(keys[0]) }),
        }}
        onRow={(r) => ({ onClick: () => onPick({ kind, id: r.id }) })}
        {...serverPaging(query, answer.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('fullWindow.found', { count: total }),
          empty: t('fullWindow.noneToSend'),
          size: 'small',
        })}
      />
    </Flex>
  );
}
