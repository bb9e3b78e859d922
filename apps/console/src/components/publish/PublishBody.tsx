import {
  MATERIALS_NOT_APPROVED,
  type NotApprovedMaterials,
  type PublishCheck,
  type PublishProblem,
  type PublishTerminal,
} from '@apm/contract';
import dayjs from 'dayjs';
import { Alert, Button, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../api/ApiError';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';
import { TerminalChooser, type TerminalCalls } from '../TerminalChooser';

/** What a publication answers: its id, to how many terminals, and whether it waits for a reviewer. */
export interface Published {
  id: string;
  terminals: number;
  reviewState: 'pending' | 'approved';
}

/** How one kind (a program, a plan, a message) is published: the calls and texts the dialog and the page share. */
export interface Publisher {
  /** What is published, in a sentence (its version, its canvas ...). */
  intro: ReactNode;
  /** The calls the terminal chooser reads: the kind's own, by its permission. */
  calls: TerminalCalls;
  pending: boolean;
  /**
   * Publishes to the terminals chosen (ids comma-joined), with the kinds of problem the check
   * showed and the publisher accepted.
   */
  publish: (terminalIds: string, accepted: PublishProblem['kind'][]) => Promise<Published>;
  /** What publishing would meet, asked before publishing; without it, Send publishes at once. */
  check?: (terminalIds: string) => Promise<PublishCheck>;
  /** What a refusal says, but for materials not approved (which the body lists). */
  refusal: (err: unknown) => string;
  /** More to fill in, under the terminals (the message's note for the reviewer). */
  extra?: ReactNode;
}

/**
 * The state of publishing one thing: the terminals chosen, the check's answer for them, and a
 * refusal for materials not approved. `submit` checks first (where the kind has a check), then
 * publishes; after a check that found problems, the next submit publishes despite them.
 */
export function usePublishForm(
  publisher: Publisher,
  onPublished: (published: Published) => void,
  initial: () => Map<string, PublishTerminal> = () => new Map(),
) {
  const { message } = useFeedback();
  const [chosen, setChosen] = useState<Map<string, PublishTerminal>>(initial);
  const [notApproved, setNotApproved] = useState<NotApprovedMaterials['materials']>([]);
  // The check's answer for the terminals chosen when it was asked: publishing then goes on despite it.
  const [checked, setChecked] = useState<{ ids: string; found: PublishCheck }>();
  const [checking, setChecking] = useState(false);
  const ids = [...chosen.keys()].join(',');
  const problems = checked?.ids === ids ? checked.found : undefined;
  const { check, publish, refusal } = publisher;

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
      onPublished(await publish(ids, [...new Set(problems?.problems.map((p) => p.kind) ?? [])]));
    } catch (err) {
      if (err instanceof ApiError && err.fields.some((f) => f.message === MATERIALS_NOT_APPROVED)) {
        setNotApproved((err.jsonObject as NotApprovedMaterials).materials);
        return;
      }
      void message.error(refusal(err));
    }
  };

  return { chosen, setChosen, notApproved, problems, busy: publisher.pending || checking, submit };
}

export type PublishForm = ReturnType<typeof usePublishForm>;

/** Send: publishes to the terminals chosen, or, once the check found problems, publishes despite them. */
export function SendButton({ form, blocked }: { form: PublishForm; blocked?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      type="primary"
      danger={form.problems !== undefined}
      disabled={form.chosen.size === 0 || blocked !== undefined}
      title={blocked}
      loading={form.busy}
      onClick={() => void form.submit()}
    >
      {form.problems ? t('publish.check.anyway') : t('publish.dialog.ok', { count: form.chosen.size })}
    </Button>
  );
}

interface BodyProps {
  form: PublishForm;
  publisher: Publisher;
  /** Room for large fleets: a taller office tree and longer pages of terminals (the full-window page). */
  roomy?: boolean;
  /** Shown above the refusals and the terminals (the dialog's intro; the page shows its own summary). */
  intro?: boolean;
}

/**
 * The body of publishing, the same in the dialog and on the full-window page: what the check found
 * and what refused it (materials not approved, named), the terminals (TerminalChooser), and what
 * else the kind asks. Its texts are the publish and materialReview namespaces'.
 */
export function PublishBody({ form, publisher, roomy, intro = true }: BodyProps) {
  const { t } = useTranslation();
  const { notApproved, problems } = form;
  return (
    <>
      {intro && <Typography.Paragraph type="secondary">{publisher.intro}</Typography.Paragraph>}
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
      <TerminalChooser calls={publisher.calls} chosen={form.chosen} onChosen={form.setChosen} roomy={roomy} />
      {publisher.extra}
    </>
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
