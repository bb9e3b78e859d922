import {
  MATERIALS_NOT_APPROVED,
  type NotApprovedMaterials,
  type PublishCheck,
  type PublishProblem,
  type PublishTerminal,
} from '@apm/contract';
import dayjs from 'dayjs';
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
  /**
   * Publishes to the terminals chosen (ids comma-joined), with the kinds of problem the check
   * showed and the publisher accepted; resolves once done (the caller closes and says so).
   */
  publish: (terminalIds: string, accepted: PublishProblem['kind'][]) => Promise<unknown>;
  /** What publishing would meet, asked before publishing; without it the dialog publishes at once. */
  check?: (terminalIds: string) => Promise<PublishCheck>;
  /** What a refusal says, but for materials not approved (which the dialog lists). */
  refusal: (err: unknown) => string;
  /** More to fill in, under the terminals (the message's note for the reviewer). */
  extra?: ReactNode;
  onClose: () => void;
}

/**
 * The publish dialog of programs and plans: the terminals chosen (TerminalChooser), and a
 * refusal for materials not approved yet kept in the dialog, naming them (the reviewer has to
 * decide them first). Its texts are the publish and materialReview namespaces'.
 */
export function PublishModal({ name, intro, calls, pending, publish, check, refusal, extra, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [chosen, setChosen] = useState<Map<string, PublishTerminal>>(new Map());
  const [notApproved, setNotApproved] = useState<NotApprovedMaterials['materials']>([]);

  // The check's answer for the terminals chosen when it was asked: publishing then goes on despite it.
  const [checked, setChecked] = useState<{ ids: string; found: PublishCheck }>();
  const [checking, setChecking] = useState(false);
  const ids = [...chosen.keys()].join(',');
  const problems = checked?.ids === ids ? checked.found : undefined;

  const submit = async () => {
    setNotApproved([]);
    try {
      if (check && !problems) {
        setChecking(true);
        const found = await check(ids).finally(() => setChecking(false));
        if (found.problems.length > 0) {
          setChecked({ ids, found });
          return;
        }
      }
      await publish(ids, [...new Set(problems?.problems.map((p) => p.kind) ?? [])]);
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
            <Button
              type="primary"
              danger={problems !== undefined}
              disabled={chosen.size === 0}
              loading={pending || checking}
              onClick={() => void submit()}
            >
              {problems ? t('publish.check.anyway') : t('publish.dialog.ok', { count: chosen.size })}
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
      {problems && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('publish.check.title', { count: problems.problems.length + problems.more })}
          description={
            <ul data-testid="publish-problems" style={{ paddingInlineStart: 20, margin: 0 }}>
              {problems.problems.map((p, i) => (
                <li key={i}>{problemText(t, p)}</li>
              ))}
              {problems.more > 0 && <li>{t('publish.check.more', { count: problems.more })}</li>}
            </ul>
          }
        />
      )}
      <TerminalChooser calls={calls} chosen={chosen} onChosen={setChosen} />
      {extra}
    </Modal>
  );
}

/** What a problem means on its terminal, and what to do about it. */
function problemText(t: ReturnType<typeof useTranslation>['t'], p: PublishProblem): string {
  const when = (ms: number | undefined) => (ms === undefined ? '' : dayjs(ms).format('YYYY-MM-DD HH:mm'));
  const terminal = p.terminalName;
  switch (p.kind) {
    case 'overlap':
      return t('publish.check.overlap', { terminal, name: p.name, from: when(p.from), to: when(p.to) });
    case 'canvas':
      return t('publish.check.canvas', { terminal, name: p.name, canvas: p.canvas, screen: p.screen });
    case 'offline':
      return p.lastSeenAt == null
        ? t('publish.check.offlineNever', { terminal })
        : t('publish.check.offline', { terminal, since: when(p.lastSeenAt) });
  }
}
