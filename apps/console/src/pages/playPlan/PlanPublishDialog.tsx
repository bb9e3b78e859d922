import type { PlanItem } from '@apm/contract';
import { PublishModal } from '../../components/PublishModal';
import { usePlanPublisher } from '../../components/publish/planPublisher';
import { publishSetPath } from '../../components/publish/target';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  plan: PlanItem;
  onClose: () => void;
}

/**
 * Publishes a plan, with the programs it names as they are now, to the terminals chosen: there it
 * takes the place of the same plan's earlier publication, beside their other plans.
 */
export function PlanPublishDialog({ plan, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const publisher = usePlanPublisher(plan);

  return (
    <PublishModal
      name={plan.name}
      publisher={publisher}
      onClose={onClose}
      fullScreen={publishSetPath('plan', plan.id)}
      onPublished={(published) => {
        onClose();
        void message.success(
          published.reviewState === 'pending'
            ? t('publish.dialog.doneForReview', { name: plan.name, count: published.terminals })
            : t('publish.dialog.done', { name: plan.name, count: published.terminals }),
        );
      }}
    />
  );
}
