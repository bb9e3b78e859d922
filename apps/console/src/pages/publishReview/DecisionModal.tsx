import { PUBLISH_REVIEW_NOTE_MAX, type PublishReviewItem } from '@apm/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { noteProblem, type ReviewResult } from './review';

interface Props {
  result: ReviewResult;
  item: PublishReviewItem;
  busy: boolean;
  onDecide: (note: string) => void;
  onClose: () => void;
}

/**
 * Confirms a decision on a publication: approving (it goes to its terminals at once) takes an
 * optional note, rejecting (nothing is sent) requires one, which the publisher reads.
 */
export function DecisionModal({ result, item, busy, onDecide, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const reject = result === 'rejected';
  return (
    <Modal
      open
      title={t(reject ? 'publishReview.rejectTitle' : 'publishReview.approveTitle', { name: item.subjectName })}
      okText={reject ? t('publishReview.reject') : t('publishReview.approve')}
      okButtonProps={{ danger: reject, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {reject ? t('publishReview.rejectHint') : t('publishReview.approveHint', { count: item.terminals })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => onDecide((v.note ?? '').trim())}>
        <Form.Item
          name="note"
          label={reject ? t('publishReview.rejectNote') : t('publishReview.approveNote')}
          required={reject}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = noteProblem(result, value ?? '');
                if (problem === 'required') return Promise.reject(new Error(t('publishReview.noteRequired')));
                if (problem === 'tooLong')
                  return Promise.reject(new Error(t('publishReview.noteTooLong', { max: PUBLISH_REVIEW_NOTE_MAX })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={PUBLISH_REVIEW_NOTE_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
