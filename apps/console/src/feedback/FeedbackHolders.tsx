import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './useFeedback';

/**
 * antd's message and modal, ready to show: loaded by FeedbackProvider at the first toast or dialog.
 * Their holders sit inside the console's theme and locale, so what they show is in both.
 */
export default function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, modal: modalApi }), [onReady, messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
