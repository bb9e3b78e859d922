import { MATERIALS_NOT_APPROVED, type NotApprovedMaterials, type PublishTerminal } from '@apm/contract';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/ApiError';
import { useFeedback } from '../feedback/useFeedback';
import { useTranslation } from '../i18n/useTranslation';
import { TerminalChooser, type TerminalCalls } from './TerminalChooser';

interface Props {
  /** What is published, for the title. */
  name: string;
  intro: ReactNode;
  calls: TerminalCalls;
  pending: boolean;
  /** Publishes to the terminals chosen (ids comma-joined); resolves once done (the caller closes and says so). */
  publish: (terminalIds: string) => Promise<unknown>;
  /** What a refusal says, but for materials not approved (which the dialog lists). */
  refusal: (err: unknown) => string;
  onClose: () => void;
}

/**
 * The publish dialog of programs and plans: the terminals chosen (TerminalChooser), and a
 * refusal for materials not approved yet kept in the dialog, naming them (the reviewer has to
 * decide them first). Its texts are the publish and materialReview namespaces'.
 */
export function PublishModal({ name, intro, calls, pending, publish, refusal, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [chosen, setChosen] = useState<Map<string, PublishTerminal>>(new Map());
  const [notApproved, setNotApproved] = useState<NotApprovedMaterials['materials']>([]);

  const submit = async () => {
    setNotApproved([]);
    try {
      await publish([...chosen.keys()].join(','));
    } catch (err) {
      if (err instanceof ApiError && err.fields.some((f) => f.message === MATERIALS_NOT_APPROVED)) {
        setNotApproved((err.jsonObject as NotApprovedMaterials).materials);
        return;
      }
      void message.error(refusal(err));
    }
  };

  return (
    <Modal
      open
      width={980}
      title={t('publish.dialog.title', { name })}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text>{t('publish.dialog.chosen', { count: chosen.size })}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('publish.dialog.cancel')}</Button>
            <Button type="primary" disabled={chosen.size === 0} loading={pending} onClick={() => void submit()}>
              {t('publish.dialog.ok', { count: chosen.size })}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
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
      <TerminalChooser calls={calls} chosen={chosen} onChosen={setChosen} />
    </Modal>
  );
}
