import type { MessageItem } from '@apm/contract';
import { useNavigate } from 'react-router';
import { PublishModal } from '../../components/PublishModal';
import { useMessagePublisher } from '../../components/publish/messagePublisher';
import { publishSetPath } from '../../components/publish/target';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';
import { deliveriesPath } from './api';

interface Props {
  message: Pick<MessageItem, 'id' | 'name' | 'emergency' | 'version'>;
  onClose: () => void;
  /** Before following a link away (to the deliveries, to the full window): the form lets that navigation through. */
  onFollow?: () => void;
}

/**
 * Sends a saved message, as it is saved, to the terminals chosen: there it takes the place of its
 * earlier publication; the toast says to how many terminals it went and leads to its deliveries.
 * While publications are reviewed it waits for a reviewer instead (the toast says so), who reads
 * the note typed for them (emergency messages never wait, so they take none).
 */
export function MessagePublishDialog({ message: m, onClose, onFollow }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const publisher = useMessagePublisher(m);

  return (
    <PublishModal
      name={m.name}
      publisher={publisher}
      onClose={onClose}
      fullScreen={publishSetPath('message', m.id)}
      onLeave={onFollow}
      onPublished={(published) => {
        onClose();
        void message.success({
          content: (
            <span data-published={published.id}>
              {published.reviewState === 'pending'
                ? t('messages.publishedForReview', { name: m.name, count: published.terminals })
                : t('messages.published', { name: m.name, count: published.terminals })}{' '}
              <a
                onClick={() => {
                  onFollow?.();
                  void navigate(deliveriesPath(m.id, published.id));
                }}
              >
                {t('messages.followDeliveries')}
              </a>
            </span>
          ),
          duration: 8,
        });
      }}
    />
  );
}
