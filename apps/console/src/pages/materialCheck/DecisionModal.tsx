import { REVIEW_NOTE_MAX, type ReviewItem } from '@apm/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';

export type Decision = 'approve' | 'reject';

interface Props {
  decision: Decision;
  items: ReviewItem[];
  busy: boolean;
  onDecide: (note: string) => void;
  onClose: () => void;
}

/**
 * Confirms a decision on one material or a selection: approving takes an optional note, rejecting
 * requires one (the uploader reads it in the bell and on the material).
 */
export function DecisionModal({ decision, items, busy, onDecide, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const reject = decision === 'reject';
  const one = items.length === 1 ? items[0] : undefined;
  const title = reject
    ? one
      ? t('materialReview.rejectOne', { name: one.name })
      : t('materialReview.rejectTitle', { count: items.length })
    : one
      ? t('materialReview.approveOne', { name: one.name })
      : t('materialReview.approveTitle', { count: items.length });
  return (
    <Modal
      open
      title={title}
      okText={reject ? t('materialReview.reject') : t('materialReview.approve')}
      okButtonProps={{ danger: reject, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {!one && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
          {items.map((m) => m.name).join(', ')}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(v) => onDecide((v.note ?? '').trim())}>
        <Form.Item
          name="note"
          label={reject ? t('materialReview.rejectNote') : t('materialReview.approveNote')}
          rules={[
            ...(reject ? [{ required: true, whitespace: true, message: t('materialReview.rejectNoteRequired') }] : []),
            { max: REVIEW_NOTE_MAX, message: t('materialReview.rejectNoteTooLong', { max: REVIEW_NOTE_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REVIEW_NOTE_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
