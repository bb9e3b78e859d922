import { playPlanPublishApi, type PlanItem } from '@apm/contract';
import { call } from '../../api/client';
import { useChange } from '../../api/hooks';
import { useTranslation } from '../../i18n/useTranslation';
import type { Publisher } from './PublishBody';
import { useRefusalWithReason } from './refusal';

/**
 * Publishing a plan, with the programs it names as they are now: checked first (overlaps, screens,
 * terminals offline), the problems the publisher accepts recorded with it. Texts: playPlan, publish.
 */
export function usePlanPublisher(plan: Pick<PlanItem, 'id' | 'version'> | undefined): Publisher {
  const { t } = useTranslation();
  const publish = useChange(playPlanPublishApi.saveTerminals, { quiet: true });
  const refusal = useRefusalWithReason();
  const planId = plan?.id ?? '';
  return {
    intro: plan ? t('playPlan.publishIntro', { version: plan.version }) : '',
    calls: playPlanPublishApi,
    pending: publish.isPending,
    check: async (terminalIds) => (await call(playPlanPublishApi.checkTerminals, { planId, terminalIds })).jsonObject,
    publish: async (terminalIds, accepted) =>
      (
        await publish.mutateAsync({
          planId,
          terminalIds,
          ...(accepted.length ? { accepted: accepted.join(',') } : {}),
        })
      ).jsonObject,
    refusal,
  };
}
