import { REVIEW_NOTE_MAX, reviewNoteProblem, type ReviewDecision } from '@apm/contract';
import { Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

/** What the dialog says, in the words of the page (who submitted: an uploader, a publisher). */
export interface DecisionTexts {
  title: string;
  /** Under the title: what the decision does, or what it is about. */
  hint?: ReactNode;
  ok: string;
  noteLabel: string;
  noteRequired: string;
  noteTooLong: string;
}

interface Props {
  decision: ReviewDecision;
  texts: DecisionTexts;
  busy: boolean;
  onDecide: (note: string) => void;
  onClose: () => void;
}

/**
 * The decision of the one review workflow, for materials and publications alike: approving takes
 * an optional note, rejecting requires one, which the submitter reads (the contract's
 * reviewNoteProblem, the server's rule).
 */
export function ReviewDecisionModal({ decision, texts, busy, onDecide, onClose }: Props) {
  const [form] = Form.useForm<{ note: string }>();
  const reject = decision === 'rejected';
  return (
    <Modal
      open
      title={texts.title}
      okText={texts.ok}
      okButtonProps={{ danger: reject, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {texts.hint && <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={(v) => onDecide((v.note ?? '').trim())}>
        <Form.Item
          name="note"
          label={texts.noteLabel}
          required={reject}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = reviewNoteProblem(decision, value ?? '');
                if (problem === 'required') return Promise.reject(new Error(texts.noteRequired));
                if (problem === 'tooLong') return Promise.reject(new Error(texts.noteTooLong));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REVIEW_NOTE_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
