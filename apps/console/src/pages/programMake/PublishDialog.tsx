import {
  MATERIALS_NOT_APPROVED,
  publishApi,
  type NotApprovedMaterials,
  type ProgramItem,
  type PublishTerminal,
} from '@apm/contract';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { TerminalChooser } from '../../components/TerminalChooser';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';

interface Props {
  program: ProgramItem;
  onClose: () => void;
}

/** Publishes a program to the terminals chosen (TerminalChooser). */
export function PublishDialog({ program, onClose }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { message } = useFeedback();
  // Materials of the program not approved yet (review): the refusal stays in the dialog, naming them.
  const [notApproved, setNotApproved] = useState<NotApprovedMaterials['materials']>([]);
  const [chosen, setChosen] = useState<Map<string, PublishTerminal>>(new Map());
  const publish = useChange(publishApi.saveTerminals, { quiet: true });

  const submit = () => {
    setNotApproved([]);
    publish.mutate(
      { programId: program.id, terminalIds: [...chosen.keys()].join(',') },
      {
        onSuccess: ({ jsonObject }) => {
          onClose();
          void message.success({
            content: (
              <span>
                {t('publish.dialog.done', { name: program.name, count: jsonObject.terminals })}{' '}
                <a onClick={() => void navigate(`/publishProgram/list?id=${jsonObject.id}`)}>
                  {t('publish.dialog.follow')}
                </a>
              </span>
            ),
            duration: 8,
          });
        },
        onError: (err) => {
          // Materials not approved yet (review): named, as the reviewer has to decide them first.
          if (err instanceof ApiError && err.fields.some((f) => f.message === MATERIALS_NOT_APPROVED)) {
            setNotApproved((err.jsonObject as NotApprovedMaterials).materials);
            return;
          }
          void message.error(
            err instanceof ApiError && err.fields.length > 0
              ? t('publish.dialog.invalidProgram')
              : errorText(err, translate),
          );
        },
      },
    );
  };

  return (
    <Modal
      open
      width={980}
      title={t('publish.dialog.title', { name: program.name })}
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
        {t('publish.dialog.intro', { version: program.version, width: program.width, height: program.height })}
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
      <TerminalChooser calls={publishApi} chosen={chosen} onChosen={setChosen} />
    </Modal>
  );
}
