import { CODE_RESEND_MS, ErrorCodes, type CodeSent } from '@apm/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ApiError } from '../api/ApiError';
import { errorText } from '../api/errorText';
import { useFeedback } from '../feedback/useFeedback';
import { useTranslate } from '../i18n/useTranslate';
import { waitAfterRefusal } from './countdown';
import { useCountdown } from './useCountdown';

export interface CodeButtonProps {
  /** Asks the server to send a code; rejects with the server's refusal. */
  send: () => Promise<CodeSent>;
  /** Checks what the send needs first (e.g. the form fields); rejects to stay quiet. */
  before?: () => Promise<unknown>;
  disabled?: boolean;
  onSent?: (sent: CodeSent) => void;
  onFailed?: (err: unknown) => void;
  /**
   * What to say once the server has taken the request, where "a code was sent to …" would claim
   * more than the answer tells (forgotten password, registration: the answer is the same whether
   * or not the name or address has an account).
   */
  sentText?: (sent: CodeSent) => string;
}

/**
 * "Send code": sends, says where the code went (or that it waits in the outbox for the
 * administrator), then counts down until another may be asked for (the server's wait after
 * a refusal for sending too often).
 */
export function CodeButton({ send, before, disabled, onSent, onFailed, sentText }: CodeButtonProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const click = async () => {
    try {
      await before?.();
    } catch {
      return;
    }
    setSending(true);
    try {
      const r = await send();
      start(r.resendAfter);
      if (sentText) void message.info(sentText(r), 8);
      else if (r.delivery === 'outbox') void message.warning(t('account.codeInOutbox', { target: r.target }), 8);
      else void message.success(t('account.codeSent', { target: r.target }));
      onSent?.(r);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCodes.CODE_TOO_SOON.code) {
        start(waitAfterRefusal(err.jsonObject, CODE_RESEND_MS / 1000));
      }
      void message.error(errorText(err, translate));
      onFailed?.(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void click()} loading={sending} disabled={disabled || left > 0} data-code-button>
      {left > 0 ? t('account.resendIn', { seconds: left }) : t('account.sendCode')}
    </Button>
  );
}
