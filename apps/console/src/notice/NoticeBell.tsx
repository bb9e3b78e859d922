import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useAccess } from '../access/useAccess';
import { NOTICES_PATH, NOTICE_VIEW, useBellNotices, useMarkBellRead, useResetBellCount } from './api';
import { NoticePanel } from './NoticePanel';
import { bellView, unreadIds } from './rules';

/** The notice bell of the header (spec 2): shown only to users who may see their notifications. */
export function NoticeBell() {
  const { can } = useAccess();
  return can(NOTICE_VIEW) ? <Bell /> : null;
}

/**
 * The unread count on a bell; opening it lists the latest notices (page 1 of 10) and marks the
 * unread ones among them read in one call, which resets the count to 0.
 */
function Bell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  const notices = useBellNotices();
  const markRead = useMarkBellRead();
  const resetCount = useResetBellCount();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setFresh(new Set(unreadIds(bellView(notices.data, notices.isError).items)));
    // Mark what the user is about to see: the list as it is now, not as it was at the last poll.
    void notices.refetch().then((r) => {
      if (r.isError || !r.data) return;
      const ids = unreadIds(r.data.messageList);
      setFresh(new Set(ids));
      if (ids.length > 0) markRead.mutate(ids);
      // Nothing listed is unread (older ones may be): the count is reset all the same (spec 2).
      else resetCount();
    });
  };

  const close = () => setOpen(false);
  const view = bellView(notices.data, notices.isError);

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={onOpenChange}
      content={
        <NoticePanel
          items={view.items}
          loading={notices.isFetching}
          fresh={fresh}
          onFollow={close}
          onViewAll={() => {
            close();
            void navigate(NOTICES_PATH);
          }}
        />
      }
    >
      <Button
        type="text"
        aria-label={t('notice.bellLabel', { count: view.unreadCount })}
        style={{ height: 48, width: 48 }}
        icon={
          <Badge count={view.unreadCount} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
