import { READ_STATE_UNREAD, type NoticeItem } from '@apm/contract';
import { Table, Tag, Typography, type TableProps } from 'antd';
import { serverPaging, type Paging } from '../../components/pagedTable';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { pickText } from '../../i18n/contentLanguage';
import { useLanguage } from '../../i18n/useLanguage';
import { noticeTimeExact } from '../../notice/format';

interface Props {
  items: NoticeItem[];
  count: number;
  paging: Paging;
  loading: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onPage: (paging: Paging) => void;
  /** What the empty table says (no notices at all, or none matching the filter). */
  emptyText: string;
}

/** The notices of one page: read state, content in the UI language, kind, time; selectable, paged by the server. */
export function NoticeTable({ items, count, paging, loading, selected, onSelect, onPage, emptyText }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();

  const columns: TableProps<NoticeItem>['columns'] = [
    {
      key: 'readState',
      title: t('notice.state'),
      width: 110,
      render: (_, n) =>
        n.readState === READ_STATE_UNREAD ? (
          <Tag color="processing">{t('notice.unread')}</Tag>
        ) : (
          <Tag>{t('notice.read')}</Tag>
        ),
    },
    {
      key: 'content',
      title: t('notice.content'),
      render: (_, n) => {
        const text = pickText(language, n.contentCn, n.contentEn);
        return (
          <Typography.Text strong={n.readState === READ_STATE_UNREAD} style={{ whiteSpace: 'pre-wrap' }}>
            {n.link ? <Link to={n.link}>{text}</Link> : text}
          </Typography.Text>
        );
      },
    },
    {
      key: 'kind',
      title: t('notice.kind'),
      width: 170,
      render: (_, n) => t(`notice.kinds.${n.kind}`),
    },
    {
      key: 'createDate',
      title: t('notice.createDate'),
      width: 190,
      render: (_, n) => noticeTimeExact(n.createDate),
    },
  ];

  return (
    <Table<NoticeItem>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) }}
      {...serverPaging(paging, count, onPage, {
        showTotal: (total) => t('notice.total', { count: total }),
        empty: emptyText,
      })}
    />
  );
}
