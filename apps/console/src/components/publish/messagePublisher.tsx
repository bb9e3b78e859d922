import { publishMessageApi, publishReviewApi, REVIEW_NOTE_MAX, type MessageItem } from '@apm/contract';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import type { Publisher } from './PublishBody';
import { useRefusalWithReason } from './refusal';
import { MESSAGE_TERMINAL_CALLS } from './terminalCalls';

/**
 * Sending a saved message as it is saved. While publications are reviewed it waits for a reviewer,
 * who reads the note typed for them (emergency messages never wait, so they take none); a note
 * refused once published (the publication decided meanwhile) is only said. Texts: messages.
 */
export function useMessagePublisher(m: Pick<MessageItem, 'id' | 'emergency' | 'version'> | undefined): Publisher {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const publish = useChange(publishMessageApi.savePublish, { quiet: true });
  const submitNote = useChange(publishReviewApi.messageSubmitNote, { quiet: true });
  const refusal = useRefusalWithReason();
  const [note, setNote] = useState('');
  return {
    intro: m ? t(m.emergency ? 'messages.publishIntroEmergency' : 'messages.publishIntro', { version: m.version }) : '',
    calls: MESSAGE_TERMINAL_CALLS,
    pending: publish.isPending || submitNote.isPending,
    publish: async (terminalIds) => {
      const { jsonObject } = await publish.mutateAsync({ id: m?.id ?? '', terminalIds });
      const forReviewer = note.trim();
      if (jsonObject.reviewState === 'pending' && forReviewer) {
        await submitNote
          .mutateAsync({ id: jsonObject.id, note: forReviewer })
          .catch((err: unknown) =>
            message.warning(t('messages.reviewerNoteFailed', { reason: errorText(err, translate) })),
          );
      }
      return jsonObject;
    },
    extra:
      !m || m.emergency ? undefined : (
        <Form layout="vertical" style={{ marginTop: 16 }}>
          <Form.Item
            label={t('messages.reviewerNote')}
            extra={t('messages.reviewerNoteHelp')}
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea
              rows={2}
              value={note}
              maxLength={REVIEW_NOTE_MAX}
              showCount
              onChange={(e) => setNote(e.target.value)}
              data-testid="reviewer-note"
            />
          </Form.Item>
        </Form>
      ),
    refusal,
  };
}
