import { officeApi, type OfficeHit } from '@apm/contract';
import { Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useList } from '../../api/hooks';
import { serverPaging } from '../../components/pagedTable';
import { OfficeTypeTag } from '../../components/officeTree/OfficeTypeTag';

const PAGE_SIZE = 10;

interface Props {
  name: string;
  selectedId?: string;
  onSelect: (office: OfficeHit) => void;
}

/** The offices of the range whose name contains `name`, paged by the server, each with the way to it. */
export function OfficeSearchResults({ name, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [searched, setSearched] = useState(name);
  // A new search starts at its first page.
  if (searched !== name) {
    setSearched(name);
    setPageNo(1);
  }
  const page = useList(officeApi.searchOffice, { name, pageNo, pageSize: PAGE_SIZE });

  const columns: TableProps<OfficeHit>['columns'] = [
    {
      key: 'office',
      title: t('office.name'),
      render: (_, hit) => (
        <div data-office-hit={hit.name}>
          <Typography.Text strong>{hit.name}</Typography.Text>
          <OfficeTypeTag type={hit.type} />
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {hit.pathNames.length ? hit.pathNames.join(' / ') : t('office.topOfRange')}
            </Typography.Text>
          </div>
        </div>
      ),
    },
  ];

  return (
    <Table<OfficeHit>
      aria-label={t('office.searchResults')}
      rowKey="id"
      size="small"
      showHeader={false}
      columns={columns}
      dataSource={page.data?.list ?? []}
      loading={page.isFetching}
      rowClassName={(hit) => (hit.id === selectedId ? 'ant-table-row-selected' : '')}
      onRow={(hit) => ({
        onClick: () => onSelect(hit),
        onKeyDown: (e) => {
          if (e.key === 'Enter') onSelect(hit);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
      })}
      {...serverPaging({ pageNo, pageSize: PAGE_SIZE }, page.data?.count ?? 0, (p) => setPageNo(p.pageNo), {
        showTotal: (total) => t('office.found', { count: total }),
        empty: t('office.noneFound'),
        sizeChanger: false,
        size: 'small',
      })}
    />
  );
}
