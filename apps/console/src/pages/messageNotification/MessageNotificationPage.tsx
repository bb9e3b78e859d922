import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { READ_STATE_READ, READ_STATE_UNREAD, type ReadState } from '@apm/contract';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { useFeedback } from '../../feedback/useFeedback';
import { NOTICE_DELETE, type NoticeQuery } from '../../notice/api';
import { deleteParams, pageAfterDelete, readStateParams, unreadIds } from '../../notice/rules';
import { useDeleteNotices, useMarkNoticesRead, useNoticePage } from './api';
import { NoticeTable } from './NoticeTable';

type Filter = ReadState | '';

/** /sysManage/messageNotification: all of the signed-in user's notices, to read, mark and delete. */
export function MessageNotificationPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [query, setQuery] = useState<Required<NoticeQuery>>({ pageNo: 1, pageSize: 10, readState: '' });
  const [selected, setSelected] = useState<string[]>([]);
  const page = useNoticePage(query);
  const markRead = useMarkNoticesRead();
  const remove = useDeleteNotices();

  const items = page.data?.data.list ?? [];
  const count = page.data?.data.count ?? 0;
  const unreadCount = page.data?.jsonObject.unreadCount ?? 0;
  const selectedUnread = unreadIds(items.filter((n) => selected.includes(n.id)));

  const change = (next: Partial<NoticeQuery>) => {
    setQuery((q) => ({ ...q, ...next }));
    setSelected([]);
  };

  const markSelectedRead = () =>
    markRead.mutate(readStateParams(selectedUnread), {
      onSuccess: ({ jsonObject }) => {
        void message.success(t('notice.markedRead', { count: jsonObject.count }));
        setSelected([]);
      },
    });

  const deleteSelected = () => {
    const ids = selected;
    modal.confirm({
      title: t('notice.deleteTitle', { count: ids.length }),
      content: t('notice.deleteConfirm'),
      okText: t('notice.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const n = (await remove.mutateAsync(deleteParams(ids))).jsonObject.count;
        void message.success(t('notice.deleted', { count: n }));
        change({ pageNo: pageAfterDelete(count, n, query.pageNo, query.pageSize) });
      },
    });
  };

  const filters: { value: Filter; label: string }[] = [
    { value: '', label: t('notice.all') },
    { value: READ_STATE_UNREAD, label: t('notice.unreadWithCount', { count: unreadCount }) },
    { value: READ_STATE_READ, label: t('notice.read') },
  ];

  return (
    <Card
      title={t('menu.messageNotification')}
      extra={
        <Segmented<Filter>
          aria-label={t('notice.filter')}
          options={filters}
          value={query.readState}
          onChange={(readState) => change({ readState, pageNo: 1 })}
        />
      }
    >
      <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Button
          icon={<CheckOutlined />}
          disabled={selectedUnread.length === 0}
          loading={markRead.isPending}
          onClick={markSelectedRead}
        >
          {t('notice.markRead')}
        </Button>
        <AuthButton
          authority={NOTICE_DELETE}
          danger
          icon={<DeleteOutlined />}
          disabled={selected.length === 0}
          loading={remove.isPending}
          onClick={deleteSelected}
        >
          {t('notice.delete')}
        </AuthButton>
        {selected.length > 0 && (
          <Typography.Text type="secondary">{t('notice.selected', { count: selected.length })}</Typography.Text>
        )}
      </Flex>
      <NoticeTable
        items={items}
        count={count}
        paging={query}
        loading={page.isFetching}
        selected={selected}
        onSelect={setSelected}
        onPage={change}
        emptyText={query.readState === '' ? t('notice.empty') : t('notice.noneMatching')}
      />
    </Card>
  );
}
