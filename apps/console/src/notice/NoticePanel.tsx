import { READ_STATE_UNREAD, type NoticeItem } from '@apm/contract';
import { Badge, Button, Divider, Empty, Flex, Spin, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { pickText } from '../i18n/contentLanguage';
import { useLanguage } from '../i18n/useLanguage';
import { noticeTime } from './format';

interface Props {
  items: readonly NoticeItem[];
  loading: boolean;
  /** Ids that were unread when the bell opened: marked read since, they keep their dot while the panel is open. */
  fresh: ReadonlySet<string>;
  onViewAll: () => void;
  /** Called when the user follows a notice's link (the panel closes). */
  onFollow: () => void;
}

/** The bell's dropdown: the latest notices, newest first, and a way to all of them. */
export function NoticePanel({ items, loading, fresh, onViewAll, onFollow }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = theme.useToken();

  let body;
  if (loading && items.length === 0) {
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  } else if (items.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />;
  } else {
    body = (
      <ul
        aria-label={t('notice.latest')}
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}
      >
        {items.map((n) => {
          const text = pickText(language, n.contentCn, n.contentEn);
          const isNew = fresh.has(n.id) || n.readState === READ_STATE_UNREAD;
          return (
            <li key={n.id} style={{ padding: '10px 4px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
              <Flex gap={10} align="baseline">
                <Badge status={isNew ? 'processing' : 'default'} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }} strong={isNew}>
                    {n.link ? (
                      <Link to={n.link} onClick={onFollow}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {noticeTime(n.createDate)}
                  </Typography.Text>
                </div>
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div style={{ width: 360 }}>
      <Typography.Text strong style={{ display: 'block', padding: '0 4px 8px' }}>
        {t('notice.title')}
      </Typography.Text>
      {body}
      <Divider style={{ margin: '8px 0 4px' }} />
      <Button type="link" block onClick={onViewAll}>
        {t('notice.viewAll')}
      </Button>
    </div>
  );
}
