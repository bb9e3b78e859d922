import { ExpandOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useAccess } from '../access/useAccess';
import { useTranslation } from '../i18n/useTranslation';
import { PublishBody, SendButton, usePublishForm, type Published, type Publisher } from './publish/PublishBody';
import { PUBLISH_SET_PERMISSION } from './publish/target';

interface Props {
  /** What is published, for the title. */
  name: string;
  /** How its kind is published (components/publish/*Publisher). */
  publisher: Publisher;
  /** Published: the caller closes the dialog and says so. */
  onPublished: (published: Published) => void;
  onClose: () => void;
  /** The full-window publishing page of the same thing (/publishSet?kind=&id=), offered as a link to those who may open it. */
  fullScreen?: string;
  /** Before following the link (an editor behind the dialog lets that navigation through). */
  onLeave?: () => void;
}

/**
 * The publish dialog of programs, plans and messages: the body the full-window page shows too
 * (PublishBody: terminals, the check before publishing, refusals) with Send. Its texts are the
 * publish and materialReview namespaces'.
 */
export function PublishModal({ name, publisher, onPublished, onClose, fullScreen, onLeave }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAccess();
  const form = usePublishForm(publisher, onPublished);

  return (
    <Modal
      open
      width={980}
      title={t('publish.dialog.title', { name })}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" align="center">
          <Flex gap={16} align="center">
            <Typography.Text>{t('publish.dialog.chosen', { count: form.chosen.size })}</Typography.Text>
            {fullScreen && can(PUBLISH_SET_PERMISSION) && (
              <Button
                type="link"
                icon={<ExpandOutlined />}
                onClick={() => {
                  onLeave?.();
                  onClose();
                  void navigate(fullScreen);
                }}
              >
                {t('fullWindow.openFullScreen')}
              </Button>
            )}
          </Flex>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('publish.dialog.cancel')}</Button>
            <SendButton form={form} />
          </Flex>
        </Flex>
      }
    >
      <PublishBody form={form} publisher={publisher} />
    </Modal>
  );
}
