import { NotificationOutlined } from '@ant-design/icons';
import type { Announcement } from '@apm/contract';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from '../i18n/useTranslation';
import { pickText } from '../i18n/contentLanguage';
import { useLanguage } from '../i18n/useLanguage';

interface Props {
  /** The announcement to show; null keeps the pop-up closed. */
  announcement: Announcement | null;
  /** Close: the user has read it for now. */
  onClose: () => void;
  /** "No more reminders"; without it (a preview) the button is not offered. */
  onNoMoreReminders?: () => void;
}

/** The announcement pop-up: title and text in the UI language (Chinese for CN and HK), kept as typed. */
export function AnnouncementModal({ announcement: a, onClose, onNoMoreReminders }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = a ? pickText(language, a.announcementTitleCh, a.announcementTitleEn) : '';
  const content = a ? pickText(language, a.announcementContentCh, a.announcementContentEn) : '';

  return (
    <Modal
      open={a !== null}
      title={
        <Flex align="center" gap={8}>
          <NotificationOutlined />
          <span>{title}</span>
        </Flex>
      }
      onCancel={onClose}
      // It stays until the user answers it: a stray click beside it must not dismiss it.
      maskClosable={false}
      width={560}
      footer={[
        onNoMoreReminders && (
          <Button key="never" onClick={onNoMoreReminders}>
            {t('announcement.noMoreReminders')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t('announcement.close')}
        </Button>,
      ]}
    >
      {/* Plain text: line breaks kept, nothing interpreted as markup. */}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, maxHeight: '60vh', overflowY: 'auto' }}>
        {content}
      </Typography.Paragraph>
    </Modal>
  );
}
