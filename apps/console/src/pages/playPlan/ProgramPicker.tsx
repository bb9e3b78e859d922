import type { ProgramItem } from '@apm/contract';
import { Input, Modal, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errorText';
import { serverPaging, type NameQuery } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { pickedProgram, usePickablePrograms } from './api';
import type { ProgramFacts } from './draft';

/** A program chosen in the picker, with what the editor shows of it. */
export interface Picked {
  id: string;
  facts: ProgramFacts;
}

interface Props {
  /** 'add': the programs chosen become new entries; 'replace': one program takes an entry's place; null: closed. */
  mode: 'add' | 'replace' | null;
  onPick: (programs: Picked[]) => void;
  onClose: () => void;
}

/**
 * The programs of the range, paged on the server and searched by name, to put into the plan: several
 * at once as new entries (in the order chosen), or one in place of an entry's program.
 */
export function ProgramPicker({ mode, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [query, setQuery] = useState<NameQuery>({ pageNo: 1, pageSize: 10, name: '' });
  const [chosen, setChosen] = useState<ProgramItem[]>([]);
  const [measuring, setMeasuring] = useState(false);
  const page = usePickablePrograms(query, mode !== null);

  const close = () => {
    setChosen([]);
    onClose();
  };

  // Each program's length comes from its document, read when it is chosen: the list does not carry it.
  const take = async () => {
    setMeasuring(true);
    try {
      const picked = await Promise.all(chosen.map(async (p) => ({ id: p.id, facts: await pickedProgram(p) })));
      setChosen([]);
      onPick(picked);
    } catch (err) {
      void message.error(errorText(err, translate));
    } finally {
      setMeasuring(false);
    }
  };

  const columns: TableProps<ProgramItem>['columns'] = [
    { key: 'name', title: t('playPlan.picker.name'), dataIndex: 'name' },
    { key: 'canvas', title: t('playPlan.picker.canvas'), width: 130, render: (_, p) => `${p.width} × ${p.height}` },
    { key: 'office', title: t('playPlan.office'), width: 160, dataIndex: 'officeName' },
    {
      key: 'updated',
      title: t('playPlan.updated'),
      width: 180,
      render: (_, p) => new Date(p.updatedAt).toLocaleString(),
    },
  ];

  return (
    <Modal
      open={mode !== null}
      title={t(mode === 'replace' ? 'playPlan.picker.replaceTitle' : 'playPlan.picker.addTitle')}
      width={820}
      onCancel={close}
      okText={mode === 'replace' ? t('playPlan.picker.replace') : t('playPlan.picker.add', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0, loading: measuring }}
      onOk={() => void take()}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('playPlan.picker.search')}
        style={{ marginBottom: 12, maxWidth: 320 }}
        onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
      />
      <Table<ProgramItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        rowSelection={{
          type: mode === 'replace' ? 'radio' : 'checkbox',
          preserveSelectedRowKeys: true,
          selectedRowKeys: chosen.map((p) => p.id),
          onChange: (_, rows) =>
            // Rows of other pages come back undefined: keep those chosen there, in the order chosen.
            setChosen((was) => {
              if (mode === 'replace') return rows.filter((r): r is ProgramItem => r !== undefined);
              const shown = new Set((page.data?.list ?? []).map((p) => p.id));
              const kept = was.filter((p) => !shown.has(p.id));
              const now = rows.filter((r): r is ProgramItem => r !== undefined && shown.has(r.id));
              const order = [...kept, ...was.filter((p) => now.some((r) => r.id === p.id))];
              return [...order, ...now.filter((r) => !order.some((p) => p.id === r.id))];
            }),
        }}
        onRow={(p) => ({
          onClick: () =>
            setChosen((was) =>
              mode === 'replace'
                ? [p]
                : was.some((c) => c.id === p.id)
                  ? was.filter((c) => c.id !== p.id)
                  : [...was, p],
            ),
          style: { cursor: 'pointer' },
        })}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('playPlan.picker.total', { count: total }),
          empty: query.name ? t('playPlan.picker.noneMatching') : t('playPlan.picker.empty'),
          sizeChanger: false,
          size: 'small',
        })}
      />
    </Modal>
  );
}
