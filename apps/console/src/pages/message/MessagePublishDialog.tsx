import { PUBLISH_REVIEW_NOTE_MAX, type MessageItem } from '@apm/contract';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { PublishModal } from '../../components/PublishModal';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { deliveriesPath, MESSAGE_TERMINAL_CALLS, usePublishMessage, useSubmitReviewNote } from './api';

interface Props {
  message: Pick<MessageItem, 'id' | 'name' | 'emergency' | 'version'>;
  onClose: () => void;
  /** Before following the link to the deliveries (the form lets that navigation through). */
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
  const translate = useTranslate();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const publish = usePublishMessage();
  const submitNote = useSubmitReviewNote();
  const [note, setNote] = useState('');

  return (
    <PublishModal
      name={m.name}
      intro={t(m.emergency ? 'messages.publishIntroEmergency' : 'messages.publishIntro', { version: m.version })}
      calls={MESSAGE_TERMINAL_CALLS}
      pending={publish.isPending || submitNote.isPending}
      onClose={onClose}
      publish={async (terminalIds) => {
        const { jsonObject } = await publish.mutateAsync({ id: m.id, terminalIds });
        const forReviewer = note.trim();
        if (jsonObject.reviewState === 'pending' && forReviewer) {
          // Published already: a note refused (the publication decided meanwhile) is only said.
          await submitNote
            .mutateAsync({ id: jsonObject.id, note: forReviewer })
            .catch((err: unknown) =>
              message.warning(t('messages.reviewerNoteFailed', { reason: errorText(err, translate) })),
            );
        }
        onClose();
        void message.success({
          content: (
            <span data-published={jsonObject.id}>
              {jsonObject.reviewState === 'pending'
                ? t('messages.publishedForReview', { name: m.name, count: jsonObject.terminals })
                : t('messages.published', { name: m.name, count: jsonObject.terminals })}{' '}
              <a
                onClick={() => {
                  onFollow?.();
                  void navigate(deliveriesPath(m.id, jsonObject.id));
                }}
              >
                {t('messages.followDeliveries')}
              </a>
            </span>
          ),
          duration: 8,
        });
      }}
      extra={
        m.emergency ? undefined : (
          <Form layout="vertical" style={{ marginTop: 16 }}>
            <Form.Item
              label={t('messages.reviewerNote')}
              extra={t('messages.reviewerNoteHelp')}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea
                rows={2}
                value={note}
                maxLength={PUBLISH_REVIEW_NOTE_MAX}
                showCount
                onChange={(e) => setNote(e.target.value)}
                data-testid="reviewer-note"
              />
            </Form.Item>
          </Form>
        )
      }
      // The server says which (the message deleted meanwhile, a terminal gone, the emergency permission).
      refusal={(err) => {
        const general = errorText(err, translate);
        return err instanceof ApiError && err.answered && err.message && err.message !== general
          ? `${general}: ${err.message}`
          : general;
      }}
    />
  );
}
