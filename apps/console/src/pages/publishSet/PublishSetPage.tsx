import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Result, Row, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../access/useAccess';
import { errorText } from '../../api/errorText';
import { FullWindow } from '../../components/FullWindow';
import { useDeliveryEvents } from '../../components/useDeliveryEvents';
import { PublishBody, SendButton, usePublishForm, type Published } from '../../components/publish/PublishBody';
import { useMessagePublisher } from '../../components/publish/messagePublisher';
import { usePlanPublisher } from '../../components/publish/planPublisher';
import { useProgramPublisher } from '../../components/publish/programPublisher';
import {
  chosenOf,
  EMERGENCY_PUBLISH,
  LIST_PATHS,
  PUBLISH_PERMISSIONS,
  targetOf,
  type PublishTarget,
} from '../../components/publish/target';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { useSubject, type Subject } from './api';
import { PublicationProgress } from './PublicationProgress';
import { SubjectSummary, type MessagePreviewComponent } from './SubjectSummary';

interface Props {
  /** The message preview (message production's), handed in by the route table. */
  MessagePreview?: MessagePreviewComponent;
}

/**
 * /publishSet?kind=program|plan|message&id=: publishing in the whole window. What is published
 * first (its name, what it sends), then where: the terminals (those /terminalSelection chose come in
 * the navigation's state), the check before publishing, Send; then the publication's delivery to
 * each terminal, live, with the failed ones sent again. It needs the permission that publishes the
 * kind besides its own.
 */
export function PublishSetPage({ MessagePreview }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { can } = useAccess();
  const target = targetOf(params);
  const close = () => void navigate(target ? LIST_PATHS[target.kind] : '/home');

  if (!target) {
    return (
      <FullWindow title={t('menu.publishSet')} onClose={close}>
        <Result status="warning" title={t('fullWindow.noTarget')} />
      </FullWindow>
    );
  }
  if (!can(PUBLISH_PERMISSIONS[target.kind])) {
    return (
      <FullWindow title={t('menu.publishSet')} onClose={close}>
        <Result
          status="403"
          title={t('fullWindow.mayNotPublish', { what: t(`fullWindow.kinds.${target.kind}`) })}
          subTitle={t('exception.routeDenied')}
        />
      </FullWindow>
    );
  }
  // Another target is another page: nothing chosen or sent for one carries over to the next.
  return (
    <Publishing key={`${target.kind}:${target.id}`} target={target} onClose={close} MessagePreview={MessagePreview} />
  );
}

function Publishing({
  target,
  onClose,
  MessagePreview,
}: {
  target: PublishTarget;
  onClose: () => void;
  MessagePreview?: MessagePreviewComponent;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { subject, isError, error } = useSubject(target);

  if (isError) {
    return (
      <FullWindow title={t('menu.publishSet')} onClose={onClose}>
        <Alert type="error" showIcon title={t('fullWindow.unreadable')} description={errorText(error, translate)} />
      </FullWindow>
    );
  }
  if (!subject) {
    return (
      <FullWindow title={t('menu.publishSet')} onClose={onClose}>
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      </FullWindow>
    );
  }
  return <PublishingSubject subject={subject} onClose={onClose} MessagePreview={MessagePreview} />;
}

function PublishingSubject({
  subject,
  onClose,
  MessagePreview,
}: {
  subject: Subject;
  onClose: () => void;
  MessagePreview?: MessagePreviewComponent;
}) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const location = useLocation();
  const [sent, setSent] = useState<Published | null>(null);
  // A message's deliveries are the message module's reads: followed live from the page's start.
  const watched = useMemo(() => new Set(subject.kind === 'message' && sent ? [sent.id] : []), [subject.kind, sent]);
  useDeliveryEvents(watched);
  // Hooks run in the same order whatever the kind: each kind's publisher, the one of the subject used.
  const program = useProgramPublisher(subject.kind === 'program' ? subject.item : undefined);
  const plan = usePlanPublisher(subject.kind === 'plan' ? subject.item : undefined);
  const message = useMessagePublisher(subject.kind === 'message' ? subject.item : undefined);
  const publisher = subject.kind === 'program' ? program : subject.kind === 'plan' ? plan : message;
  const form = usePublishForm(publisher, setSent, () => chosenOf(location.state));
  const blocked =
    subject.kind === 'message' && subject.item.emergency && !can(EMERGENCY_PUBLISH)
      ? t('fullWindow.emergencyBlocked')
      : undefined;

  const again = () => {
    form.setChosen(new Map());
    setSent(null);
  };

  return (
    <FullWindow
      title={t('fullWindow.publishTitle', { name: subject.item.name })}
      status={
        sent ? (
          <Tag color={sent.reviewState === 'pending' ? 'warning' : 'success'} data-step="sent">
            {sent.reviewState === 'pending'
              ? t('fullWindow.sentForReview', { count: sent.terminals })
              : t('fullWindow.sent', { count: sent.terminals })}
          </Tag>
        ) : (
          <Tag data-step="choose">{t('fullWindow.chosen', { count: form.chosen.size })}</Tag>
        )
      }
      extra={sent ? undefined : <SendButton form={form} blocked={blocked} />}
      onClose={onClose}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={7}>
          <Card size="small" title={t('fullWindow.what')}>
            <SubjectSummary subject={subject} Preview={MessagePreview} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {publisher.intro}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} xl={17}>
          {sent ? (
            <Card
              size="small"
              title={t('fullWindow.delivery')}
              extra={
                <Button icon={<PlusOutlined />} onClick={again}>
                  {t('fullWindow.publishAgain')}
                </Button>
              }
            >
              <PublicationProgress kind={subject.kind} subjectId={subject.item.id} publishId={sent.id} />
            </Card>
          ) : (
            <Card
              size="small"
              title={t('fullWindow.where')}
              extra={<Typography.Text>{t('publish.dialog.chosen', { count: form.chosen.size })}</Typography.Text>}
            >
              {blocked && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={blocked} />}
              <PublishBody form={form} publisher={publisher} roomy intro={false} />
            </Card>
          )}
        </Col>
      </Row>
    </FullWindow>
  );
}
