import { playPlanPublishApi, type PlanItem } from '@apm/contract';
import { ApiError } from '../../api/ApiError';
import { call } from '../../api/client';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { PublishModal } from '../../components/PublishModal';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
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
  const translate = useTranslate();
  const { message } = useFeedback();
  const publish = useChange(playPlanPublishApi.saveTerminals, { quiet: true });

  return (
    <PublishModal
      name={plan.name}
      intro={t('playPlan.publishIntro', { version: plan.version })}
      calls={playPlanPublishApi}
      pending={publish.isPending}
      onClose={onClose}
      check={async (terminalIds) =>
        (await call(playPlanPublishApi.checkTerminals, { planId: plan.id, terminalIds })).jsonObject
      }
      publish={async (terminalIds, accepted) => {
        const { jsonObject } = await publish.mutateAsync({
          planId: plan.id,
          terminalIds,
          ...(accepted.length ? { accepted: accepted.join(',') } : {}),
        });
        onClose();
        void message.success(
          jsonObject.reviewState === 'pending'
            ? t('publish.dialog.doneForReview', { name: plan.name, count: jsonObject.terminals })
            : t('publish.dialog.done', { name: plan.name, count: jsonObject.terminals }),
        );
      }}
      // The server says which (a program of the plan no longer in range, a terminal gone).
      refusal={(err) => {
        const general = errorText(err, translate);
        return err instanceof ApiError && err.answered && err.message && err.message !== general
          ? `${general}: ${err.message}`
          : general;
      }}
    />
  );
}
