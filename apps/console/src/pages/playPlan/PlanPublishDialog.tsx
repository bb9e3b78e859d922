import {
  MATERIALS_NOT_APPROVED,
  playPlanPublishApi,
  type NotApprovedMaterials,
  type PlanItem,
  type PublishTerminal,
} from '@apm/contract';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { TerminalChooser } from '../../components/TerminalChooser';
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
  const [chosen, setChosen] = useState<Map<string, PublishTerminal>>(new Map());
  // Materials of the plan's programs not approved yet (review): the refusal stays in the dialog, naming them.
  const [notApproved, setNotApproved] = useState<NotApprovedMaterials['materials']>([]);
  const publish = useChange(playPlanPublishApi.saveTerminals, { quiet: true });

  const submit = () => {
    setNotApproved([]);
    publish.mutate(
      { planId: plan.id, terminalIds: [...chosen.keys()].join(',') },
      {
        onSuccess: ({ jsonObject }) => {
          onClose();
          void message.success(t('publish.dialog.done', { name: plan.name, count: jsonObject.terminals }));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields.some((f) => f.message === MATERIALS_NOT_APPROVED)) {
            setNotApproved((err.jsonObject as NotApprovedMaterials).materials);
            return;
          }
          // The server says which (a program of the plan no longer in range, a terminal gone).
          const general = errorText(err, translate);
          void message.error(
            err instanceof ApiError && err.answered && err.message && err.message !== general
              ? `${general}: ${err.message}`
              : general,
          );
        },
      },
    );
  };

  return (
    <Modal
      open
      width={980}
      title={t('publish.dialog.title', { name: plan.name })}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text>{t('publish.dialog.chosen', { count: chosen.size })}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('publish.dialog.cancel')}</Button>
            <Button type="primary" disabled={chosen.size === 0} loading={publish.isPending} onClick={submit}>
              {t('publish.dialog.ok', { count: chosen.size })}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('playPlan.publishIntro', { version: plan.version })}
      </Typography.Paragraph>
      {notApproved.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('materialReview.publishRefused')}
          description={
            <ul data-testid="not-approved" style={{ paddingInlineStart: 20, margin: 0 }}>
              {notApproved.map((m) => (
                <li key={m.id}>
                  {m.name} ({t(`materialReview.publishRefusedState.${m.reviewState}`)})
                </li>
              ))}
            </ul>
          }
        />
      )}
      <TerminalChooser calls={playPlanPublishApi} chosen={chosen} onChosen={setChosen} />
    </Modal>
  );
}
